import { queryOptions } from '@tanstack/react-query'
import { defineCall, keyParams } from '../call.ts'
import type { ApiClient } from '../client.ts'
import type { PrimaryJobRolesResponse } from './types.ts'

export interface PrimaryJobRolesQuery {
  /** only the roles of this category (our param); all when absent */
  job_category?: number
}

/** GET /classifieds/v1/primary-job-roles/ */
export const getPrimaryJobRoles = defineCall<PrimaryJobRolesQuery, PrimaryJobRolesResponse>((query) => ({
  method: 'GET',
  path: '/classifieds/v1/primary-job-roles/',
  searchParams: { job_category: query.job_category },
  auth: 'session',
}))

export const primaryJobRoleKeys = {
  all: ['primary-job-roles'] as const,
  list: (client: ApiClient, query: PrimaryJobRolesQuery) =>
    [...primaryJobRoleKeys.all, client.locale, keyParams({ ...query })] as const,
}

export function primaryJobRolesQueryOptions(client: ApiClient, query: PrimaryJobRolesQuery) {
  return queryOptions({
    queryKey: primaryJobRoleKeys.list(client, query),
    queryFn: ({ signal }) => getPrimaryJobRoles(client, query, { signal, throwOnError: true }),
  })
}
