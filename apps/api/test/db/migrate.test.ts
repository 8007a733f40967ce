import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { migrateDatabase } from '#src/db/migrate.ts'
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
      'applications',
      'categories',
      'classifieds',
      'job_reports',
      'job_seeker_profiles',
      'job_titles',
      'legacy_tokens',
      'localities',
      'locations',
      'option_labels',
      'otp_codes',
      'plan_upselling_options',
      'plans',
      'primary_job_roles',
      'refresh_tokens',
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
