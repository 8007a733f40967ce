import { describe, expect, it } from 'vitest'
import {
  CONTACT_PREFERENCE_WHATSAPP,
  DEFAULT_LOCALE,
  DEFAULT_LOCATION_ID,
  DEFAULT_STATE_ID,
  EMAIL_MAX_LENGTH,
  FEE_AMOUNT_MAX,
  FEE_REASON_OTHER,
  FEES_CHARGED_YES_ID,
  LOCALES,
  MOBILE_NUMBER_LENGTH,
  MOBILE_NUMBER_PATTERN,
  OTP_LENGTH,
  POSTER_ROLE_AGENCY,
  PREFERRED_LOCATION_IN_DISTRICT_ID,
  SALARY_MAX,
  SALARY_MIN,
  SHORT_FORM_OPENINGS_MAX,
  SHORT_FORM_OPENINGS_MIN,
} from '../src/constants.ts'

describe('business constants of spec section 9', () => {
  it.each<[string, unknown, unknown]>([
    ['OTP length', OTP_LENGTH, 4],
    ['mobile number length', MOBILE_NUMBER_LENGTH, 10],
    ['lowest salary', SALARY_MIN, 1000],
    ['highest salary', SALARY_MAX, 100000],
    ['largest fee amount', FEE_AMOUNT_MAX, 2147483647],
    ['longest e-mail address', EMAIL_MAX_LENGTH, 320],
    ['fewest short-form openings', SHORT_FORM_OPENINGS_MIN, 1],
    ['most short-form openings', SHORT_FORM_OPENINGS_MAX, 99],
    ['fees-charged yes option', FEES_CHARGED_YES_ID, 86],
    ['in-district location option', PREFERRED_LOCATION_IN_DISTRICT_ID, 148],
    ['state id', DEFAULT_STATE_ID, 91],
    ['default location id', DEFAULT_LOCATION_ID, 9],
    ['languages', LOCALES, ['en', 'hi', 'te']],
    ['default language', DEFAULT_LOCALE, 'en'],
  ])('%s is %j', (_name, actual, expected) => {
    expect(actual).toEqual(expected)
  })
})

describe('values the spec names in its rules (section 5)', () => {
  it.each<[string, unknown, unknown]>([
    ['the fee reason asking for a written one', FEE_REASON_OTHER, 'OTHER_REASON'],
    ['the agency poster role', POSTER_ROLE_AGENCY, 'FROM_JOB_AGENCY'],
    ['the contact preference needing WhatsApp', CONTACT_PREFERENCE_WHATSAPP, 1],
  ])('%s is %j', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('a mobile number starts with 6 to 9 and has 10 digits', () => {
  it.each([
    ['6000000000', true],
    ['7999999999', true],
    ['8123456789', true],
    ['9876543210', true],
    ['5876543210', false],
    ['0987654321', false],
    ['987654321', false],
    ['98765432100', false],
  ])('%s -> %s', (value, valid) => {
    expect(MOBILE_NUMBER_PATTERN.test(value)).toBe(valid)
  })
})
