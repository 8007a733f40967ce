import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { OTP_LENGTH } from '@localjobs/validation/constants'

/** A code lives this long after it is sent. */
export const OTP_TTL_MS = 10 * 60_000
/** Wrong tries that end a code; the next try, even with the right code, fails. */
export const OTP_MAX_ATTEMPTS = 3

/** A uniformly random 4-digit code from the operating system's CSPRNG; leading zeros kept. */
export const newOtpCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')

/**
 * What the database keeps of a code: an HMAC-SHA256 keyed with OTP_SECRET over number and code. Without
 * the key, a copy of the table does not reveal codes (there are only 10,000 of them, so a plain hash would).
 */
export const hashOtp = (secret: string, mobile: string, code: string): string =>
  createHmac('sha256', secret).update(`${mobile}:${code}`).digest('hex')

export function otpMatches(secret: string, mobile: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashOtp(secret, mobile, code), 'hex')
  const expected = Buffer.from(storedHash, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
