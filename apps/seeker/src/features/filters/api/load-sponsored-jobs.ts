import type { ApiClient } from '@localjobs/api-client/client'
import type { QueryClient } from '@tanstack/react-query'
import type { Translations } from '#src/i18n/translations.ts'
import { listPageHead, type SeekerHead } from '#src/lib/page-head.ts'
import { promotedJobsQueryOptions } from './promoted-jobs.ts'

/** /jobs/sponsoredJobs?location_id=: the sponsored jobs of a place (default 9) into the query cache. */
export async function loadSponsoredJobs(
  { queryClient, api, i18n }: { queryClient: QueryClient; api: ApiClient; i18n: Translations },
  search: Record<string, unknown>,
): Promise<{ locationId: number | undefined; head: SeekerHead }> {
  const id = Number(search.location_id)
  const locationId = Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined
  await queryClient.ensureQueryData(promotedJobsQueryOptions(api, locationId))
  return { locationId, head: listPageHead(i18n, i18n.get('common').sponsoredJobs, '/sponsoredJobs') }
}
