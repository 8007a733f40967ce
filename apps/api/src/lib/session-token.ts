import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits: the session cookie's value. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url')

/** What the sessions table keeps instead of the token. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** The shape of a token this API issued; anything else is not looked up at all. */
export const looksLikeSessionToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
