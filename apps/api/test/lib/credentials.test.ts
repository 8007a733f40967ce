import { describe, expect, it } from 'vitest'
import { hashOtp, newOtpCode, otpMatches } from '#src/lib/otp-code.ts'
import { hashPassword, verifyPassword } from '#src/lib/password-hash.ts'
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from '#src/lib/session-token.ts'

describe('OTP codes', () => {
  it('are 4 digits, leading zeros kept, spread over all 10,000', () => {
    const codes = Array.from({ length: 4000 }, newOtpCode)
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(3000)
    expect(codes.some((code) => code.startsWith('0'))).toBe(true)
  })

  it('are kept as an HMAC bound to the number and the secret', () => {
    const hash = hashOtp('secret-a', '9876543210', '0421')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hashOtp('secret-b', '9876543210', '0421')).not.toBe(hash)
    expect(hashOtp('secret-a', '9876543211', '0421')).not.toBe(hash)
    expect(otpMatches('secret-a', '9876543210', '0421', hash)).toBe(true)
    expect(otpMatches('secret-a', '9876543210', '0422', hash)).toBe(false)
    expect(otpMatches('secret-a', '9876543210', '0421', 'abc')).toBe(false)
  })
})

describe('passwords (scrypt)', () => {
  it('verify only the password they were made from, with a fresh salt each time', async () => {
    const first = await hashPassword('correct horse')
    const second = await hashPassword('correct horse')
    expect(first).not.toBe(second)
    expect(await verifyPassword('correct horse', first)).toBe(true)
    expect(await verifyPassword('correct horsE', first)).toBe(false)
    expect(await verifyPassword('correct horse', 'md5$abc')).toBe(false)
  })

  it('answer false, after the same work, when there is no hash', async () => {
    expect(await verifyPassword('anything', null)).toBe(false)
    expect(await verifyPassword('anything', undefined)).toBe(false)
  })
})

describe('session tokens', () => {
  it('are 256 random bits, stored as SHA-256', () => {
    const token = newSessionToken()
    expect(looksLikeSessionToken(token)).toBe(true)
    expect(newSessionToken()).not.toBe(token)
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashSessionToken(token)).not.toContain(token)
    for (const value of ['', 'short', `${token}x`, 42, undefined])
      expect(looksLikeSessionToken(value)).toBe(false)
  })
})
