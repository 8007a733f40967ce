import { and, eq, sql } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { classifieds } from '#src/db/schema.ts'
import { isLive } from '#src/plugins/app/classifieds-repository.ts'
import { finding, type LookupRule } from './rule.ts'

/** How many live jobs a norm needs, and how far above it a salary is suspicious. */
export const SALARY_NORM_MIN_JOBS = 5
export const SALARY_NORM_FACTOR = 2

/** The median salary_max of live jobs matching `where`, when there are at least SALARY_NORM_MIN_JOBS of them. */
async function medianSalaryMax(db: Drizzle, where: ReturnType<typeof and>): Promise<number | undefined> {
  const [row] = await db
    .select({
      jobs: sql<number>`count(*)::int`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${classifieds.salaryMax})`,
    })
    .from(classifieds)
    .where(and(isLive(), where))
  if (!row || row.jobs < SALARY_NORM_MIN_JOBS || row.median === null) return undefined
  return Number(row.median)
}

/**
 * The salary is far above the category's norm: salary_max over twice the median salary_max of the live jobs
 * of the category in the city (at least 5 of them), else of the category in every city; no finding without a
 * norm.
 */
export const salaryAboveNorm: LookupRule = {
  code: 'salary_above_norm',
  weight: 25,
  async check(db, post) {
    const inCity = await medianSalaryMax(
      db,
      and(eq(classifieds.categoryId, post.job_category), eq(classifieds.locationId, post.job_location_city)),
    )
    const median = inCity ?? (await medianSalaryMax(db, eq(classifieds.categoryId, post.job_category)))
    if (median === undefined || post.salary_max <= SALARY_NORM_FACTOR * median) return undefined
    const where = inCity === undefined ? 'in every city' : 'in this city'
    return finding(
      this,
      `The salary ₹${post.salary_max} is over ${SALARY_NORM_FACTOR} times the category's median ₹${Math.round(median)} ${where}`,
      String(post.salary_max),
    )
  },
}
