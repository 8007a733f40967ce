import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto'
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

/** The text that carries a code (English: the gateway's templates are registered in English). */
export const otpText = (code: string) =>
  `${code} is your LocalJobs OTP. It is valid for 10 minutes. Do not share it with anyone.`

/** The key that seals a code in its queued text job: derived from OTP_SECRET, never the HMAC key itself. */
const sealKey = (secret: string) => createHmac('sha256', secret).update('localjobs:otp-sms-job').digest()

/**
 * A code as its queued text job keeps it (decision 045): AES-256-GCM under a key derived from OTP_SECRET,
 * base64url of nonce, tag and ciphertext. Like the stored HMAC, a copy of the database does not reveal it.
 */
export function sealOtpCode(secret: string, code: string): string {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), nonce)
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()])
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The code `sealOtpCode` sealed; throws when it was sealed with another secret or changed. */
export function openOtpCode(secret: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), bytes.subarray(0, 12))
  decipher.setAuthTag(bytes.subarray(12, 28))
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
}
