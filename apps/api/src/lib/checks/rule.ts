import type { Finding, FindingCode } from '@localjobs/api-client/review/types'
import type { PostJobSubmission } from '@localjobs/validation/post-job'
import type { Drizzle } from '#src/db/database.ts'

/** Whose post is checked: its advertiser, and the submission itself once stored (an edit), left out of lookups. */
export interface CheckContext {
  advertiserId: number
  submissionId?: number | undefined
}

/** A rule that reads only the post. */
export interface TextRule {
  code: FindingCode
  weight: number
  check(post: PostJobSubmission): Finding | undefined
}

/** A rule that looks the post up against other posts and jobs. */
export interface LookupRule {
  code: FindingCode
  weight: number
  check(db: Drizzle, post: PostJobSubmission, context: CheckContext): Promise<Finding | undefined>
}

export const finding = (
  rule: { code: FindingCode; weight: number },
  reason: string,
  evidence?: string,
): Finding => ({
  code: rule.code,
  weight: rule.weight,
  reason,
  ...(evidence === undefined ? {} : { evidence }),
})
