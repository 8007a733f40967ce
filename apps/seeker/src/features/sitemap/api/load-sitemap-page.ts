import {
  type SitemapListsResponse,
  sitemapListsQueryOptions,
} from '@localjobs/api-client/classifieds/sitemap'
import type { ApiClient } from '@localjobs/api-client/client'
import type { Locale } from '@localjobs/web-app/locale'
import type { QueryClient } from '@tanstack/react-query'
import type { Translations } from '#src/i18n/translations.ts'
import { listPageHead, type SeekerHead } from '#src/lib/page-head.ts'

export interface SitemapPlace {
  slug: string
  name: string
  jobs: number
}

export interface SitemapCategory extends SitemapPlace {
  /** the places with the most jobs of this category, most first */
  places: SitemapPlace[]
}

export interface SitemapPage {
  categories: SitemapCategory[]
  locations: SitemapPlace[]
}

const PLACES_PER_CATEGORY = 6

/**
 * The sitemap page's links, worked out here so only they travel with the page, not every pair. Names are
 * the API's in the page's language (the URLs keep their slugs), sorted as that language sorts them.
 */
export function sitemapPage(lists: SitemapListsResponse, locale: Locale): SitemapPage {
  const names = new Map(lists.locations.map((location) => [location.slug, location.title]))
  const byName = (a: SitemapPlace, b: SitemapPlace) => a.name.localeCompare(b.name, locale)
  return {
    categories: lists.categories
      .map((category) => ({
        slug: category.slug,
        name: category.title,
        jobs: category.jobs,
        places: lists.category_locations
          .filter((pair) => pair.category_slug === category.slug && names.has(pair.location_slug))
          .sort((a, b) => b.jobs - a.jobs)
          .slice(0, PLACES_PER_CATEGORY)
          .map((pair) => ({
            slug: pair.location_slug,
            name: names.get(pair.location_slug) ?? '',
            jobs: pair.jobs,
          })),
      }))
      .filter((category) => category.places.length > 0)
      .sort(byName),
    locations: lists.locations
      .map((location) => ({ slug: location.slug, name: location.title, jobs: location.jobs }))
      .sort(byName),
  }
}

export async function loadSitemapPage({
  queryClient,
  api,
  i18n,
}: {
  queryClient: QueryClient
  api: ApiClient
  i18n: Translations
}): Promise<SitemapPage & { head: SeekerHead }> {
  const [lists] = await Promise.all([
    queryClient.fetchQuery(sitemapListsQueryOptions(api)),
    i18n.load(['places']),
  ])
  // Kept out of the cache the page carries: only the links below travel with it.
  queryClient.removeQueries({ queryKey: sitemapListsQueryOptions(api).queryKey })
  return {
    ...sitemapPage(lists, i18n.locale),
    head: listPageHead(i18n, i18n.get('common').sitemap, '/sitemap'),
  }
}
