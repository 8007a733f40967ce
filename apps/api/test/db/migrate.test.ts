import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { MIGRATIONS_FOLDER, migrateDatabase } from '#src/db/migrate.ts'
import { jobSeekerProfiles, users } from '#src/db/schema.ts'
import { refreshApplicationMatch } from '#src/lib/application-match.ts'
import { seedDatabase } from '#src/seed/seed.ts'
import { createTestDatabase } from '../helpers/database.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false })
})
afterAll(async () => {
  await database?.close()
})

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows

describe('migrations', () => {
  it('create the schema, and applying them again changes nothing', async () => {
    await migrateDatabase(database)
    await migrateDatabase(database)
    const tables = rowsOf(
      await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      ),
    ).map((row) => row.table_name)
    expect(tables).toEqual([
      'advertiser_parameter_logs',
      'advertisers',
      'applicant_digests',
      'applications',
      'categories',
      'classifieds',
      'database_contacts',
      'job_reports',
      'job_seeker_profiles',
      'job_titles',
      'legacy_tokens',
      'localities',
      'locations',
      'option_labels',
      'otp_codes',
      'payment_fulfilments',
      'payment_orders',
      'payment_webhook_events',
      'plan_upselling_options',
      'plans',
      'primary_job_roles',
      'refresh_tokens',
      'resume_accesses',
      'resumes',
      'sales_leads',
      'scheduled_jobs',
      'sessions',
      'states',
      'submission_drafts',
      'submission_events',
      'submissions',
      'token_families',
      'user_roles',
      'users',
    ])
    const applied = rowsOf(
      await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    )
    expect(applied[0]?.n).toBeGreaterThan(0)
    await migrateDatabase(database)
    const again = rowsOf(
      await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    )
    expect(again[0]?.n).toBe(applied[0]?.n)
  })

  it('create one index per feed filter, in the feed order', async () => {
    const indexes = rowsOf(
      await database.db.execute(
        sql`select indexname, indexdef from pg_indexes where tablename = 'classifieds' order by 1`,
      ),
    )
    const definition = (name: string) => String(indexes.find((row) => row.indexname === name)?.indexdef)
    expect(definition('classifieds_feed_idx')).toContain('(status, posted_at DESC, id DESC)')
    expect(definition('classifieds_feed_location_idx')).toContain(
      '(status, location_id, posted_at DESC, id DESC)',
    )
    expect(definition('classifieds_feed_category_idx')).toContain(
      '(status, category_id, posted_at DESC, id DESC)',
    )
    expect(definition('classifieds_feed_category_location_idx')).toContain(
      '(status, category_id, location_id, posted_at DESC, id DESC)',
    )
    expect(definition('classifieds_filter_tags_idx')).toContain('USING gin (filter_tags)')
    expect(definition('classifieds_promoted_idx')).toMatch(/WHERE \(?promoted_rank IS NOT NULL/)
  })

  it("let a fresher's profile go without employer, job title and salary, and hold a job role", async () => {
    const columns = rowsOf(
      await database.db.execute(
        sql`select column_name, is_nullable, data_type from information_schema.columns
            where table_name = 'job_seeker_profiles' order by 1`,
      ),
    )
    const column = (name: string) => columns.find((row) => row.column_name === name)
    for (const name of ['past_employer', 'recent_designation', 'salary', 'job_role'])
      expect(column(name)?.is_nullable).toBe('YES')
    for (const name of ['name', 'experience', 'job_category', 'locations'])
      expect(column(name)?.is_nullable).toBe('NO')
    expect(column('job_role')?.data_type).toBe('integer')
  })
})

/** The migrations before `tag` only, in a folder of their own: a database as it was before that migration. */
function migrationsBefore(tag: string) {
  const folder = mkdtempSync(join(tmpdir(), 'localjobs-migrations-'))
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  if (at < 0) throw new Error(`no migration ${tag}`)
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
  return folder
}

describe('migration 0014_application_match (best match stored, decision 034)', () => {
  let old: Database
  let folder = ''
  beforeAll(async () => {
    old = await createTestDatabase({ migrate: false })
    folder = migrationsBefore('0014_application_match')
  })
  afterAll(async () => {
    await old?.close()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  it("scores the applications made before it from their seekers' profiles and jobs, as the code does", async () => {
    await old.exclusive((db) => migrate(db as NodePgDatabase, { migrationsFolder: folder }))
    // today's seed writes the plans' applicants_allowed (0015, #10): the table as it was gets it for the seed only
    await old.db.execute(sql`alter table plans add column applicants_allowed integer`)
    await old.exclusive((db) => seedDatabase(db, { jobs: 5 }))
    await old.db.execute(sql`alter table plans drop column applicants_allowed`)
    // a job asking for 2 years and below 10th (the profile's qualification 2)
    const [job] = rowsOf(
      await old.db.execute(
        sql`update classifieds set experience_min_years = 2, experience_max_years = 5, qualification = 'below_10th'
            where id = (select min(id) from classifieds) returning id, category_id, location_id, experience_min_years`,
      ),
    )
    if (!job) throw new Error('the seed has no job')
    const category = Number(job.category_id)
    const city = Number(job.location_id)
    const years = Number(job.experience_min_years)
    // [profile (none: no profile), the factors' bits (category 1, locality 2, experience 4, qualification 8), score]
    const rows: [Partial<typeof jobSeekerProfiles.$inferInsert> | null, number, number][] = [
      [{ jobCategories: [category], locations: [city], experience: years, qualification: 2 }, 15, 4],
      [{ jobCategories: [category + 1000], locations: [city], experience: years, qualification: 1 }, 6, 2],
      [
        { jobCategories: [category], locations: [city + 1000], experience: years - 1, qualification: 8 },
        9,
        2,
      ],
      [{ jobCategories: [category + 1000], locations: [city + 1000], experience: 0, qualification: 1 }, 0, 0],
      [null, 0, 0],
    ]
    const expected = new Map<number, [number, number]>()
    for (const [index, [profile, bits, score]] of rows.entries()) {
      const [user] = await old.db
        .insert(users)
        .values({ mobile: `69000000${String(index).padStart(2, '0')}`, name: 'Seeker' })
        .returning({ id: users.id })
      if (!user) throw new Error('no user')
      if (profile)
        await old.db.insert(jobSeekerProfiles).values({
          userId: user.id,
          name: 'Seeker',
          gender: 1,
          specialization: 1,
          jobType: 1,
          workTime: 1,
          shiftTiming: 1,
          jobCategories: [],
          locations: [],
          experience: 0,
          qualification: 1,
          ...profile,
        })
      // the table as it was: no match columns yet
      const [application] = rowsOf(
        await old.db.execute(
          sql`insert into applications (user_id, classified_id, source) values (${user.id}, ${job.id}, 'details') returning id`,
        ),
      )
      expected.set(Number(application?.id), [bits, score])
    }

    await migrateDatabase(old)
    const stored = async () =>
      new Map(
        rowsOf(
          await old.db.execute(
            sql`select id, match_factors, match_score from applications where classified_id = ${job.id}`,
          ),
        ).map((row) => [Number(row.id), [Number(row.match_factors), Number(row.match_score)]]),
      )
    const backfilled = await stored()
    expect(backfilled).toEqual(expected)
    // the code's refresh agrees with the backfill: it finds nothing to change
    await refreshApplicationMatch(old.db, 'all')
    expect(await stored()).toEqual(backfilled)
  })
})
