import type { SubmissionAction } from '@localjobs/api-client/submissions/status'
import { eq } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { advertisers, jobTitles, submissionEvents, submissions } from '#src/db/schema.ts'
import { reasonLabel } from '#src/lib/present-submission.ts'
import { type JobPayloads, jobs } from '#src/services/job-queue.ts'
import type { SmsMessage, SmsSender } from '#src/services/sms.ts'

/**
 * The SMS that tell an advertiser what happened to a post (issue #8, decision 029): approval, rejection
 * with its reason, hold with what to fix, expiring soon and expired. Sent through the job queue, one job
 * per submission event (dedupe key `sms:event:<id>`), so a send is retried with backoff and never made
 * twice for the same event. In English: the advertiser's language is not stored.
 */
export const NOTIFYING_ACTIONS = [
  'approve',
  'reject',
  'hold',
  'expiring',
  'expire',
] as const satisfies readonly (SubmissionAction | 'submit')[]
export type NotifyingAction = (typeof NOTIFYING_ACTIONS)[number]

export const notifies = (action: string): action is NotifyingAction =>
  (NOTIFYING_ACTIONS as readonly string[]).includes(action)

/**
 * Queues the SMS for a submission event when its action tells the advertiser something; call it in the
 * transaction that appended the event, so the SMS exists exactly when the event does.
 */
export async function queueNotice(db: Drizzle, event: { id: number; action: string }) {
  if (!notifies(event.action)) return undefined
  return jobs.enqueue(db, { kind: 'sms', payload: { eventId: event.id }, dedupeKey: `sms:event:${event.id}` })
}

/** Long titles are cut so that a text stays one SMS where it can (160 GSM characters). */
const TITLE_MAX = 40
const shortTitle = (title: string) => {
  const trimmed = title.trim().replace(/\s+/g, ' ')
  return trimmed.length > TITLE_MAX ? `${trimmed.slice(0, TITLE_MAX - 1)}…` : trimmed
}

const day = (date: Date) =>
  date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' })

export interface NoticeFacts {
  action: NotifyingAction
  title: string
  reason: string | null
  validThrough: Date | null
}

/** The text of one notice. */
export function noticeText({ action, title, reason, validThrough }: NoticeFacts): string {
  const job = `"${shortTitle(title)}"`
  switch (action) {
    case 'approve':
      return validThrough
        ? `LocalJobs: your job ${job} is approved and live till ${day(validThrough)}.`
        : `LocalJobs: your job ${job} is approved and live.`
    case 'reject': {
      const label = reasonLabel(reason, 'en')
      return `LocalJobs: your job ${job} was not approved${label ? `: ${label}` : ''}.`
    }
    case 'hold': {
      const label = reasonLabel(reason, 'en')
      return `LocalJobs: your job ${job} is on hold${label ? `: ${label}` : ''}. Edit it to send it for review again.`
    }
    case 'expiring':
      return validThrough
        ? `LocalJobs: your job ${job} expires on ${day(validThrough)}. Renew it to keep it live.`
        : `LocalJobs: your job ${job} expires soon. Renew it to keep it live.`
    case 'expire':
      return `LocalJobs: your job ${job} has expired. Renew it to post it again.`
  }
}

/** The 'sms' job: reads the event, its post and the advertiser's number, and sends the notice. */
export function smsJob(db: Drizzle, sms: SmsSender) {
  return async ({ eventId }: JobPayloads['sms']) => {
    const [row] = await db
      .select({
        action: submissionEvents.action,
        reason: submissionEvents.reason,
        title: submissions.title,
        jobTitle: submissions.jobTitle,
        jobTitleName: jobTitles.englishName,
        validThrough: submissions.validThrough,
        mobile: advertisers.mobile,
      })
      .from(submissionEvents)
      .innerJoin(submissions, eq(submissions.id, submissionEvents.submissionId))
      .innerJoin(advertisers, eq(advertisers.id, submissions.advertiserId))
      .leftJoin(jobTitles, eq(jobTitles.id, submissions.jobTitleId))
      .where(eq(submissionEvents.id, eventId))
    // An event that tells nothing (or is gone): nothing to send, and nothing to try again.
    if (!row || !notifies(row.action)) return
    const message: SmsMessage = {
      to: row.mobile,
      kind: 'job_status',
      text: noticeText({
        action: row.action,
        title: row.title || row.jobTitle || row.jobTitleName || 'Your job post',
        reason: row.reason,
        validThrough: row.validThrough,
      }),
    }
    await sms.send(message)
  }
}
