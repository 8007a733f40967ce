import { getFeed } from '@localjobs/api-client/classifieds/feed'
import type { ApiClient } from '@localjobs/api-client/client'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { ServerOnlyData, Translations } from '#src/i18n/translations.ts'
import { toJobSummary } from '#src/lib/job-list-queries.ts'
import { popularCategoryLocations, popularLocations } from '#src/lib/popular-links.ts'

/** The places and category-place pairs the footer links to (the root loader picks them on the server). */
export interface FooterLinks {
  locations: ReadonlyArray<{ slug: string; title: string }>
  categoryLocations: ReadonlyArray<{
    category: { slug: string; title: string }
    location: { slug: string; title: string }
  }>
}

/**
 * The router's starting value (the browser never has any). Here, not beside the footer's markup: what the
 * entry imports must not pull the server-only markup's link builders into every page's first load.
 */
export const NO_FOOTER_LINKS: FooterLinks = { locations: [], categoryLocations: [] }

/**
 * What the server-rendered footer needs: its words and links to where the newest jobs are, so every link
 * leads to a list with jobs in it. On the server only; without the API (down) the footer has fewer links.
 */
export const prepareFooter = createIsomorphicFn()
  .server(
    async ({ api, i18n, serverOnly }: { api: ApiClient; i18n: Translations; serverOnly: ServerOnlyData }) => {
      const [feed] = await Promise.all([
        getFeed(api, { limit: 50 }).catch(() => null),
        i18n.load(['static'], { serverOnly: true }),
      ])
      const jobs = (feed?.results ?? []).map(toJobSummary)
      serverOnly.footerLinks = {
        locations: popularLocations(jobs, 5),
        categoryLocations: popularCategoryLocations(jobs, 5),
      }
    },
  )
  .client(async (_context: { api: ApiClient; i18n: Translations; serverOnly: ServerOnlyData }) => {})
