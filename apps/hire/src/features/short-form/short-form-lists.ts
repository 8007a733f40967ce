import { statesQueryOptions } from '@localjobs/api-client/common/states'
import { primaryJobRolesQueryOptions } from '@localjobs/api-client/primary-job-roles'
import type { RouterContext } from '@localjobs/web-app/router'

/**
 * The lists the short form offers first (the states, the job titles), fetched while the page renders so
 * the server draws them before any script runs. A failure is left to the page (it fetches again and says
 * so), never a failed page.
 */
export async function prefetchShortFormLists({
  queryClient,
  api,
}: Pick<RouterContext, 'queryClient' | 'api'>) {
  await Promise.all([
    queryClient.ensureQueryData(statesQueryOptions(api)).catch(() => undefined),
    queryClient.ensureQueryData(primaryJobRolesQueryOptions(api, {})).catch(() => undefined),
  ])
}
