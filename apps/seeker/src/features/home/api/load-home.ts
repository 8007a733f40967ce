import type { ApiClient } from '@localjobs/api-client/client'
import type { QueryClient } from '@tanstack/react-query'
import type { Translations } from '#src/i18n/translations.ts'
import { feedJobsQueryOptions, LATEST_JOBS_QUERY } from '#src/lib/job-list-queries.ts'
import { listPageHead, type SeekerHead } from '#src/lib/page-head.ts'

/** The home page: the newest jobs of every place, and the FAQ's words. */
export async function loadHome({
  queryClient,
  api,
  i18n,
}: {
  queryClient: QueryClient
  api: ApiClient
  i18n: Translations
}): Promise<{ head: SeekerHead }> {
  await Promise.all([
    // The FAQ's words: for the server's HTML, or in the browser when it draws the FAQ after a navigation.
    i18n.load(['static'], { serverOnly: true }),
    queryClient.ensureInfiniteQueryData(feedJobsQueryOptions(api, LATEST_JOBS_QUERY)),
  ])
  return { head: listPageHead(i18n, i18n.get('common').homeTitle, '/') }
}
