import type { Finding, Risk, RiskLevel } from '@localjobs/api-client/review/types'
import type { PostJobSubmission } from '@localjobs/validation/post-job'
import type { Drizzle } from '#src/db/database.ts'
import { asksMoney } from './asks-money.ts'
import { contactInText } from './contact-in-text.ts'
import { duplicate } from './duplicate.ts'
import { earnPerDay } from './earn-per-day.ts'
import { externalLink } from './external-link.ts'
import { feeCharged } from './fee-charged.ts'
import type { CheckContext, LookupRule, TextRule } from './rule.ts'
import { salaryAboveNorm } from './salary-above-norm.ts'
import { sharedContact } from './shared-contact.ts'
import { workFromHome } from './work-from-home.ts'

export { textFingerprint } from './duplicate.ts'
export type { CheckContext } from './rule.ts'

/** The rules that read only the post, in the order their findings are listed. */
export const TEXT_RULES: readonly TextRule[] = [
  feeCharged,
  asksMoney,
  workFromHome,
  earnPerDay,
  externalLink,
  contactInText,
]
/** The rules that look the post up against other posts and live jobs. */
export const LOOKUP_RULES: readonly LookupRule[] = [salaryAboveNorm, sharedContact, duplicate]

/** A score at or above these is high or medium risk; a charged fee (60) or a text asking for money (50) alone is high. */
export const RISK_THRESHOLDS = { high: 50, medium: 20 } as const

export function riskLevel(score: number): RiskLevel {
  if (score >= RISK_THRESHOLDS.high) return 'high'
  if (score >= RISK_THRESHOLDS.medium) return 'medium'
  return 'low'
}

/** The findings of the rules that read only the post. */
export function textFindings(post: PostJobSubmission): Finding[] {
  return TEXT_RULES.flatMap((rule) => rule.check(post) ?? [])
}

/**
 * The machine checks of a submitted post (apps/api README "Machine checks", decision 030): each rule that
 * finds something adds its weight to the score; the score gives the level.
 */
export async function assessPost(
  db: Drizzle,
  post: PostJobSubmission,
  context: CheckContext,
): Promise<Risk & { findings: Finding[] }> {
  const looked: Finding[] = []
  for (const rule of LOOKUP_RULES) {
    const found = await rule.check(db, post, context)
    if (found) looked.push(found)
  }
  const findings = [...textFindings(post), ...looked]
  const score = findings.reduce((sum, each) => sum + each.weight, 0)
  return { findings, score, level: riskLevel(score) }
}
