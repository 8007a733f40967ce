import { citiesQueryOptions } from '@localjobs/api-client/locations'
import { primaryJobRolesQueryOptions } from '@localjobs/api-client/primary-job-roles'
import { formContextQueryOptions } from '@localjobs/api-client/submissions/form-context'
import { DEFAULT_LOCATION_ID } from '@localjobs/validation/constants'
import type { RouterContext } from '@localjobs/web-app/router'

/**
 * The public lists step 1 offers (the form's option lists, the job titles, the cities), fetched while the
 * page renders: the server puts them in the page, so the form shows them at once and the browser makes no
 * call (nor loads the HTTP client) before a signed-out visitor starts typing. A signed-in advertiser's
 * draft is private and is still read by the browser. A failure is left to the page (it fetches again and
 * says so), never a failed page.
 */
export async function prefetchPostJobLists({ queryClient, api }: Pick<RouterContext, 'queryClient' | 'api'>) {
  await Promise.all([
    queryClient
      .ensureQueryData(formContextQueryOptions(api, { location_id: DEFAULT_LOCATION_ID }))
      .catch(() => undefined),
    queryClient.ensureQueryData(primaryJobRolesQueryOptions(api, {})).catch(() => undefined),
    queryClient.ensureQueryData(citiesQueryOptions(api, {})).catch(() => undefined),
  ])
}
