import * as z from 'zod/mini'
import { MOBILE_NUMBER_LENGTH, MOBILE_NUMBER_PATTERN } from './constants.ts'
import { isMobileNumber } from './login-checks.ts'
import type { MessageKey } from './messages/en.ts'

export { isMobileNumber, MOBILE_NUMBER_LENGTH, MOBILE_NUMBER_PATTERN }

const invalid = { error: 'invalidMobileNumber' satisfies MessageKey }

/**
 * A mobile number as a login or send-app-link body carries it: 10 digits starting 6 to 9, spaces around it
 * trimmed as a form field would. The message is the key 'invalidMobileNumber'
 * ('Enter a valid 10-digit mobile number.', see ./messages).
 */
export const mobileNumberSchema = z.string(invalid).check(z.trim(), z.regex(MOBILE_NUMBER_PATTERN, invalid))
