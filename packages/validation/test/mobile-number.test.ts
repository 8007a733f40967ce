import { describe, expect, it } from 'vitest'
import { messageFor } from '../src/messages.ts'
import { isMobileNumber, MOBILE_NUMBER_LENGTH, mobileNumberSchema } from '../src/mobile-number.ts'

describe('mobile number (spec section 9: 10 digits starting 6 to 9)', () => {
  it.each([
    ['9876543210', true, 'starts with 9'],
    ['8123456789', true, 'starts with 8'],
    ['7000000000', true, 'starts with 7'],
    ['6999999999', true, 'starts with 6'],
    ['5876543210', false, 'starts with 5'],
    ['0987654321', false, 'starts with 0'],
    ['987654321', false, '9 digits'],
    ['98765432101', false, '11 digits'],
    ['98765 43210', false, 'a space inside'],
    ['+919876543210', false, 'a country code'],
    ['98765432a0', false, 'a letter'],
    ['', false, 'empty'],
  ])('%s -> %s (%s)', (value, valid) => {
    expect(isMobileNumber(value)).toBe(valid)
    expect(mobileNumberSchema.safeParse(value).success).toBe(valid)
  })

  it('trims surrounding spaces before checking, as a form field would', () => {
    expect(mobileNumberSchema.parse(' 9876543210 ')).toBe('9876543210')
  })

  it.each([undefined, 9876543210, '12345'])('answers %j with the key of the spec message', (value) => {
    const [issue] = mobileNumberSchema.safeParse(value).error?.issues ?? []
    expect(issue?.message).toBe('invalidMobileNumber')
    expect(messageFor(issue!, 'en')).toBe('Enter a valid 10-digit mobile number.')
    expect(messageFor(issue!, 'hi')).toBe('मान्य 10 अंकों का मोबाइल नंबर दर्ज करें।')
  })

  it('says how long a number is', () => {
    expect(MOBILE_NUMBER_LENGTH).toBe(10)
  })
})
