/**
 * A job's leads (issue #9, decision 034): its applicants (responses) and the matching seekers of the profile
 * database (database, verified), as the advertiser who owns the job reads them. Queries and presentation
 * live here; the routes (routes/api/classifieds/leads.ts) check who asks and what they asked.
 */
import type { Locale } from '@localjobs/api-client/classifieds/types'
import {
  BEST_MATCH_FACTORS,
  type CandidateTab,
  type Lead,
  type LeadDetail,
  type LeadSort,
  type ReviewStatus,
} from '@localjobs/api-client/leads/types'
import type { SubmissionStatus } from '@localjobs/api-client/submissions/types'
import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import {
  applications,
  classifieds,
  databaseContacts,
  jobSeekerProfiles,
  plans,
  submissions,
  users,
} from '#src/db/schema.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import { invalidParameter } from './api-error.ts'
import { factorSql, factorsOfBits, QUALIFICATION_RANKS, scoreSql } from './application-match.ts'
import { isTabShown } from './lead-visibility.ts'
import { nameIn } from './present-classified.ts'
import { type ProfileOptionField, profileOptions } from './profile-options.ts'

/** What the lead calls need of the job: who owns it, what it asks for, its post and its plan. */
export interface LeadsJob {
  id: number
  advertiserId: number
  categoryId: number
  locationId: number
  /** the job's minimum qualification as the profile's qualification id (higher is more) */
  qualificationRank: number
  experienceMinYears: number
  postStatus: SubmissionStatus | null
  paymentType: 'pay_now' | 'pay_later' | null
  /** the plan's database contacts once it is paid, else 0 */
  contactsAllowed: number
}

/** The job when it is `advertiserId`'s, else undefined (another's and an unknown id look the same). */
export async function ownJob(db: Drizzle, classifiedId: number, advertiserId: number) {
  const [row] = await db
    .select({
      id: classifieds.id,
      advertiserId: classifieds.advertiserId,
      categoryId: classifieds.categoryId,
      locationId: classifieds.locationId,
      qualification: classifieds.qualification,
      experienceMinYears: classifieds.experienceMinYears,
      postStatus: submissions.status,
      paymentType: submissions.paymentType,
      planPaidAt: submissions.planPaidAt,
      databaseContacts: plans.databaseContacts,
    })
    .from(classifieds)
    .leftJoin(submissions, eq(submissions.classifiedId, classifieds.id))
    .leftJoin(plans, eq(plans.id, submissions.planId))
    .where(and(eq(classifieds.id, classifiedId), eq(classifieds.advertiserId, advertiserId)))
  if (!row) return undefined
  return {
    id: row.id,
    advertiserId: row.advertiserId,
    categoryId: row.categoryId,
    locationId: row.locationId,
    qualificationRank: QUALIFICATION_RANKS[row.qualification] ?? 0,
    experienceMinYears: row.experienceMinYears,
    postStatus: row.postStatus,
    paymentType: row.paymentType,
    contactsAllowed: row.planPaidAt ? (row.databaseContacts ?? 0) : 0,
  } satisfies LeadsJob
}

/** The job's database contacts: allowed by its paid plan, and left after the candidates unlocked. */
export async function contactAllowance(db: Drizzle, job: LeadsJob) {
  const [row] = await db
    .select({ used: count() })
    .from(databaseContacts)
    .where(eq(databaseContacts.classifiedId, job.id))
  const used = row?.used ?? 0
  return { allowed: job.contactsAllowed, left: Math.max(0, job.contactsAllowed - used) }
}

/**
 * A tab's best match: responses read the score stored on the application (application-match.ts keeps it
 * fresh); database and verified score the job's candidates at query time (bounded by their GIN indexes).
 */
const scoreOf = (job: LeadsJob, tab: CandidateTab) =>
  tab === 'responses' ? sql<number>`${applications.matchScore}` : scoreSql(job)

/** Where a page ended: the sort's key of its last lead. */
export interface LeadPosition {
  score: number
  createdAt: Date
  id: number
}

export function encodeLeadCursor(sort: LeadSort, position: LeadPosition) {
  const key = sort === 'best_match' ? `${position.score}.` : ''
  return Buffer.from(`${sort[0]}${key}${position.createdAt.getTime()}.${position.id}`, 'latin1').toString(
    'base64url',
  )
}

