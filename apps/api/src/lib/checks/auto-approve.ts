import type { Finding } from '@localjobs/api-client/review/types'
import { and, countDistinct, eq } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { advertisers, classifieds, jobReports, submissionEvents, submissions } from '#src/db/schema.ts'

/** Approved posts an advertiser needs to be trusted (issue #8: "say, 3 approved posts and no reports"). */
export const TRUSTED_APPROVED_POSTS = 3

/**
 * Whether the advertiser is trusted: at least 3 of their posts were approved (by ops or the system), no
 * seeker ever reported one of their jobs, and they are not blocked.
 */
export async function isTrustedAdvertiser(db: Drizzle, advertiserId: number): Promise<boolean> {
  const [account] = await db
    .select({ blockedAt: advertisers.blockedAt })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId))
  if (!account || account.blockedAt !== null) return false
  const [approved] = await db
    .select({ posts: countDistinct(submissionEvents.submissionId) })
    .from(submissionEvents)
    .innerJoin(submissions, eq(submissions.id, submissionEvents.submissionId))
    .where(and(eq(submissions.advertiserId, advertiserId), eq(submissionEvents.action, 'approve')))
  if (Number(approved?.posts ?? 0) < TRUSTED_APPROVED_POSTS) return false
  const [reported] = await db
    .select({ id: jobReports.id })
    .from(jobReports)
    .innerJoin(classifieds, eq(classifieds.id, jobReports.classifiedId))
    .where(eq(classifieds.advertiserId, advertiserId))
    .limit(1)
  return reported === undefined
}

/** Whether a post may be approved without a reviewer: the setting on, no finding at all, a trusted advertiser. */
export async function mayAutoApprove(
  db: Drizzle,
  setting: boolean,
  post: { advertiserId: number; findings: readonly Finding[] },
): Promise<boolean> {
  return setting && post.findings.length === 0 && (await isTrustedAdvertiser(db, post.advertiserId))
}
