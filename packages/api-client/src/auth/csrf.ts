import { defineCall } from '../call.ts'

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
