import type { Locale } from '@localjobs/api-client/classifieds/types'
import {
  canMove,
  LIVE_STATUSES,
  movesFor,
  type SubmissionAction,
} from '@localjobs/api-client/submissions/status'
import type { SubmissionStatus } from '@localjobs/api-client/submissions/types'
import { FEES_CHARGED_YES_ID, LOCALES } from '@localjobs/validation/constants'
import { eq } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { Drizzle } from '#src/db/database.ts'
import {
  advertisers,
  type ClassifiedContent,
  classifieds,
  type EVENT_ACTOR_KINDS,
  jobTitles,
  plans,
  submissionEvents,
  submissions,
} from '#src/db/schema.ts'
import { ApiError, notFound } from '#src/lib/api-error.ts'
import { refreshApplicationMatch } from '#src/lib/application-match.ts'
import { CODE_VALUES, FILTER } from '#src/lib/filter-catalog.ts'
import { say } from '#src/lib/messages.ts'
import { scheduleExpiry } from '#src/services/expiry.ts'
import { queuePagePurge } from '#src/services/page-purge.ts'
import { queueNotice } from '#src/services/submission-notices.ts'

declare module 'fastify' {
  interface FastifyInstance {
    submissionLife: SubmissionLife
  }
}

export type SubmissionEventRow = typeof submissionEvents.$inferSelect
type SubmissionRow = typeof submissions.$inferSelect
type ClassifiedStatus = NonNullable<(typeof classifieds.$inferInsert)['status']>

export interface Actor {
  kind: (typeof EVENT_ACTOR_KINDS)[number]
  /** the ops user or the advertiser's user; null for the system and seekers' reports */
  userId: number | null
}

export interface MoveRequest {
  submissionId: number
  action: SubmissionAction
  /** where to; omitted: the one status `movesFor(from, action)` names (an action with two targets needs it) */
  to?: SubmissionStatus
  /** a RejectReason or HoldReason code */
  reason?: string | null
  note?: string | null
  actor: Actor
  /** the language of the 409's message */
  locale?: Locale
}

export interface MoveResult {
  event: SubmissionEventRow
  submission: SubmissionRow
}

export interface SubmissionLife {
  /**
   * Moves a submission along the transition table (@localjobs/api-client/submissions/status), in one
   * transaction (a savepoint when `db` is already one): locks the row, checks the move, updates the status,
   * its reason and note, waiting_since and the validity, keeps the classified in step (approving a post
   * publishes it), and appends the event. Any other move: 409 INVALID_TRANSITION; no such post: 404.
   */
  move(db: Drizzle, request: MoveRequest): Promise<MoveResult>
}

const DAY_MS = 86_400_000

/** The classified's status for a submission's status (a live post's classified is active). */
export const CLASSIFIED_STATUS_OF: Record<SubmissionStatus, ClassifiedStatus> = {
  approval_pending: 'approval_pending',
  active: 'active',
  expiring: 'active',
  expired: 'expired',
  on_hold: 'on_hold',
  rejected: 'rejected',
}

/** The post-job option id -> the code the classifieds store (option_labels translates it). */
const codeOf = (filterId: keyof typeof CODE_VALUES, id: number): string => {
  const entry = Object.entries(CODE_VALUES[filterId].ids).find(([, value]) => value === id)
  if (!entry) throw new Error(`option ${id} has no code in filter ${filterId}`)
  return entry[0]
}

/**
 * The post's experience (years, EXPERIENCE_YEARS) as the classifieds' band (min-max years, labelled by
 * option_labels 'experience'): 0 Fresher, 1 1-2 years, 2 to 4 2-5 years, 5 and more 5+ years.
 */
export function experienceBand(years: number): { min: number; max: number } {
  if (years <= 0) return { min: 0, max: 0 }
  if (years === 1) return { min: 1, max: 2 }
  if (years < 5) return { min: 2, max: 5 }
  return { min: 5, max: 30 }
}

/** The text as the advertiser wrote it, in every language; the title from the job title's names when none was written. */
async function contentOf(db: Drizzle, row: SubmissionRow): Promise<ClassifiedContent> {
  const [title] = await db.select().from(jobTitles).where(eq(jobTitles.id, row.jobTitleId))
  const written = row.title?.trim() || row.jobTitle?.trim()
  const names = {
    en: title?.englishName ?? '',
    hi: title?.translations.hi ?? '',
    te: title?.translations.te ?? '',
  }
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      { title: written || names[locale] || names.en, description: row.otherDetails?.trim() ?? '' },
    ]),
  ) as ClassifiedContent
}

