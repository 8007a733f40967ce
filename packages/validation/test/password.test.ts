import { describe, expect, it } from 'vitest'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/constants.ts'
import {
  loginPasswordSchema,
  newPasswordError,
  newPasswordSchema,
  passwordConfirmationSchema,
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
