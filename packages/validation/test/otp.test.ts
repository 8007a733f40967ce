import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { translate } from '../src/messages.ts'
import { isOtp, OTP_LENGTH, otpError, otpSchema } from '../src/otp.ts'
import { problemsOf } from './issues.ts'

describe('OTP: exactly 4 characters, all digits (spec sections 5 and 8)', () => {
  it.each<[unknown, string | undefined]>([
    ['1234', undefined],
    ['0000', undefined],
    ['0123', undefined],
    [' 1234 ', undefined],
    ['', 'enterOtp'],
    ['123', 'enterOtp'],
    ['12345', 'enterOtp'],
    ['   ', 'enterOtp'],
    [undefined, 'enterOtp'],
    [null, 'enterOtp'],
    [1234, 'enterOtp'],
    ['12.3', 'invalidOtp'],
    ['1.23', 'invalidOtp'],
    ['abcd', 'invalidOtp'],
    ['-123', 'invalidOtp'],
    ['+123', 'invalidOtp'],
    ['1e10'.slice(0, 4), 'invalidOtp'],
    ['12 3', 'invalidOtp'],
    ['١٢٣٤', 'invalidOtp'],
  ])('%j -> %s', (value, problem) => {
    expect(otpError(value)).toBe(problem)
    expect(isOtp(value)).toBe(problem === undefined)
    expect(problemsOf(otpSchema, value)).toEqual(problem === undefined ? [] : [`: ${problem}`])
  })

  it('is 4 long', () => {
    expect(OTP_LENGTH).toBe(4)
  })

  it.each([
    ['enterOtp', 'Please enter OTP'],
    ['invalidOtp', 'Please enter valid OTP'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(translate(key)).toBe(text)
  })

  it('gives the code as text, leading zeros kept', () => {
    expect(otpSchema.parse(' 0042')).toBe('0042')
  })

  it('accepts every 4-digit code and asks for the OTP whenever the length is not 4', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}$/), (code) => {
        expect(otpError(code)).toBeUndefined()
      }),
    )
    fc.assert(
      fc.property(
        fc.string().filter((value) => [...value.trim()].length !== OTP_LENGTH),
        (value) => {
          expect(otpError(value)).toBe('enterOtp')
        },
      ),
    )
  })
})
