import type { SitemapListsResponse } from '@localjobs/api-client/classifieds/sitemap'
import { describe, expect, it } from 'vitest'
import { sitemapPage } from './load-sitemap-page.ts'

const lastmod = '2025-06-15T12:00:00.000Z'
const entry = (id: number, slug: string, title: string, englishName: string, jobs: number) => ({
  id,
  slug,
  title,
  english_name: englishName,
  jobs,
  lastmod,
})

/** The API's answer for a Telugu page: names in Telugu, slugs as always. */
const telugu: SitemapListsResponse = {
  categories: [entry(1, 'driver', 'డ్రైవర్', 'Driver', 5), entry(9, 'plumber', 'ప్లంబర్', 'Plumber', 2)],
  locations: [entry(9, 'hyderabad', 'హైదరాబాద్', 'Hyderabad', 6), entry(31, 'pune', 'పుణె', 'Pune', 1)],
  category_locations: [
    { category_slug: 'driver', location_slug: 'pune', jobs: 1, lastmod },
    { category_slug: 'driver', location_slug: 'hyderabad', jobs: 4, lastmod },
    { category_slug: 'plumber', location_slug: 'hyderabad', jobs: 2, lastmod },
  ],
  truncated: false,
}

describe('sitemapPage', () => {
  it('names categories and places in the page language and keeps their slugs for the links', () => {
    const page = sitemapPage(telugu, 'te')
    expect(page.categories.map((category) => category.name)).toEqual(['డ్రైవర్', 'ప్లంబర్'])
    expect(page.categories[0]?.places).toEqual([
      { slug: 'hyderabad', name: 'హైదరాబాద్', jobs: 4 },
      { slug: 'pune', name: 'పుణె', jobs: 1 },
    ])
    expect(page.locations).toEqual([
      { slug: 'pune', name: 'పుణె', jobs: 1 },
      { slug: 'hyderabad', name: 'హైదరాబాద్', jobs: 6 },
    ])
  })

  it('sorts by the names people read, in their language', () => {
    const english: SitemapListsResponse = {
      ...telugu,
      categories: telugu.categories.map((category) => ({ ...category, title: category.english_name })),
      locations: telugu.locations.map((location) => ({ ...location, title: location.english_name })),
    }
    expect(sitemapPage(english, 'en').locations.map((location) => location.name)).toEqual([
      'Hyderabad',
      'Pune',
    ])
  })
})