/** The classified's columns from the submission (everything but status and dates). */
async function classifiedValues(db: Drizzle, row: SubmissionRow) {
  const experience = experienceBand(row.experience)
  const fees = row.feesCharged === FEES_CHARGED_YES_ID && (row.feeAmount ?? 0) > 0
  const [advertiser] = await db
    .select({ companyName: advertisers.companyName })
    .from(advertisers)
    .where(eq(advertisers.id, row.advertiserId))
  return {
    advertiserId: row.advertiserId,
    categoryId: row.jobCategory,
    jobTitleId: row.jobTitleId,
    locationId: row.jobLocationCity,
    localityId: row.jobLocationLocality,
    companyName:
      row.advertiserCompanyName?.trim() ||
      row.companyName?.trim() ||
      row.agencyName?.trim() ||
      advertiser?.companyName ||
      '',
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    jobType: codeOf(FILTER.jobType, row.jobType),
    shift: codeOf(FILTER.shift, row.shiftTiming),
    qualification: codeOf(FILTER.qualification, row.qualification),
    experienceMinYears: experience.min,
    experienceMaxYears: experience.max,
    preferredGender: codeOf(FILTER.gender, row.preferredGender),
    openingsCount: row.openingsCount,
    feesCharged: fees,
    feeAmount: fees ? row.feeAmount : null,
    content: await contentOf(db, row),
  }
}

async function validityDays(db: Drizzle, planId: number): Promise<number> {
  const [plan] = await db.select({ days: plans.validityDays }).from(plans).where(eq(plans.id, planId))
  return plan?.days ?? 15
}

const invalidTransition = (locale: Locale, from: SubmissionStatus, action: SubmissionAction) =>
  new ApiError(409, 'INVALID_TRANSITION', say('invalidTransition', locale), undefined, {
    extra: { status: from, action },
  })

export function createSubmissionLife(): SubmissionLife {
  return {
    async move(db, request) {
      const locale = request.locale ?? 'en'
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(submissions)
          .where(eq(submissions.id, request.submissionId))
          .for('update')
        if (!current) throw notFound(say('postNotFound', locale))
        const from = current.status
        const targets = movesFor(from, request.action)
        const to = request.to ?? (targets.length === 1 ? targets[0] : undefined)
        if (!to || !canMove(from, to, request.action)) throw invalidTransition(locale, from, request.action)

        const now = new Date()
        const live = (LIVE_STATUSES as readonly SubmissionStatus[]).includes(to)
        const wasLive = (LIVE_STATUSES as readonly SubmissionStatus[]).includes(from)
        // A new validity when the post goes live from review, or is renewed; a hold of a live job released
        // within its validity keeps it.
        const stillValid = current.validThrough !== null && current.validThrough > now
        const releasedHold = from === 'on_hold' && current.classifiedId !== null && stillValid
        const newValidity =
          live && (request.action === 'renew' || current.validThrough === null || (!wasLive && !releasedHold))
        const validFrom = newValidity ? now : current.validFrom
        const validThrough = newValidity
          ? new Date(now.getTime() + (await validityDays(tx, current.planId)) * DAY_MS)
          : current.validThrough
        const keepsReason = to === 'rejected' || to === 'on_hold'

        let classifiedId = current.classifiedId
        // whether seekers' pages change: a job published, republished, taken down or given a new validity
        let publicChange = false
        if (classifiedId !== null) {
          // Going live again from review or a hold: the job seekers see is the post as it is now (an
          // advertiser may have edited it while it was held).
          const republished = live && !wasLive
          await tx
            .update(classifieds)
            .set({
              ...(republished ? await classifiedValues(tx, current) : {}),
              status: CLASSIFIED_STATUS_OF[to],
              ...(newValidity && validThrough ? { validThrough, postedAt: now } : {}),
            })
            .where(eq(classifieds.id, classifiedId))
          publicChange = republished || newValidity || CLASSIFIED_STATUS_OF[to] !== CLASSIFIED_STATUS_OF[from]
          // its category, city, experience or qualification may have changed: best match follows
          if (republished) await refreshApplicationMatch(tx, { classifiedId })
        } else if (live && validThrough) {
          const [created] = await tx
            .insert(classifieds)
            .values({
              ...(await classifiedValues(tx, current)),
              status: 'active',
              postedAt: now,
              validThrough,
            })
            .returning({ id: classifieds.id })
          classifiedId = created?.id ?? null
          publicChange = true
        }

        const [updated] = await tx
          .update(submissions)
          .set({
            status: to,
            statusReason: keepsReason ? (request.reason ?? null) : null,
            statusNote: keepsReason ? (request.note ?? null) : null,
            ...(to === 'approval_pending' ? { waitingSince: now } : {}),
            validFrom,
            validThrough,
            classifiedId,
            updatedAt: now,
          })
          .where(eq(submissions.id, current.id))
          .returning()
        const [event] = await tx
          .insert(submissionEvents)
          .values({
            submissionId: current.id,
            action: request.action,
            fromStatus: from,
            toStatus: to,
            reason: request.reason ?? null,
            note: request.note ?? null,
            actorKind: request.actor.kind,
            actorUserId: request.actor.userId,
          })
          .returning()
        if (!updated || !event) throw new Error('the move wrote no row')
        // The durable queue (decision 029), in this transaction: the advertiser's SMS for this event, the
        // expiring and expiry jobs of a new validity,
        await queueNotice(tx, event)
        if (newValidity && validThrough) await scheduleExpiry(tx, current.id, validThrough)
        // and the purge of the pages the job is on (decision 040)
        if (publicChange && classifiedId !== null) await queuePagePurge(tx, classifiedId, `event:${event.id}`)
        return { event, submission: updated }
      })
    },
  }
}

export default fp(
  (fastify) => {
    fastify.decorate('submissionLife', createSubmissionLife())
  },
  { name: 'submission-life', dependencies: ['database'] },
)
