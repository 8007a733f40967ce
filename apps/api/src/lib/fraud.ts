import type { SubmissionStatus } from '@localjobs/api-client/submissions/types'
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { advertisers, submissionEvents, submissions } from '#src/db/schema.ts'
import { ApiError, notFound } from '#src/lib/api-error.ts'
import type { SubmissionLife } from '#src/plugins/app/submission-life.ts'

/** The reason every move of a fraud block records (a RejectReason; the held posts carry it too). */
export const FRAUD_REASON = 'fraud_confirmed'

export interface FraudOutcome {
  advertiser_id: number
  blocked: boolean
  changed: Array<{ id: number; status: SubmissionStatus }>
}

interface ByOps {
  opsUserId: number
  note: string
}

const LIVE: readonly SubmissionStatus[] = ['active', 'expiring']

/**
 * Confirms fraud on a post (decision 030), in one transaction: the post is rejected with reason
 * 'fraud_confirmed' (held first when it is live, as the transition table goes), the advertiser's blocked_at
 * is set, and their other open posts are blocked: Approval Pending -> Rejected, Active or Expiring -> On Hold.
 * Every move goes through the engine and is recorded with ops' note.
 */
export async function confirmFraud(
  db: Drizzle,
  life: SubmissionLife,
  submissionId: number,
  by: ByOps,
): Promise<FraudOutcome> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: submissions.id, advertiserId: submissions.advertiserId })
      .from(submissions)
      .where(eq(submissions.id, submissionId))
    if (!post) throw notFound(`There is no post with id ${submissionId}.`)
    const [advertiser] = await tx
      .select({ id: advertisers.id, blockedAt: advertisers.blockedAt })
      .from(advertisers)
      .where(eq(advertisers.id, post.advertiserId))
      .for('update')
    if (!advertiser) throw notFound(`There is no advertiser of post ${submissionId}.`)
    if (!advertiser.blockedAt)
      // now(): the transaction's time, the same the events of this block carry
      await tx.update(advertisers).set({ blockedAt: sql`now()` }).where(eq(advertisers.id, advertiser.id))

    const actor = { kind: 'ops' as const, userId: by.opsUserId }
    const move = (id: number, action: 'hold' | 'reject', to: SubmissionStatus) =>
      life.move(tx, { submissionId: id, action, to, reason: FRAUD_REASON, note: by.note, actor })
    const changed = new Map<number, SubmissionStatus>()

    const open = await tx
      .select({ id: submissions.id, status: submissions.status })
      .from(submissions)
      .where(
        and(
          eq(submissions.advertiserId, advertiser.id),
          inArray(submissions.status, ['approval_pending', 'active', 'expiring', 'on_hold']),
        ),
      )
      .orderBy(asc(submissions.id))
    for (const each of open) {
      if (each.id === post.id) {
        if (LIVE.includes(each.status)) await move(each.id, 'hold', 'on_hold')
        await move(each.id, 'reject', 'rejected')
        changed.set(each.id, 'rejected')
      } else if (each.status === 'approval_pending') {
        await move(each.id, 'reject', 'rejected')
        changed.set(each.id, 'rejected')
      } else if (LIVE.includes(each.status)) {
        await move(each.id, 'hold', 'on_hold')
        changed.set(each.id, 'on_hold')
      }
    }
    return {
      advertiser_id: advertiser.id,
      blocked: true,
      changed: [...changed].map(([id, status]) => ({ id, status })),
    }
  })
}

/**
 * Where undoing a block takes a post: back to review when it was waiting for review (or held, since the hold
 * was a question for the advertiser), back to Active when it was live.
 */
export const undoTarget = (before: SubmissionStatus): SubmissionStatus =>
  LIVE.includes(before) ? 'active' : 'approval_pending'

/**
 * Undoes a fraud block (decision 030): blocked_at cleared, and each post the block moved, and that nobody
 * moved since, goes back with action 'undo' (recorded with ops' note): a post that was live to Active, a post
 * waiting for review (or held) to Approval Pending. 409 NOT_BLOCKED for an advertiser who is not blocked.
 */
export async function unblockAdvertiser(
  db: Drizzle,
  life: SubmissionLife,
  advertiserId: number,
  by: ByOps,
): Promise<FraudOutcome> {
  return db.transaction(async (tx) => {
    const [advertiser] = await tx
      .select({ id: advertisers.id, blockedAt: advertisers.blockedAt })
      .from(advertisers)
      .where(eq(advertisers.id, advertiserId))
      .for('update')
    if (!advertiser) throw notFound(`There is no advertiser with id ${advertiserId}.`)
    if (!advertiser.blockedAt)
      throw new ApiError(409, 'NOT_BLOCKED', 'This advertiser is not blocked: there is nothing to undo.')
    const events = await tx
      .select({
        submissionId: submissionEvents.submissionId,
        from: submissionEvents.fromStatus,
        to: submissionEvents.toStatus,
        current: submissions.status,
      })
      .from(submissionEvents)
      .innerJoin(submissions, eq(submissions.id, submissionEvents.submissionId))
      .where(
        and(
          eq(submissions.advertiserId, advertiser.id),
          eq(submissionEvents.reason, FRAUD_REASON),
          gte(submissionEvents.createdAt, advertiser.blockedAt),
        ),
      )
      .orderBy(asc(submissionEvents.id))
    // Per post: its status before the block's first move, and where the block's last move left it.
    const blocked = new Map<
      number,
      { before: SubmissionStatus; after: SubmissionStatus; current: SubmissionStatus }
    >()
    for (const event of events) {
      const seen = blocked.get(event.submissionId)
      blocked.set(event.submissionId, {
        before: seen?.before ?? event.from ?? 'approval_pending',
        after: event.to,
        current: event.current,
      })
    }
    const changed: FraudOutcome['changed'] = []
    for (const [id, { before, after, current }] of blocked) {
      if (current !== after) continue
      const to = undoTarget(before)
      await life.move(tx, {
        submissionId: id,
        action: 'undo',
        to,
        reason: null,
        note: by.note,
        actor: { kind: 'ops', userId: by.opsUserId },
      })
      changed.push({ id, status: to })
    }
    await tx.update(advertisers).set({ blockedAt: null }).where(eq(advertisers.id, advertiser.id))
    return { advertiser_id: advertiser.id, blocked: false, changed }
  })
}