/** A cursor this call gave for this sort, else a 400 naming `cursor`. */
export function decodeLeadCursor(sort: LeadSort, cursor: string): LeadPosition {
  const text = Buffer.from(cursor, 'base64url').toString('latin1')
  const match =
    sort === 'best_match'
      ? /^b([0-4])\.(\d{1,16})\.(\d{1,10})$/.exec(text)
      : /^n()(\d{1,16})\.(\d{1,10})$/.exec(text)
  const position = {
    score: Number(match?.[1] || 0),
    createdAt: new Date(Number(match?.[2])),
    id: Number(match?.[3]),
  }
  if (!match || Number.isNaN(position.createdAt.getTime()) || encodeLeadCursor(sort, position) !== cursor)
    throw invalidParameter(
      'cursor',
      'cursor is not a cursor this call returned for this sort; start again without it',
    )
  return position
}

export interface LeadsListQuery {
  tab: CandidateTab
  reviewStatus?: ReviewStatus | undefined
  sort: LeadSort
  after?: LeadPosition | undefined
  limit: number
}

/** One lead as the database answers it, before presentation. */
export interface LeadRow {
  id: number
  classifiedId: number | null
  userId: number
  userName: string | null
  mobile: string
  verified: boolean
  reviewStatus: ReviewStatus | null
  viewedAt: Date | null
  createdAt: Date
  score: number
  factors: number[]
  unlocked: boolean
  profile: typeof jobSeekerProfiles.$inferSelect | null
}

/** The columns a tab is ordered by: when (applied, or the profile last updated) and the lead's id. */
const orderKeys = (tab: CandidateTab) =>
  tab === 'responses'
    ? { createdAt: applications.createdAt, id: applications.id }
    : { createdAt: jobSeekerProfiles.updatedAt, id: users.id }

/**
 * The rows of one tab: for responses the job's applications; for database and verified the matching,
 * discoverable seekers who did not apply (verified: a number verified by OTP and a complete profile).
 * `extra` narrows it (a keyset position, one lead).
 */
function tabQuery(
  db: Drizzle,
  job: LeadsJob,
  tab: CandidateTab,
  reviewStatus: ReviewStatus | undefined,
  extra: SQL | undefined,
) {
  const factors = factorSql(job)
  const common = {
    userId: users.id,
    userName: users.name,
    mobile: users.mobile,
    verified: sql<boolean>`${users.mobileVerifiedAt} is not null`,
    score: scoreOf(job, tab).mapWith(Number),
    factors:
      tab === 'responses'
        ? factorsOfBits(applications.matchFactors)
        : sql<number[]>`array[${sql.join(
            BEST_MATCH_FACTORS.map((factor) => factors[factor]),
            sql`, `,
          )}]`,
    profile: jobSeekerProfiles,
  }
  if (tab === 'responses') {
    return db
      .select({
        ...common,
        id: applications.id,
        classifiedId: sql<number | null>`${applications.classifiedId}`,
        reviewStatus: sql<ReviewStatus | null>`${applications.reviewStatus}`,
        viewedAt: applications.viewedAt,
        createdAt: applications.createdAt,
        unlocked: sql<boolean>`true`,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, applications.userId))
      .where(
        and(
          eq(applications.classifiedId, job.id),
          reviewStatus ? eq(applications.reviewStatus, reviewStatus) : undefined,
          extra,
        ),
      )
      .$dynamic()
  }
  return (
    db
      .select({
        ...common,
        id: users.id,
        classifiedId: sql<number | null>`null::integer`,
        reviewStatus: sql<ReviewStatus | null>`null::text`,
        viewedAt: applications.viewedAt,
        createdAt: jobSeekerProfiles.updatedAt,
        unlocked: sql<boolean>`exists (select 1 from ${databaseContacts} where ${databaseContacts.classifiedId} = ${job.id} and ${databaseContacts.userId} = ${users.id})`,
      })
      .from(jobSeekerProfiles)
      .innerJoin(users, eq(users.id, jobSeekerProfiles.userId))
      // never matches (a candidate has not applied): types viewed_at as the responses' column
      .leftJoin(applications, sql`false`)
      .where(and(candidateFilter(job, tab), extra))
      .$dynamic()
  )
}

/**
 * Who is a database (or verified) candidate of the job. The profiles of the job's category and city are
 * found first, on their own (an `= any(array(...))` runs once, by the two GIN indexes), then ordered and
 * paged: asked in one query with the page's order and limit, the planner may instead read every profile in
 * order of update to stop early, a whole-table scan (bench:leads saw it choose that).
 */
