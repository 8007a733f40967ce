import { MOBILE_NUMBER_PATTERN, OTP_LENGTH } from './constants.ts'
import type { MessageKey } from './messages/en.ts'

/**
 * The checks the first steps of a sign-in make, without zod: a page that opens on a sign-in form (the hire
 * app's /hire/signin) loads these and not the schema library. `./mobile-number` and `./otp` re-export them
 * beside their schemas, which are built on them.
 */

/** 10 digits starting 6 to 9 (spec section 9). */
export const isMobileNumber = (value: string): boolean => MOBILE_NUMBER_PATTERN.test(value)

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`)

/**
 * Spec sections 5 and 8: not exactly 4 characters -> 'Please enter OTP'; 4 characters that are not all
 * digits (a decimal point, a sign, a letter) -> 'Please enter valid OTP'. Spaces around a pasted code are
 * dropped first. Answers with the message key, or `undefined` for a valid code.
 */
export const otpError = (value: unknown): MessageKey | undefined => {
  const code = typeof value === 'string' ? value.trim() : ''
  if ([...code].length !== OTP_LENGTH) return 'enterOtp'
  return OTP_PATTERN.test(code) ? undefined : 'invalidOtp'
}

export const isOtp = (value: unknown): value is string => otpError(value) === undefined
