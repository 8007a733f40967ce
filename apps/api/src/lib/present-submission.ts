/**
 * How the API presents a submission and its history (issue #8): the advertiser's list and their own post,
 * and the desk's view of a post, share these.
 */
import type { Locale } from '@localjobs/api-client/classifieds/types'
import { HOLD_REASON_LABELS, REJECT_REASON_LABELS } from '@localjobs/api-client/review/reasons'
import type { SubmissionEvent } from '@localjobs/api-client/review/types'
import type { AdvertiserSubmission } from '@localjobs/api-client/submissions/types'
import { count, inArray, sql } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { applications, users } from '#src/db/schema.ts'
import { nameIn } from '#src/lib/present-classified.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import type { SubmissionEventRow } from '#src/plugins/app/submission-life.ts'
import type { SubmissionRow } from '#src/plugins/app/submissions-repository.ts'

/** A job's applications, and of them those the advertiser never opened (issue #9). */
export interface ApplicantCounts {
  total: number
  unseen: number
}
const NO_APPLICANTS: ApplicantCounts = { total: 0, unseen: 0 }

/**
 * The applicant counts of the given jobs, by one grouped query over their ids (the dashboard's page; no
 * query per post). Jobs without applications are absent.
 */
export async function applicantCounts(db: Drizzle, classifiedIds: readonly number[]) {
  const ids = [...new Set(classifiedIds)]
  if (ids.length === 0) return new Map<number, ApplicantCounts>()
  const rows = await applicantCountsQuery(db, ids)
  return new Map(rows.map((row) => [row.classifiedId, { total: row.total, unseen: row.unseen }]))
}

/** The grouped query of applicantCounts, unexecuted (the benchmark EXPLAINs it). */
export const applicantCountsQuery = (db: Drizzle, ids: number[]) =>
  db
    .select({
      classifiedId: applications.classifiedId,
      total: count(),
      unseen: sql<number>`count(*) filter (where ${applications.viewedAt} is null)`.mapWith(Number),
    })
    .from(applications)
    .where(inArray(applications.classifiedId, ids))
    .groupBy(applications.classifiedId)

/** One of the advertiser's posts as the dashboard lists and their own post's page answer it. */
export function presentSubmission(
  row: SubmissionRow,
  reference: ReferenceData,
  locale: Locale,
  applicants: ApplicantCounts = NO_APPLICANTS,
): AdvertiserSubmission {
  const jobTitle = reference.jobTitlesById.get(row.jobTitleId)
  const city = reference.locationsById.get(row.jobLocationCity)
  return {
    id: row.id,
    title: row.title ?? row.jobTitle ?? (jobTitle ? nameIn(jobTitle, locale) : ''),
    status: row.status,
    classified_id: row.classifiedId,
    location: { id: row.jobLocationCity, title: city ? nameIn(city, locale) : '' },
    openings_count: row.openingsCount,
    created_at: row.createdAt.toISOString(),
    valid_through: row.validThrough?.toISOString() ?? null,
    applicants_count: applicants.total,
    new_applicants_count: applicants.unseen,
    payment_type: row.paymentType,
    plan_paid_at: row.planPaidAt?.toISOString() ?? null,
  }
}

/** A reason code's label in `locale` (a reject or a hold reason), or null. */
export function reasonLabel(reason: string | null, locale: Locale): string | null {
  if (!reason) return null
  const labels: Record<string, string> = { ...HOLD_REASON_LABELS[locale], ...REJECT_REASON_LABELS[locale] }
  return labels[reason] ?? null
}

/** The names of the users who acted (ops' names on the desk); an advertiser's own view leaves them out. */
export async function actorNames(db: Drizzle, events: readonly SubmissionEventRow[]) {
  const ids = [...new Set(events.flatMap((event) => (event.actorUserId ? [event.actorUserId] : [])))]
  if (ids.length === 0) return new Map<number, string>()
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
  return new Map(rows.map((row) => [row.id, row.name ?? '']))
}

/** One event of a post's history as the calls answer it. */
export function presentEvent(
  event: SubmissionEventRow,
  locale: Locale,
  names: ReadonlyMap<number, string> | null,
): SubmissionEvent {
  return {
    id: event.id,
    action: event.action as SubmissionEvent['action'],
    from_status: event.fromStatus,
    to_status: event.toStatus,
    reason: event.reason as SubmissionEvent['reason'],
    reason_label: reasonLabel(event.reason, locale),
    note: event.note,
    actor: {
      kind: event.actorKind,
      name: names && event.actorUserId ? (names.get(event.actorUserId) ?? null) : null,
    },
    created_at: event.createdAt.toISOString(),
  }
}