function candidateFilter(job: LeadsJob, tab: Exclude<CandidateTab, 'responses'>) {
  const matching = sql`select p.user_id from ${jobSeekerProfiles} p where p.discoverable
    and p.job_category @> array[${job.categoryId}]::integer[] and p.locations @> array[${job.locationId}]::integer[]`
  return and(
    sql`${jobSeekerProfiles.userId} = any(array(${matching}))`,
    sql`not exists (select 1 from ${applications} where ${applications.classifiedId} = ${job.id} and ${applications.userId} = ${jobSeekerProfiles.userId})`,
    tab === 'verified'
      ? and(isNotNull(users.mobileVerifiedAt), isNotNull(jobSeekerProfiles.resumeId))
      : undefined,
  )
}

type QueriedRow = Awaited<ReturnType<typeof tabQuery>>[number]

const toRow = (row: QueriedRow): LeadRow => ({
  ...row,
  score: Number(row.score),
  factors: (row.factors ?? []).map(Number),
  unlocked: Boolean(row.unlocked),
  verified: Boolean(row.verified),
})

/**
 * The query of one page of a tab, unexecuted: listLeads runs it, the benchmark EXPLAINs exactly it. Newest:
 * an index range of (classified_id[, review_status], created_at desc, id desc); responses by best match: an
 * index range of (classified_id[, review_status], match_score desc, created_at desc, id desc) over the
 * stored score; database and verified by best match: the job's candidates (one category and city's
 * seekers, not the whole table) scored and sorted.
 */
export function leadsPageQuery(db: Drizzle, job: LeadsJob, query: LeadsListQuery) {
  const keys = orderKeys(query.tab)
  const score = scoreOf(job, query.tab)
  const { after } = query
  const at = after ? sql`${after.createdAt.toISOString()}::timestamptz` : undefined
  return query.sort === 'best_match'
    ? tabQuery(
        db,
        job,
        query.tab,
        query.reviewStatus,
        after
          ? sql`(${score}, ${keys.createdAt}, ${keys.id}) < (${after.score}, ${at}, ${after.id})`
          : undefined,
      )
        .orderBy(desc(score), desc(keys.createdAt), desc(keys.id))
        .limit(query.limit)
    : tabQuery(
        db,
        job,
        query.tab,
        query.reviewStatus,
        after ? sql`(${keys.createdAt}, ${keys.id}) < (${at}, ${after.id})` : undefined,
      )
        .orderBy(desc(keys.createdAt), desc(keys.id))
        .limit(query.limit)
}

/** One page of a tab (ask limit + 1 rows: the extra one says there is more). A hidden tab is empty. */
export async function listLeads(db: Drizzle, job: LeadsJob, query: LeadsListQuery): Promise<LeadRow[]> {
  if (!isTabShown(query.tab, job)) return []
  return (await leadsPageQuery(db, job, query)).map(toRow)
}

/** How many leads the tab holds (0 for a hidden tab). */
export async function countLeads(
  db: Drizzle,
  job: LeadsJob,
  tab: CandidateTab,
  reviewStatus?: ReviewStatus,
): Promise<number> {
  if (!isTabShown(tab, job)) return 0
  if (tab === 'responses') {
    const [row] = await db
      .select({ total: count() })
      .from(applications)
      .where(
        and(
          eq(applications.classifiedId, job.id),
          reviewStatus ? eq(applications.reviewStatus, reviewStatus) : undefined,
        ),
      )
    return row?.total ?? 0
  }
  const [row] = await db
    .select({ total: count() })
    .from(jobSeekerProfiles)
    .innerJoin(users, eq(users.id, jobSeekerProfiles.userId))
    .where(candidateFilter(job, tab))
  return row?.total ?? 0
}

/** One applicant of the job (the lead id is an application of it), else undefined. */
export async function applicantRow(db: Drizzle, job: LeadsJob, applicationId: number) {
  const [row] = await tabQuery(db, job, 'responses', undefined, eq(applications.id, applicationId))
  return row ? toRow(row) : undefined
}

/** The seeker when they are a database candidate of the job (matching, discoverable, not applied). */
export async function candidateRow(db: Drizzle, job: LeadsJob, userId: number) {
  const [row] = await tabQuery(db, job, 'database', undefined, eq(jobSeekerProfiles.userId, userId))
  return row ? toRow(row) : undefined
}

/**
 * Spends one of the job's database contacts on the seeker (none when they were unlocked already): false when
 * none is left. The job's row is locked while counting, so two taps at once cannot spend more than allowed.
 */
