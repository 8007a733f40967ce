import { DEFAULT_CSRF_COOKIE, readCookie } from '../app-context.ts'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'

/**
 * GET /login/csrf/ — asks the API for the `csrftoken` cookie (204, no body, never cached). A visit that
 * starts on cached public pages has no token yet, and its first POST would be refused 403 CSRF_FAILED and
 * retried; a login screen calls this when it opens so the first POST (OTP generate, password login) goes
 * through at once. Harmless when the cookie is already there: the API keeps it.
 */
export const fetchCsrfToken = defineCall<Record<string, never>, null>(() => ({
  method: 'GET',
  path: '/login/csrf/',
  auth: 'none',
}))

const inFlight = new WeakMap<ApiClient, Promise<void>>()

const documentCookies = () => (globalThis as { document?: { cookie?: string } }).document?.cookie ?? ''

/**
 * Makes sure the browser holds a `csrftoken` before a state-changing call: nothing when the cookie is there,
 * else one `fetchCsrfToken` shared by every caller until it answers. Never rejects (an offline answer just
 * leaves the client's own one retry to do its work); await it before the first POST.
 */
export function ensureCsrfToken(client: ApiClient, cookies: () => string = documentCookies): Promise<void> {
  if (readCookie(cookies(), DEFAULT_CSRF_COOKIE)) return Promise.resolve()
  let pending = inFlight.get(client)
  if (!pending) {
    pending = fetchCsrfToken(client, {}).then(
      () => undefined,
      () => undefined,
    )
    inFlight.set(client, pending)
    void pending.then(() => inFlight.delete(client))
  }
  return pending
}
