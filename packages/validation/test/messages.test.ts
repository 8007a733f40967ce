import { describe, expect, it } from 'vitest'
import {
  EMAIL_MAX_LENGTH,
  LOCALES,
  type Locale,
  MOBILE_NUMBER_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PREFERRED_AGE_MAX,
  PREFERRED_AGE_MIN,
  SALARY_MAX,
  SALARY_MIN,
  SHORT_FORM_OPENINGS_MAX,
  SHORT_FORM_OPENINGS_MIN,
} from '../src/constants.ts'
import {
  fieldMessages,
  isMessageKey,
  type MessageKey,
  messageFor,
  messages,
  translate,
} from '../src/messages.ts'

const keys = Object.keys(messages) as MessageKey[]
const DEVANAGARI = /[\u0900-\u097F]/
const TELUGU = /[\u0C00-\u0C7F]/
const digitsOf = (text: string) => text.match(/\d+/g)?.join(' ') ?? ''

describe('the spec quotes its messages word for word', () => {
  it.each<[MessageKey, string]>([
    ['required', 'This field is required.'],
    ['selectValidState', 'Select a valid state'],
    ['selectValidJobTitle', 'Select a valid job title'],
    ['enterCompanyName', 'Enter your company Name'],
    ['maxTwoDigits', 'Maximum 2 digits are allowed.'],
    ['openingsBetween1And99', 'Enter openings between 1 and 99'],
    ['atLeast10Characters', 'Ensure this field has at least 10 characters.'],
    ['invalidMobileNumber', 'Enter a valid 10-digit mobile number.'],
    ['enterOtp', 'Please enter OTP'],
    ['invalidOtp', 'Please enter valid OTP'],
  ])('%s is "%s" in English', (key, text) => {
    expect(translate(key, 'en')).toBe(text)
  })
})

describe('every message in every language', () => {
  it.each(keys)('%s has English, Hindi and Telugu text', (key) => {
    for (const locale of LOCALES) expect(translate(key, locale).trim().length).toBeGreaterThan(0)
  })

  it.each(keys)('%s is written in each language’s own script', (key) => {
    const { en, hi, te } = messages[key]
    expect(en).not.toMatch(DEVANAGARI)
    expect(en).not.toMatch(TELUGU)
    expect(hi).toMatch(DEVANAGARI)
    expect(hi).not.toMatch(TELUGU)
    expect(te).toMatch(TELUGU)
    expect(te).not.toMatch(DEVANAGARI)
  })

  it.each(keys)('%s says the same numbers in every language', (key) => {
    const { en, hi, te } = messages[key]
    expect(digitsOf(hi)).toBe(digitsOf(en))
    expect(digitsOf(te)).toBe(digitsOf(en))
  })

  it('has a different text for each key, so a person can tell problems apart', () => {
    for (const locale of LOCALES) {
      const texts = keys.map((key) => translate(key, locale))
      expect(new Set(texts).size).toBe(texts.length)
    }
  })
})

describe('messages that state a limit agree with the constant', () => {
  // Indian grouping, as every rupee amount is written (@localjobs/ui/format)
  const grouped = (value: number) => value.toLocaleString('en-IN')
  it.each<[MessageKey, string[]]>([
    ['salaryOutOfRange', [grouped(SALARY_MIN), grouped(SALARY_MAX)]],
    ['emailTooLong', [String(EMAIL_MAX_LENGTH)]],
    ['openingsBetween1And99', [String(SHORT_FORM_OPENINGS_MIN), String(SHORT_FORM_OPENINGS_MAX)]],
    ['atLeast10Characters', [String(MOBILE_NUMBER_LENGTH)]],
    ['invalidMobileNumber', [String(MOBILE_NUMBER_LENGTH)]],
    ['passwordTooShort', [String(PASSWORD_MIN_LENGTH)]],
    ['passwordTooLong', [String(PASSWORD_MAX_LENGTH)]],
    ['ageOutOfRange', [String(PREFERRED_AGE_MIN), String(PREFERRED_AGE_MAX)]],
  ])('%s mentions %j', (key, numbers) => {
    for (const number of numbers) expect(translate(key, 'en')).toContain(number)
  })
})

describe('translate and messageFor', () => {
  it('speaks English when no language is given', () => {
    expect(translate('required')).toBe('This field is required.')
    expect(messageFor({ message: 'required' })).toBe('This field is required.')
  })

  it.each<[Locale, string]>([
    ['en', 'Please enter OTP'],
    ['hi', 'कृपया OTP दर्ज करें'],
    ['te', 'దయచేసి OTP నమోదు చేయండి'],
  ])('shows a zod issue’s key in %s', (locale, text) => {
    expect(messageFor({ message: 'enterOtp' }, locale)).toBe(text)
  })

  it('shows a message that is not one of our keys as it is', () => {
    expect(messageFor({ message: 'limit must be a whole number' }, 'hi')).toBe('limit must be a whole number')
  })

  it.each([
    ['required', true],
    ['enterOtp', true],
    ['This field is required.', false],
    ['toString', false],
    ['', false],
    [undefined, false],
  ])('isMessageKey(%j) is %s', (value, expected) => {
    expect(isMessageKey(value)).toBe(expected)
  })

  it('gives one message per field, the first one found, keyed by the dotted path', () => {
    const issues = [
      { message: 'required', path: ['mobile_no'] },
      { message: 'invalidMobileNumber', path: ['mobile_no'] },
      { message: 'selectValidOption', path: ['educations', 1, 'course_id'] },
      { message: 'invalidValue', path: [] },
    ]
    expect(fieldMessages(issues, 'en')).toEqual({
      mobile_no: 'This field is required.',
      'educations.1.course_id': 'Select a valid option.',
      '': 'Enter a valid value.',
    })
    expect(fieldMessages(issues, 'te').mobile_no).toBe('ఈ ఫీల్డ్ తప్పనిసరి.')
  })
})
