import { describe, expect, it } from 'vitest'
import {
  FIRST_PAGE,
  PAYMENT_CURRENCY,
  PAYMENT_MINOR_UNITS_PER_RUPEE,
  PAYMENT_SUBMISSION_TYPE,
  PAYMENT_USER_ROLE,
  SUBMISSIONS_PAGE_SIZE,
} from './constants.ts'

describe('spec section 9 constants the calls send', () => {
  it.each([
    ['payment amount multiplier (minor units)', PAYMENT_MINOR_UNITS_PER_RUPEE, 100],
    ['payment submission_type', PAYMENT_SUBMISSION_TYPE, 3],
    ['payment user_role', PAYMENT_USER_ROLE, 9],
    ['currency', PAYMENT_CURRENCY, 'INR'],
    ['first page', FIRST_PAGE, 1],
    ['submissions page size (limit default)', SUBMISSIONS_PAGE_SIZE, 10],
  ] as const)('%s is %j', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })
})
