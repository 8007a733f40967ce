import { z } from 'zod'

/** Spec section 9: a mobile number is 10 digits and starts with 6, 7, 8 or 9. */
export const MOBILE_NUMBER_LENGTH = 10
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/

export const mobileNumberSchema = z
  .string()
  .trim()
  .regex(MOBILE_NUMBER_PATTERN, { error: 'Enter a valid 10-digit mobile number.' })

export const isMobileNumber = (value: string): boolean => MOBILE_NUMBER_PATTERN.test(value)
