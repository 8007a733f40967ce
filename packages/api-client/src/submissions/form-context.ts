import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import type { FormContextResponse } from './types.ts'

export interface FormContextQuery {
  location_id: number
}

/**
 * GET /submissions/form-context/?location_id=&en=0 (ours, beside the spec's draft call) — the post-job form's
 * option lists without an account, for the web form before login (spec section 2). Public and cached.
 */
export const getFormContext = defineCall<FormContextQuery, FormContextResponse>((query) => ({
  method: 'GET',
  path: '/submissions/form-context/',
  searchParams: { location_id: query.location_id, en: 0 },
  auth: 'none',
}))

export const formContextKeys = {
  all: ['submissions', 'form-context'] as const,
  context: (client: ApiClient, query: FormContextQuery) =>
    [...formContextKeys.all, client.locale, query.location_id] as const,
}

export function formContextQueryOptions(client: ApiClient, query: FormContextQuery) {
  return queryOptions({
    queryKey: formContextKeys.context(client, query),
    queryFn: ({ signal }) => getFormContext(client, query, { signal, throwOnError: true }),
  })
}
