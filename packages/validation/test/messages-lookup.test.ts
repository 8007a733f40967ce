import { describe, expect, it } from 'vitest'
import { LOCALES } from '../src/constants.ts'
import en from '../src/messages/en.ts'
import hi from '../src/messages/hi.ts'
import {
  fieldMessages,
  hasMessages,
  isMessageKey,
  messageFor,
  registerMessages,
  translate,
} from '../src/messages/lookup.ts'
import te from '../src/messages/te.ts'

// This file imports the lookup alone, as a page does: nothing is registered until the test says so.
describe('the lookup a page uses, with only its language registered', () => {
  it('gives every key in all three language modules, in the same order', () => {
    expect(Object.keys(hi)).toEqual(Object.keys(en))
    expect(Object.keys(te)).toEqual(Object.keys(en))
  })

  it('shows keys, not English, while no language is registered, so a page that forgot to load is caught', () => {
    expect(hasMessages('te')).toBe(false)
    expect(messageFor({ message: 'required' }, 'te')).toBe('required')
    expect(translate('invalidOtp', 'te')).toBe('invalidOtp')
    expect(isMessageKey('required')).toBe(false)
  })

  it('gives a Telugu page Telugu once Telugu is registered, and never the English text', () => {
    registerMessages('te', te)
    expect(hasMessages('te')).toBe(true)
    expect(hasMessages('en')).toBe(false)
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(messageFor({ message: key }, 'te')).toBe(te[key])
      expect(messageFor({ message: key }, 'te')).not.toBe(en[key])
    }
    expect(fieldMessages([{ message: 'enterOtp', path: ['otp'] }], 'te')).toEqual({ otp: te.enterOtp })
    expect(isMessageKey('required')).toBe(true)
  })

  it('shows a message that is not a key as it is, and does not read keys off the prototype', () => {
    registerMessages('te', te)
    expect(messageFor({ message: 'Something else' }, 'te')).toBe('Something else')
    expect(messageFor({ message: 'constructor' }, 'te')).toBe('constructor')
    expect(isMessageKey('toString')).toBe(false)
  })

  it('falls back to English only when English is registered and the page’s language is not', () => {
    registerMessages('en', en)
    expect(messageFor({ message: 'required' }, 'hi')).toBe(en.required)
    registerMessages('hi', hi)
    for (const locale of LOCALES) expect(hasMessages(locale)).toBe(true)
    expect(messageFor({ message: 'required' }, 'hi')).toBe(hi.required)
  })
})
