/**
 * Whether an error means the database is away (restarting, unreachable, refusing connections), not that the
 * request or our code is wrong: then the API answers 503 with Retry-After, and the caller tries again once
 * it is back (issue #11). The pg driver's socket errors, PostgreSQL's connection-exception class (08),
 * shutdown and start-up codes (57P01-57P03), too many connections (53300), and the pool's own messages;
 * wrapped errors (Drizzle's DrizzleQueryError) are followed through their `cause`.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
])
const POOL_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed and is not queryable/

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true
  if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true
  return isDatabaseUnavailable(cause, depth + 1)
}

/** How long a caller should wait before trying again while the database is away (seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5
