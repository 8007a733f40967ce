import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import type { StatesResponse } from './types.ts'

/** GET /common/public/v1/states/ — every state, in the client's language. */
export const getStates = defineCall<Record<string, never>, StatesResponse>(() => ({
  method: 'GET',
  path: '/common/public/v1/states/',
  auth: 'session',
}))

export const stateKeys = {
  all: ['common', 'states'] as const,
  list: (client: ApiClient) => [...stateKeys.all, client.locale] as const,
}

export function statesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: stateKeys.list(client),
    queryFn: ({ signal }) => getStates(client, {}, { signal, throwOnError: true }),
    // States change about once a decade.
    staleTime: Number.POSITIVE_INFINITY,
  })
}
