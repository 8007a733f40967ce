import { describe, expect, it } from 'vitest'
import { jobUrls, listUrls, sitemapIndex, urlSet } from './sitemap-xml.ts'

const base = 'https://example.in/jobs'

describe('sitemaps', () => {
  it('list the home page, the sitemap page, every place and every category-place pair', () => {
    const urls = listUrls(base, {
      categories: [],
      locations: [
        {
          id: 9,
          slug: 'hyderabad',
          title: 'Hyderabad',
          english_name: 'Hyderabad',
          jobs: 3,
          lastmod: '2026-11-20T10:00:00Z',
        },
      ],
      category_locations: [
        { category_slug: 'driver', location_slug: 'hyderabad', jobs: 2, lastmod: '2026-11-19T10:00:00Z' },
      ],
      truncated: false,
    })
    expect(urls.map((url) => url.loc)).toEqual([
      'https://example.in/jobs',
      'https://example.in/jobs/sitemap',
      'https://example.in/jobs/jobs-in-hyderabad',
      'https://example.in/jobs/driver-jobs-in-hyderabad',
    ])
  })

  it("link each job's own page", () => {
    expect(
      jobUrls(base, [
        { id: 7, category_slug: 'cook', location_slug: 'pune', lastmod: '2026-11-01T00:00:00Z' },
      ]),
    ).toEqual([{ loc: 'https://example.in/jobs/jobDetails/cook-in-pune-7', lastmod: '2026-11-01T00:00:00Z' }])
  })

  it('are well-formed XML with escaped addresses and day dates', () => {
    const xml = urlSet([{ loc: 'https://example.in/jobs?a=1&b=<2>', lastmod: '2026-11-01T12:00:00Z' }])
    expect(xml).toContain(
      '<loc>https://example.in/jobs?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-11-01</lastmod>',
    )
    expect(sitemapIndex([{ loc: `${base}/sitemap-lists.xml` }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.in/jobs/sitemap-lists.xml</loc></sitemap></sitemapindex>',
    )
  })
})
