/**
 * A post's statuses (spec section 4), their labels in the three languages, and the one table of the moves
 * between them (issue #8). The API refuses any move the table does not list; the apps read the labels here.
 */
import type { Locale } from '@localjobs/validation/constants'
import type { SubmissionStatus } from './types.ts'

export const SUBMISSION_STATUSES = [
  'approval_pending',
  'active',
  'expiring',
  'expired',
  'on_hold',
  'rejected',
] as const satisfies readonly SubmissionStatus[]

/** The labels of the advertiser's job statuses: English as spec section 4 writes them. */
export const SUBMISSION_STATUS_LABELS_BY_LOCALE: Record<Locale, Record<SubmissionStatus, string>> = {
  en: {
    active: 'Active',
    approval_pending: 'Approval Pending',
    expired: 'Expired',
    rejected: 'Rejected',
    expiring: 'Expiring',
    on_hold: 'On Hold',
  },
  hi: {
    active: 'सक्रिय',
    approval_pending: 'मंज़ूरी बाकी',
    expired: 'समाप्त',
    rejected: 'अस्वीकृत',
    expiring: 'जल्द समाप्त',
    on_hold: 'रोका गया',
  },
  te: {
    active: 'యాక్టివ్',
    approval_pending: 'ఆమోదం పెండింగ్',
    expired: 'గడువు ముగిసింది',
    rejected: 'తిరస్కరించబడింది',
    expiring: 'గడువు ముగుస్తోంది',
    on_hold: 'నిలిపివేయబడింది',
  },
}

/** The English labels (spec section 4). */
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> =
  SUBMISSION_STATUS_LABELS_BY_LOCALE.en

export const submissionStatusLabel = (status: SubmissionStatus, locale: Locale) =>
  SUBMISSION_STATUS_LABELS_BY_LOCALE[locale][status]

/**
 * What makes a post move:
 *   approve   ops approves it (or releases a hold)        reject   ops rejects it (or confirms fraud)
 *   hold      ops holds it with what to fix               reports  3 different seekers reported the job
 *   edit      the advertiser edits a post waiting or held close    the advertiser closes a live job early
 *   expiring  the expiry job: the last 3 days began       expire   the expiry job: the last day passed
 *   renew     the advertiser renews an expiring or expired job (unchanged: live again; changed: review)
 *   undo      ops undoes a fraud block: each post goes back to the status it had before
 */
export const SUBMISSION_ACTIONS = [
  'approve',
  'reject',
  'hold',
  'reports',
  'edit',
  'close',
  'expiring',
  'expire',
  'renew',
  'undo',
] as const
export type SubmissionAction = (typeof SUBMISSION_ACTIONS)[number]

/**
 * The one transition table (issue #8): from a status, the statuses a post may move to and the actions that
 * move it there. Issue #8's list, plus the moves its other rules need: editing a waiting post (it stays
 * waiting, waiting again from the edit), renewing an expiring or expired job (unchanged -> active, changed
 * -> approval_pending: "A renewal goes back to review only if the post changed"), reports or ops holding
 * an expiring job, ops releasing a hold or confirming fraud on it, and undoing a fraud block.
 */
export const SUBMISSION_TRANSITIONS: Record<
  SubmissionStatus,
  Partial<Record<SubmissionStatus, readonly SubmissionAction[]>>
> = {
  approval_pending: {
    approval_pending: ['edit'],
    active: ['approve'],
    rejected: ['reject'],
    on_hold: ['hold', 'reports'],
  },
  on_hold: {
    approval_pending: ['edit'],
    active: ['approve', 'undo'],
    rejected: ['reject'],
  },
  active: {
    expiring: ['expiring'],
    expired: ['expire', 'close'],
    on_hold: ['hold', 'reports'],
  },
  expiring: {
    expired: ['expire', 'close'],
    active: ['renew'],
    approval_pending: ['renew'],
    on_hold: ['hold', 'reports'],
  },
  expired: {
    active: ['renew'],
    approval_pending: ['renew'],
  },
  rejected: {
    approval_pending: ['undo'],
    active: ['undo'],
  },
}

/** Whether `action` may move a post from `from` to `to`. */
export function canMove(from: SubmissionStatus, to: SubmissionStatus, action: SubmissionAction): boolean {
  return SUBMISSION_TRANSITIONS[from][to]?.includes(action) ?? false
}

/** Where `action` may take a post in `from`; empty when it cannot act there. */
export function movesFor(from: SubmissionStatus, action: SubmissionAction): SubmissionStatus[] {
  return (Object.entries(SUBMISSION_TRANSITIONS[from]) as [SubmissionStatus, readonly SubmissionAction[]][])
    .filter(([, actions]) => actions.includes(action))
    .map(([to]) => to)
}

/** The statuses in which a job is published and seekers find it (the classified is live). */
export const LIVE_STATUSES = ['active', 'expiring'] as const satisfies readonly SubmissionStatus[]

/** Expiring means the job's last 3 days (issue #8). */
export const EXPIRING_DAYS = 3

/**
 * The statuses a post may be paid for in (issue #10): in review, held, or live. A rejected or expired post
 * is renewed first. The order call refuses the others (409 POST_NOT_PAYABLE); the job's page offers a plan
 * only for these.
 */
export const PAYABLE_STATUSES = [
  'approval_pending',
  'on_hold',
  'active',
  'expiring',
] as const satisfies readonly SubmissionStatus[]

export const isPayableStatus = (status: SubmissionStatus): boolean =>
  (PAYABLE_STATUSES as readonly SubmissionStatus[]).includes(status)
