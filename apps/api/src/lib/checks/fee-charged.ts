import { FEES_CHARGED_YES_ID } from '@localjobs/validation/constants'
import { finding, type TextRule } from './rule.ts'

/** The post says candidates pay a fee (fees_charged 86): alone enough for high risk. */
export const feeCharged: TextRule = {
  code: 'fee_charged',
  weight: 60,
  check(post) {
    if (post.fees_charged !== FEES_CHARGED_YES_ID) return undefined
    const amount = post.fee_amount === undefined ? '' : ` ₹${post.fee_amount}`
    return finding(this, `Candidates are charged a fee${amount}`, amount.trim() || undefined)
  },
}
