import { describe, expect, it } from 'vitest'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/constants.ts'
import {
  loginPasswordSchema,
  newPasswordError,
  newPasswordSchema,
  passwordConfirmationSchema,
  passwordFormProblem,
  passwordResetFormSchema,
} from '../src/password.ts'
import { problemsOf } from './issues.ts'

describe('a new password: 8 to 128 characters, not only spaces', () => {
  it.each<[string, unknown, string | undefined]>([
    ['nothing', undefined, 'required'],
    ['empty', '', 'required'],
    ['7 characters', 'abc1234', 'passwordTooShort'],
    ['8 characters', 'abc12345', undefined],
    ['128 characters', 'x'.repeat(PASSWORD_MAX_LENGTH), undefined],
    ['129 characters', 'x'.repeat(PASSWORD_MAX_LENGTH + 1), 'passwordTooLong'],
    ['8 spaces', ' '.repeat(8), 'passwordBlank'],
    ['spaces around letters, kept as they are', '  pass word  ', undefined],
    ['8 Hindi letters counted as 8', 'नमस्तेदुनिया', undefined],
    ['4 emoji are 4 characters', '🙂🙂🙂🙂', 'passwordTooShort'],
  ])('%s -> %s', (_case, value, problem) => {
    expect(newPasswordError(value)).toBe(problem)
    expect(problemsOf(newPasswordSchema, value)).toEqual(problem === undefined ? [] : [`: ${problem}`])
  })

  it('keeps the password exactly as typed', () => {
    expect(newPasswordSchema.parse('  pass word  ')).toBe('  pass word  ')
  })

  it('bounds are 8 and 128', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128])
  })
})

describe('a password typed to log in', () => {
  it.each<[unknown, string | undefined]>([
    ['', 'required'],
    [undefined, 'required'],
    ['short', undefined],
    ['x'.repeat(PASSWORD_MAX_LENGTH + 1), 'passwordTooLong'],
  ])('%j -> %s', (value, problem) => {
    expect(problemsOf(loginPasswordSchema, value)).toEqual(problem === undefined ? [] : [`: ${problem}`])
  })
})

describe('password and confirmation', () => {
  it.each<[string, Record<string, string | undefined>, string[]]>([
    ['matching', { password: 'secret123', confirm_password: 'secret123' }, []],
    [
      'different',
      { password: 'secret123', confirm_password: 'secret124' },
      ['confirm_password: passwordMismatch'],
    ],
    ['confirmation missing', { password: 'secret123' }, ['confirm_password: required']],
    ['both missing', {}, ['password: required', 'confirm_password: required']],
    [
      'a short password is reported, not the mismatch',
      { password: 'abc', confirm_password: 'abd' },
      ['password: passwordTooShort'],
    ],
    [
      'spaces matter',
      { password: 'secret123', confirm_password: 'secret123 ' },
      ['confirm_password: passwordMismatch'],
    ],
  ])('%s -> %j', (_case, input, problems) => {
    expect(problemsOf(passwordConfirmationSchema, input)).toEqual(problems)
  })

  it('gives the password once', () => {
    expect(
      passwordConfirmationSchema.parse({ password: 'secret123', confirm_password: 'secret123' }),
    ).toEqual({
      password: 'secret123',
    })
  })
})

describe('the password reset form: the texted code, a new password and its confirmation', () => {
  it.each<[string, Record<string, string | undefined>, string[]]>([
    ['complete', { otp: '0421', password: 'secret123', confirm_password: 'secret123' }, []],
    ['everything missing', {}, ['otp: enterOtp', 'password: required', 'confirm_password: required']],
    [
      'a 3-digit code',
      { otp: '042', password: 'secret123', confirm_password: 'secret123' },
      ['otp: enterOtp'],
    ],
    [
      'a code with a decimal point',
      { otp: '04.1', password: 'secret123', confirm_password: 'secret123' },
      ['otp: invalidOtp'],
    ],
    [
      'a mismatched confirmation',
      { otp: '0421', password: 'secret123', confirm_password: 'secret321' },
      ['confirm_password: passwordMismatch'],
    ],
    [
      'a short password',
      { otp: '0421', password: 'abc', confirm_password: 'abc' },
      ['password: passwordTooShort'],
    ],
  ])('%s -> %j', (_case, input, problems) => {
    expect(problemsOf(passwordResetFormSchema, input)).toEqual(problems)
  })

  it('gives the code trimmed and the password as typed', () => {
    expect(
      passwordResetFormSchema.parse({
        otp: ' 0421 ',
        password: ' secret12 ',
        confirm_password: ' secret12 ',
      }),
    ).toEqual({ otp: '0421', password: ' secret12 ' })
  })
})

describe('what a refused password form tells analytics', () => {
  const problemOf = (values: Record<string, string>) =>
    passwordFormProblem(values, passwordResetFormSchema.safeParse(values).error?.issues ?? [])

  it.each<[string, Record<string, string>, string | undefined]>([
    [
      'an empty field is incomplete details',
      { otp: '0421', password: 'secret123', confirm_password: '' },
      'incomplete',
    ],
    ['an empty code too', { otp: '', password: 'secret123', confirm_password: 'secret123' }, 'incomplete'],
    [
      'a different confirmation is a mismatch',
      { otp: '0421', password: 'secret123', confirm_password: 'secret124' },
      'mismatch',
    ],
    ['a short password is neither', { otp: '0421', password: 'abc', confirm_password: 'abd' }, undefined],
    [
      'a valid form is neither',
      { otp: '0421', password: 'secret123', confirm_password: 'secret123' },
      undefined,
    ],
  ])('%s', (_case, values, problem) => {
    expect(problemOf(values)).toBe(problem)
  })
})
