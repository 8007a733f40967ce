import { defineCall } from '../call.ts'
import { type ApiClient, TOKEN_REFRESH_PATH } from '../client.ts'
import { type CallMutationOptions, callMutationOptions } from '../query-options.ts'
import type { AdvertiserJwtTokens, TokenRefreshBody, TokenRefreshResponse } from './types.ts'

/**
 * POST /user/token/refresh/ — a new access token (and, when it rotated, a new refresh token). The client
 * makes this call by itself on a 401 (one at a time); it is here for tooling and the API's contract.
 */
export const refreshToken = defineCall<TokenRefreshBody, TokenRefreshResponse>((body) => ({
  method: 'POST',
  path: TOKEN_REFRESH_PATH,
  json: { refresh: body.refresh },
  auth: 'none',
}))

/**
 * GET /user/jwt-tokens/advertiser/me — JWTs for the advertiser a legacy token identifies (the legacy token
 * travels as `Authorization: <token>`, e.g. from the app's web view).
 */
export const migrateLegacyToken = defineCall<Record<string, never>, AdvertiserJwtTokens>(() => ({
  method: 'GET',
  path: '/user/jwt-tokens/advertiser/me',
  auth: 'advertiser',
}))

export const tokenKeys = {
  migrate: ['auth', 'jwt-tokens', 'advertiser', 'me'] as const,
}

/** Fetches the JWTs and keeps them in the client's token store. */
export const migrateLegacyTokenMutationOptions = (
  client: ApiClient,
): CallMutationOptions<Record<string, never>, AdvertiserJwtTokens> => ({
  ...callMutationOptions(client, migrateLegacyToken, tokenKeys.migrate),
  onSuccess: (tokens: AdvertiserJwtTokens) => client.tokens.set(tokens),
})
