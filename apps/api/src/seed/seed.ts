import { count, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Drizzle } from '#src/db/database.ts'
import {
  advertisers,
  categories,
  classifieds,
  jobTitles,
  localities,
  locations,
  optionLabels,
  primaryJobRoles,
  states,
} from '#src/db/schema.ts'
import { buildAdvertisers, buildReferenceRows, generateClassifieds, type SeedOptions } from './generate.ts'
import { seedPlans } from './plans.ts'

export interface SeedResult {
  /** every job written, active or not */
  classifieds: number
  active: number
  milliseconds: number
}

/** 22 columns x 1,000 rows stays well under PostgreSQL's 65,535 parameters per statement. */
const CLASSIFIED_BATCH = 1_000

export async function countClassifieds(db: Drizzle): Promise<number> {
  const [row] = await db.select({ total: count() }).from(classifieds)
  return row?.total ?? 0
}

/**
 * Writes the reference data and `options.jobs` active jobs (plus a few in other states) in one
 * transaction, then refreshes the planner statistics, which PGlite would otherwise never gather.
 */
export async function seedDatabase(db: Drizzle, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now()
  const reference = buildReferenceRows()
  let inserted = 0
  await db.transaction(async (tx) => {
    const insertAll = async <T extends PgTable>(table: T, rows: T['$inferInsert'][], batch = 1_000) => {
      for (let i = 0; i < rows.length; i += batch) {
        await tx
          .insert(table)
          .values(rows.slice(i, i + batch))
          .onConflictDoNothing()
      }
    }
    await insertAll(states, reference.states)
    await insertAll(locations, reference.locations)
    await insertAll(localities, reference.localities)
    await insertAll(categories, reference.categories)
    await insertAll(jobTitles, reference.jobTitles)
    await insertAll(primaryJobRoles, reference.primaryJobRoles)
    await insertAll(optionLabels, reference.optionLabels)
    await seedPlans(tx)
    await insertAll(advertisers, buildAdvertisers(options.jobs, options.seed))
    for (const batch of generateClassifieds(options, CLASSIFIED_BATCH)) {
      await tx.insert(classifieds).values(batch)
      inserted += batch.length
    }
    // Rows were written with explicit ids; move each identity on so later inserts do not collide.
    for (const table of ['localities', 'primary_job_roles', 'advertisers', 'classifieds']) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        ),
      )
    }
  })
  await db.execute(sql`analyze`)
  return {
    classifieds: inserted,
    active: options.jobs,
    milliseconds: Math.round(performance.now() - started),
  }
}

/** Empties every table the seed fills, for `db:seed --reset`. */
export async function clearSeededData(db: Drizzle): Promise<void> {
  await db.execute(
    sql`truncate sales_leads, plan_upselling_options, plans, applications, classifieds, advertisers, option_labels, primary_job_roles, job_titles, categories, localities, locations, states restart identity`,
  )
}
