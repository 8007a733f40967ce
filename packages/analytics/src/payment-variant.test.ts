import { APP_TYPES } from '@localjobs/api-client/app-context'
import { describe, expect, it } from 'vitest'
import { PAYMENT_VARIANTS, paymentVariant } from './payment-variant.ts'

describe('spec section 4: the payment variant', () => {
  const rows = [
    // platform, enterprise advertiser, width, variant
    ['web', false, 360, 'pay_later'],
    ['web', false, 639, 'pay_later'],
    ['web', false, 640, 'pay_later'],
    ['web', false, 641, 'pay_now'],
    ['web', false, 1280, 'pay_now'],
    ['web', true, 360, 'pay_now'],
    ['web', true, 640, 'pay_now'],
    ['web', true, 1280, 'pay_now'],
    ['news', false, 640, 'pay_later'],
    ['news', false, 641, 'pay_now'],
    ['news', true, 360, 'pay_now'],
    ['jobs_wbv', false, 360, 'pay_later'],
    ['jobs_wbv', false, 1280, 'pay_later'],
    ['jobs_wbv', true, 360, 'pay_later'],
    ['jobs_wbv', true, 1280, 'pay_later'],
    ['news_wbv', false, 1280, 'pay_later'],
    ['news_wbv', true, 1280, 'pay_later'],
  ] as const

  it.each(rows)('%s, enterprise %s, width %i -> %s', (platform, isEnterpriseAdvertiser, width, variant) => {
    expect(paymentVariant({ platform, isEnterpriseAdvertiser, width })).toBe(variant)
  })

  it('covers every platform', () => {
    expect(new Set(rows.map(([platform]) => platform))).toEqual(new Set(APP_TYPES))
  })

  it('has exactly the two variants', () => {
    expect(PAYMENT_VARIANTS).toEqual(['pay_now', 'pay_later'])
  })
})
