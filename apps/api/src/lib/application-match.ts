/**
 * Best match (issue #9, decision 034): which of BEST_MATCH_FACTORS a seeker's profile shares with a job. The
 * one definition of the factors: the database and verified tabs compute them at query time for one job;
 * an application stores them (`match_factors`, a bit per factor in BEST_MATCH_FACTORS' order, and
 * `match_score`, how many), written when it is created and refreshed, in the same transaction, when the
 * seeker saves their profile or the job's category, city, experience or qualification changes.
 */
import { BEST_MATCH_FACTORS, type BestMatchFactor } from '@localjobs/api-client/leads/types'
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Drizzle } from '#src/db/database.ts'
import { type ApplicationSource, applications, classifieds, jobSeekerProfiles } from '#src/db/schema.ts'
import { CODE_VALUES, FILTER } from './filter-catalog.ts'

/** What a job asks for, as one job's values (query parameters) or as SQL over the `classifieds` row. */
export interface MatchJobTerms {
  categoryId: number | SQLWrapper
  locationId: number | SQLWrapper
  experienceMinYears: number | SQLWrapper
  /** the job's minimum qualification as the profile's qualification id (higher is more) */
  qualificationRank: number | SQLWrapper
}

/** The job's qualification code as the profile's qualification id (0 for an unknown code). */
export const QUALIFICATION_RANKS: Readonly<Record<string, number>> = CODE_VALUES[FILTER.qualification].ids

const qualificationRankSql = (code: SQLWrapper) =>
  sql<number>`(case ${code} ${sql.join(
    Object.entries(QUALIFICATION_RANKS).map(([name, rank]) => sql.raw(`when '${name}' then ${rank}`)),
    sql` `,
  )} else 0 end)`

/** The terms of the job the `classifieds` row in the query is. */
export const CLASSIFIED_TERMS: MatchJobTerms = {
  categoryId: classifieds.categoryId,
  locationId: classifieds.locationId,
  experienceMinYears: classifieds.experienceMinYears,
  qualificationRank: qualificationRankSql(classifieds.qualification),
}

/** Each factor as SQL over the `job_seeker_profiles` row (1 when it matches, 0 without a profile). */
export const factorSql = (job: MatchJobTerms): Record<BestMatchFactor, SQL<number>> => ({
  category: sql<number>`coalesce((${jobSeekerProfiles.jobCategories} @> array[${job.categoryId}]::integer[])::int, 0)`,
  locality: sql<number>`coalesce((${jobSeekerProfiles.locations} @> array[${job.locationId}]::integer[])::int, 0)`,
  experience: sql<number>`coalesce((${jobSeekerProfiles.experience} >= ${job.experienceMinYears})::int, 0)`,
  qualification: sql<number>`coalesce((${jobSeekerProfiles.qualification} >= ${job.qualificationRank})::int, 0)`,
})

const factorList = (job: MatchJobTerms) => {
  const factors = factorSql(job)
  return BEST_MATCH_FACTORS.map((factor) => factors[factor])
}

/** How many factors match (0-4). */
export const scoreSql = (job: MatchJobTerms) => sql<number>`(${sql.join(factorList(job), sql` + `)})`

/** The factors as bits: BEST_MATCH_FACTORS[i] is 2^i (0-15). */
export const factorBitsSql = (job: MatchJobTerms) =>
  sql<number>`(${sql.join(
    factorList(job).map((factor, index) => sql`${factor} * ${sql.raw(String(2 ** index))}`),
    sql` + `,
  )})`

/** Stored bits as the factors' 0/1 list in BEST_MATCH_FACTORS' order (what the computed tabs answer). */
export const factorsOfBits = (bits: SQLWrapper) =>
  sql<number[]>`array[${sql.join(
    BEST_MATCH_FACTORS.map((_factor, index) => sql`(${bits} >> ${sql.raw(String(index))}) & 1`),
    sql`, `,
  )}]`

/** Which applications to refresh: one seeker's, one job's, one, or every one (bulk loads: seed, bench). */
export type MatchScope = { userId: number } | { classifiedId: number } | { applicationId: number } | 'all'

/**
 * Scores the applications in `scope` again from their seekers' profiles and jobs as they are now (rows whose
 * score did not change are not written). Call it inside the transaction that changed the profile or job.
 */
export async function refreshApplicationMatch(db: Drizzle, scope: MatchScope): Promise<void> {
  const scoped = alias(applications, 'scoped_application')
  const fresh = db
    .select({
      id: scoped.id,
      factors: factorBitsSql(CLASSIFIED_TERMS).as('factors'),
      score: scoreSql(CLASSIFIED_TERMS).as('score'),
    })
    .from(scoped)
    .innerJoin(classifieds, eq(classifieds.id, scoped.classifiedId))
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, scoped.userId))
    .where(
      scope === 'all'
        ? undefined
        : 'userId' in scope
          ? eq(scoped.userId, scope.userId)
          : 'classifiedId' in scope
            ? eq(scoped.classifiedId, scope.classifiedId)
            : eq(scoped.id, scope.applicationId),
    )
    .as('fresh')
  await db
    .update(applications)
    .set({ matchFactors: sql`${fresh.factors}`, matchScore: sql`${fresh.score}` })
    .from(fresh)
    .where(and(eq(applications.id, fresh.id), sql`${applications.matchFactors} <> ${fresh.factors}`))
}

/**
 * Records the application once, scored from the seeker's profile and the job (one transaction); `id` is
 * undefined when the seeker had applied already.
 */
export async function insertApplication(
  db: Drizzle,
  values: { userId: number; classifiedId: number; source: ApplicationSource; createdAt?: Date },
): Promise<{ id: number | undefined }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values(values)
      .onConflictDoNothing({ target: [applications.userId, applications.classifiedId] })
      .returning({ id: applications.id })
    if (row) await refreshApplicationMatch(tx as unknown as Drizzle, { applicationId: row.id })
    return { id: row?.id }
  })
}
