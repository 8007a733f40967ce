import type { SubmissionStatus } from '@localjobs/api-client/submissions/types'
import { describe, expect, it } from 'vitest'
import { isLeadShown, isTabShown } from '#src/lib/lead-visibility.ts'

type Payment = 'pay_now' | 'pay_later' | null

describe('the hiding rule (spec section 4), row by row', () => {
  it.each<[SubmissionStatus | null, Payment, boolean, boolean]>([
    // rejected: hidden unless it has a classified or the post is pay_later
    ['rejected', 'pay_now', false, false],
    ['rejected', null, false, false],
    ['rejected', 'pay_later', false, true],
    ['rejected', 'pay_now', true, true],
    ['rejected', 'pay_later', true, true],
    ['rejected', null, true, true],
    // any other status: shown
    ['active', 'pay_now', false, true],
    ['expiring', 'pay_now', false, true],
    ['expired', null, false, true],
    ['on_hold', 'pay_now', false, true],
    ['approval_pending', 'pay_now', false, true],
    [null, null, false, true],
  ])(
    'post %s, payment %s, has a classified %s -> shown %s',
    (postStatus, paymentType, hasClassified, shown) => {
      expect(isLeadShown({ postStatus, paymentType, hasClassified })).toBe(shown)
    },
  )

  it.each<['responses' | 'database' | 'verified', Payment, boolean]>([
    ['responses', 'pay_now', true],
    ['database', 'pay_now', false],
    ['verified', 'pay_now', false],
    ['database', 'pay_later', true],
    ['verified', 'pay_later', true],
  ])('a rejected post: tab %s, payment %s -> shown %s', (tab, paymentType, shown) => {
    expect(isTabShown(tab, { postStatus: 'rejected', paymentType })).toBe(shown)
  })
})
