/**
 * What an error report may carry: no personal data (decision 042). Sentry's `beforeSend` and
 * `beforeBreadcrumb` run every event and breadcrumb through here, in the browser and on the server, before
 * anything leaves the process:
 *
 * - mobile numbers (10 digits starting 6 to 9, with or without +91, 91, 0091 or 0, spaces or dashes, also
 *   URL-encoded) are masked wherever they appear: messages, exception values, URLs, breadcrumbs, request data;
 * - the values of secrets are replaced by `[Filtered]`: any field, header, cookie, query parameter or JSON
 *   member whose name says token, authorization, cookie, OTP, password, secret, signature, session, CSRF,
 *   API key or IP address; bearer tokens and JWTs inside any text; the request's cookies as a whole.
 *
 * The functions return a scrubbed copy and never change their input.
 */

export const FILTERED = '[Filtered]'

/** Names whose values are never sent (the keys of objects, headers, query parameters and JSON members). */
const SECRET_NAME =
  /authori[sz]ation|cookie|token|otp|passw(or)?d|pwd|secret|signature|session|csrf|xsrf|api[-_]?key|ip[-_]?address|forwarded|real[-_]?ip|connecting[-_]?ip/i

/** Whether a field, header or parameter of this name holds a secret. */
export const isSecretName = (name: string): boolean => SECRET_NAME.test(name)

/** A separator people and forms put inside a number: a space, a dash, a dot, or their URL-encoded forms. */
const SEP = String.raw`(?:[\s.-]|%20|\+)?`
/**
 * An Indian mobile number: 10 digits starting 6 to 9 (spec section 9), optionally after +91, 0091, 91 or 0
 * (also %2B91). Not part of a longer word or number (a URL-encoded character before it, such as %20, does not
 * count), so ids, hashes and timestamps stay as they are.
 */
const MOBILE_NUMBER = new RegExp(
  String.raw`(?<=^|[^0-9A-Za-z]|%[0-9A-Fa-f]{2})((?:(?:\+|%2B|00)?91${SEP}|0${SEP})?)([6-9](?:${SEP}\d){9})(?=$|[^0-9A-Za-z])`,
  'gi',
)

/** Every digit of the number itself becomes '*', its prefix and separators stay: '+91 98765 43210' -> '+91 ***** *****'. */
export function maskMobileNumbers(text: string): string {
  const maskDigits = (number: string) =>
    number.replace(/%[0-9A-Fa-f]{2}|\d/g, (part) => (part.length === 1 ? '*' : part))
  return text.replace(
    MOBILE_NUMBER,
    (_match, prefix: string, number: string) => `${prefix}${maskDigits(number)}`,
  )
}

const SECRET_WORDS = SECRET_NAME.source
/** `otp=1234`, `access_token=...` in URLs, query strings and form bodies. */
const SECRET_PARAMETER = new RegExp(
  String.raw`([?&;,\s]|^)([^=&;#\s?/]*(?:${SECRET_WORDS})[^=&;#\s?/]*)=([^&;#\s]*)`,
  'gi',
)
/** `"otp": "1234"`, `"password":"x"` in JSON text. */
const SECRET_JSON_MEMBER = new RegExp(
  String.raw`("[^"]*(?:${SECRET_WORDS})[^"]*"\s*:\s*)("(?:[^"\\]|\\.)*"|[^,}\]\s]+)`,
  'gi',
)
/** `Authorization: Bearer abc`, a token after Bearer anywhere. */
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi
/** A JSON Web Token (header.payload.signature, base64url, the header starting '{"'). */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g

/** A text with its secrets filtered and its mobile numbers masked. */
export function scrubText(text: string): string {
  return maskMobileNumbers(
    text
      .replace(BEARER, `$1 ${FILTERED}`)
      .replace(JWT, FILTERED)
      .replace(SECRET_JSON_MEMBER, `$1"${FILTERED}"`)
      .replace(SECRET_PARAMETER, `$1$2=${FILTERED}`),
  )
}

/** Sentry's own ids: they are hex and never personal, and must reach Sentry unchanged. */
const SENTRY_IDS = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id', 'sid', 'release', 'dist'])

const MAX_DEPTH = 20

function scrubValue(value: unknown, key: string | undefined, depth: number): unknown {
  if (key !== undefined && SENTRY_IDS.has(key)) return value
  if (key !== undefined && isSecretName(key)) return value === undefined || value === null ? value : FILTERED
  if (typeof value === 'string') return scrubText(value)
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value
  if (Array.isArray(value)) {
    // A list of [name, value] pairs (Sentry's query_string and headers may take that shape).
    if (value.length === 2 && typeof value[0] === 'string' && isSecretName(value[0]))
      return [value[0], FILTERED]
    return value.map((item) => scrubValue(item, undefined, depth + 1))
  }
  const copy: Record<string, unknown> = {}
  for (const [name, item] of Object.entries(value)) copy[name] = scrubValue(item, name, depth + 1)
  return copy
}

/** Anything shaped like a Sentry event. */
interface EventLike {
  request?: { cookies?: unknown } & Record<string, unknown>
  user?: Record<string, unknown>
}

/**
 * A Sentry event (error or message) with no personal data: for `beforeSend`. The request's cookies and the
 * user's address are dropped whole; every other string is scrubbed (see scrubText).
 */
export function scrubEvent<T extends object>(event: T): T {
  const copy = scrubValue(event, undefined, 0) as T & EventLike
  if (copy.request) delete copy.request.cookies
  if (copy.user) {
    delete copy.user.ip_address
    delete copy.user.email
  }
  return copy
}

/** A breadcrumb (a click, a fetch, a console line, a navigation) with no personal data: for `beforeBreadcrumb`. */
export function scrubBreadcrumb<T extends object>(breadcrumb: T): T {
  return scrubValue(breadcrumb, undefined, 0) as T
}
