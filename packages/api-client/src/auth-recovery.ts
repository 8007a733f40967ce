import { HEADERS, type NativeBridge } from './app-context.ts'
import type { ApiRequest } from './call.ts'
import type {
  ApiClientEvents,
  ApiClientOptions,
  AuthFailure,
  ResolvedAuth,
  SendOptions,
  WebViewAuthAction,
} from './client.ts'
import type { ApiFailure, ApiResult } from './errors.ts'
import { safely } from './safely.ts'
import type { TokenStore } from './token-store.ts'

/** What the client lends the recovery: its token store, its bridge, its events and its one exchange. */
export interface AuthRecoveryDeps {
  tokenStore: TokenStore
  currentBridge: () => NativeBridge | undefined
  emit: <E extends keyof ApiClientEvents>(event: E, payload: ApiClientEvents[E]) => void
  exchange: (
    request: ApiRequest,
    authHeaders: Record<string, string>,
    signal: SendOptions['signal'],
  ) => Promise<ApiResult<unknown>>
  onAuthFailure: ApiClientOptions['onAuthFailure']
  signInPath: string
  webViewAuthFailure: WebViewAuthAction | (() => WebViewAuthAction)
  refreshPath: string
}

export interface AuthRecovery {
  /** What a request that got a 401 ends with: the retry after one shared refresh, or the 401 after signing out. */
  recover(
    request: ApiRequest,
    auth: ResolvedAuth,
    first: ApiResult<unknown>,
    signal: SendOptions['signal'],
  ): Promise<ApiResult<unknown>>
}

/**
 * Spec sections 4 and 8: a 401 triggers one refresh attempt (shared by every request that got one while it
 * runs), then a retry; failure clears all auth and sends the user to sign-in, or asks the native app to log
 * out or close the web form. The client loads this module on the first 401 only.
 */
export function createAuthRecovery({
  tokenStore,
  currentBridge,
  emit,
  exchange,
  onAuthFailure,
  signInPath,
  webViewAuthFailure,
  refreshPath,
}: AuthRecoveryDeps): AuthRecovery {
  // The one refresh shared by every request that got a 401 while it runs (spec section 8).
  let refreshing: Promise<string | ApiFailure | null> | undefined
  // The token whose failure was already handled, so a burst of 401s signs out once.
  let failedFor: { token: string | null } | undefined

  function failAuth(reason: AuthFailure['reason'], token: string | null) {
    // Calls made with no token after a sign-out belong to the same episode.
    if (failedFor && (failedFor.token === token || token === null)) return
    failedFor = { token }
    tokenStore.clear()
    const appBridge = currentBridge()
    if (appBridge) {
      const choice = typeof webViewAuthFailure === 'function' ? webViewAuthFailure() : webViewAuthFailure
      const failure: AuthFailure = {
        reason,
        action: choice === 'close-web-form' ? 'native-close-web-form' : 'native-logout',
      }
      emit('auth-failure', failure)
      safely(() => (choice === 'close-web-form' ? appBridge.closeWebForm() : appBridge.logout()))
      return
    }
    const failure: AuthFailure = { reason, action: 'sign-in' }
    emit('auth-failure', failure)
    safely(() =>
      onAuthFailure
        ? onAuthFailure(failure)
        : (globalThis as { location?: { assign?: (url: string) => void } }).location?.assign?.(signInPath),
    )
  }

  async function refresh(usedToken: string | null): Promise<string | ApiFailure | null> {
    const stored = tokenStore.get()
    if (!stored?.refresh) {
      failAuth('no-refresh-token', usedToken)
      return null
    }
    // No caller's signal: one caller cancelling must not cancel the refresh the others wait for.
    const answer = await exchange(
      { method: 'POST', path: refreshPath, json: { refresh: stored.refresh }, auth: 'none' },
      {},
      undefined,
    )
    if (answer.kind === 'ok') {
      const data = answer.data as { access?: unknown; refresh?: unknown } | null
      if (typeof data?.access === 'string' && data.access !== '') {
        tokenStore.set({
          access: data.access,
          refresh: typeof data.refresh === 'string' && data.refresh !== '' ? data.refresh : undefined,
        })
        failedFor = undefined
        return data.access
      }
    }
    // No answer at all is not a refusal: keep the tokens, the next call can try again.
    if (answer.kind === 'unreachable' || answer.kind === 'offline') return answer
    failAuth('refresh-rejected', usedToken)
    return null
  }

  /**
   * A token newer than the one that got the 401: one already stored (another request's refresh, maybe long
   * ago: `stored`), or the one this refresh shared by every request in flight brings.
   */
  function renewedToken(
    usedToken: string | null,
  ): Promise<{ token: string | ApiFailure | null; stored: boolean }> {
    const stored = tokenStore.get()
    if (stored && stored.access !== usedToken) return Promise.resolve({ token: stored.access, stored: true })
    refreshing ??= refresh(usedToken).finally(() => {
      refreshing = undefined
    })
    return refreshing.then((token) => ({ token, stored: false }))
  }

  return {
    async recover(request, auth, first, signal) {
      if (auth.source === 'bridge') {
        // The app owns its token; we hold no refresh token for it.
        failAuth('app-token-rejected', auth.token)
        return first
      }
      let used = auth.token
      // A token found stored may itself have expired meanwhile (an answer slower than its lifetime): its
      // 401 earns one refresh of our own before the sign-in ends. A token just refreshed gets no second one.
      for (let tries = 0; tries < 2; tries++) {
        const renewed = await renewedToken(used)
        const token = renewed.token
        if (token === null) return first
        if (typeof token !== 'string') return token
        if (signal?.aborted) return { kind: 'canceled', error: true }
        const retried = await exchange(request, { [HEADERS.authorization]: `Bearer ${token}` }, signal)
        if (retried.kind !== 'http-error' || retried.status !== 401) return retried
        if (!renewed.stored) {
          failAuth('unauthorized-after-refresh', token)
          return retried
        }
        used = token
      }
      return first
    },
  }
}
