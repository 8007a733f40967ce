import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { type CallMutationOptions, callMutationOptions } from '../query-options.ts'
import type { AdvertiserProfile, AdvertiserProfileUpdate } from './types.ts'

export const ADVERTISER_PROFILE_PATH = '/advertisers/v1/profile/'

/** GET /advertisers/v1/profile/ — the signed-in advertiser's profile (bearer token; 401 refreshes once). */
export const getAdvertiserProfile = defineCall<Record<string, never>, AdvertiserProfile>(() => ({
  method: 'GET',
  path: ADVERTISER_PROFILE_PATH,
  auth: 'advertiser',
}))

/** PATCH /advertisers/v1/profile/ — changes the fields given; answers the whole profile. */
export const updateAdvertiserProfile = defineCall<AdvertiserProfileUpdate, AdvertiserProfile>((body) => ({
  method: 'PATCH',
  path: ADVERTISER_PROFILE_PATH,
  json: body,
  auth: 'advertiser',
}))

export const advertiserProfileKeys = {
  profile: ['advertisers', 'profile'] as const,
  update: ['advertisers', 'profile', 'update'] as const,
}

export function advertiserProfileQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: advertiserProfileKeys.profile,
    queryFn: ({ signal }) => getAdvertiserProfile(client, {}, { signal, throwOnError: true }),
  })
}

export const updateAdvertiserProfileMutationOptions = (
  client: ApiClient,
): CallMutationOptions<AdvertiserProfileUpdate, AdvertiserProfile> =>
  callMutationOptions(client, updateAdvertiserProfile, advertiserProfileKeys.update)
