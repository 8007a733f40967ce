import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import type { PlansResponse } from './types.ts'

/** GET /classifieds/v2/packages/ — the plans (basic, premium, premium plus) and their upsells. */
export const getPlans = defineCall<Record<string, never>, PlansResponse>(() => ({
  method: 'GET',
  path: '/classifieds/v2/packages/',
  auth: 'advertiser',
}))

export const planKeys = {
  all: ['plans'] as const,
  list: (client: ApiClient) => [...planKeys.all, client.locale] as const,
}

export function plansQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: planKeys.list(client),
    queryFn: ({ signal }) => getPlans(client, {}, { signal, throwOnError: true }),
  })
}