export async function unlockCandidate(db: Drizzle, job: LeadsJob, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // one unlock of a job at a time: the count and the insert cannot interleave
    await tx.select({ id: classifieds.id }).from(classifieds).where(eq(classifieds.id, job.id)).for('update')
    const [already] = await tx
      .select({ userId: databaseContacts.userId })
      .from(databaseContacts)
      .where(and(eq(databaseContacts.classifiedId, job.id), eq(databaseContacts.userId, userId)))
    if (already) return true
    const { left } = await contactAllowance(tx as unknown as Drizzle, job)
    if (left <= 0) return false
    await tx
      .insert(databaseContacts)
      .values({ classifiedId: job.id, userId, advertiserId: job.advertiserId })
      .onConflictDoNothing()
    return true
  })
}

/** Sets viewed_at the first time the advertiser opens the applicant (later opens change nothing). */
export async function markViewed(db: Drizzle, applicationId: number) {
  await db
    .update(applications)
    .set({ viewedAt: sql`coalesce(${applications.viewedAt}, now())` })
    .where(eq(applications.id, applicationId))
}

/** Sets the applicant's status either way; Contacted also stamps contacted_at; both mark it viewed. */
export async function setReviewStatus(db: Drizzle, applicationId: number, status: ReviewStatus) {
  await db
    .update(applications)
    .set({
      reviewStatus: status,
      viewedAt: sql`coalesce(${applications.viewedAt}, now())`,
      ...(status === 'contacted' ? { contactedAt: sql`now()` } : {}),
    })
    .where(eq(applications.id, applicationId))
}

/** A lead as the calls answer it: titles in `locale`; a locked candidate's number and resume withheld. */
/** The profile options' titles by field and id, built once per reference data and language (not per lead). */
const titleCache = new WeakMap<ReferenceData, Map<Locale, Map<string, string>>>()
function titlesOf(reference: ReferenceData, locale: Locale) {
  let byLocale = titleCache.get(reference)
  if (!byLocale) {
    byLocale = new Map()
    titleCache.set(reference, byLocale)
  }
  let titles = byLocale.get(locale)
  if (!titles) {
    const options = profileOptions(reference, locale)
    titles = new Map(
      Object.entries(options).flatMap(([field, choices]) =>
        choices.map((choice) => [`${field}:${choice.id}`, choice.title] as const),
      ),
    )
    byLocale.set(locale, titles)
  }
  const found = titles
  return (field: ProfileOptionField, id: number | null | undefined) => found.get(`${field}:${id}`) ?? ''
}

export function presentLead(row: LeadRow, reference: ReferenceData, locale: Locale): Lead {
  const title = titlesOf(reference, locale)
  const locked = !row.unlocked
  return {
    id: row.id,
    classified: row.classifiedId,
    job_seeker: {
      user_name: row.profile?.name ?? row.userName ?? '',
      user_number: locked ? null : row.mobile,
      gender: { title: title('gender', row.profile?.gender) },
      qualification: { value: title('qualification', row.profile?.qualification) },
      experience: { value: title('experience', row.profile?.experience) },
      user: row.userId,
    },
    review_status: row.reviewStatus,
    viewed_at: row.viewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    match_score: row.score,
    matched: BEST_MATCH_FACTORS.filter((_factor, index) => row.factors[index] === 1),
    verified: row.verified,
    has_resume: !locked && Boolean(row.profile?.resumeId),
    contact_lock: locked ? 'plan' : null,
  }
}

/** An applicant with their profile (titles in `locale`). */
export function presentLeadDetail(row: LeadRow, reference: ReferenceData, locale: Locale): LeadDetail {
  const title = titlesOf(reference, locale)
  const profile = row.profile
  const role = profile?.jobRole == null ? undefined : reference.primaryJobRolesById.get(profile.jobRole)
  return {
    ...presentLead(row, reference, locale),
    profile: {
      past_employer: profile?.pastEmployer ?? null,
      recent_designation: profile?.recentDesignation ?? null,
      salary: profile?.salary == null ? null : title('salary', profile.salary) || null,
      job_type: title('job_type', profile?.jobType),
      work_time: title('work_time', profile?.workTime),
      shift_timing: title('shift_timing', profile?.shiftTiming),
      job_categories: (profile?.jobCategories ?? []).map((id) => title('job_category', id)),
      job_role: role ? nameIn({ englishName: role.name, translations: role.translations }, locale) : null,
      locations: (profile?.locations ?? []).map((id) => title('locations', id)),
      specialization: title('specialization', profile?.specialization),
    },
  }
}
