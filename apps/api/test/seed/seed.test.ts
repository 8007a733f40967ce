import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { advertisers, categories, classifieds, locations } from '#src/db/schema.ts'
import { generateClassifieds } from '#src/seed/generate.ts'
import { countClassifieds } from '#src/seed/seed.ts'
import { createTestDatabase } from '../helpers/database.ts'

const referenceTime = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000)
let database: Database

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 250, seed: 99, referenceTime })
})
afterAll(async () => {
  await database?.close()
})

describe('seedDatabase', () => {
  it('stores exactly the generated jobs', async () => {
    const expected = [...generateClassifieds({ jobs: 250, seed: 99, referenceTime })].flat()
    const stored = await database.db.select().from(classifieds).orderBy(asc(classifieds.id))
    // filter_tags is the database's own (a generated column); the rest is exactly what was generated.
    expect(stored.map(({ filterTags: _, ...row }) => row)).toEqual(expected)
    expect(stored.every((row) => row.filterTags.length > 0)).toBe(true)
  })

  it('gives every city and every category live jobs', async () => {
    const rowsOf = (result: unknown) => (result as { rows: { n: number }[] }).rows
    const [cityless] = rowsOf(
      await database.db.execute(sql`
        select count(*)::int as n from ${locations} l where not exists (
          select 1 from ${classifieds} c where c.location_id = l.id and c.status = 'active' and c.valid_through > now())`),
    )
    const [categoryless] = rowsOf(
      await database.db.execute(sql`
        select count(*)::int as n from ${categories} k where not exists (
          select 1 from ${classifieds} c where c.category_id = k.id and c.status = 'active' and c.valid_through > now())`),
    )
    expect(cityless?.n).toBe(0)
    expect(categoryless?.n).toBe(0)
  })

  it('leaves the id sequences after the seeded rows, so new jobs can be posted', async () => {
    const before = await countClassifieds(database.db)
    const [template] = await database.db.select().from(classifieds).where(eq(classifieds.id, 1))
    const { id: _id, ...job } = template!
    const [posted] = await database.db.insert(classifieds).values(job).returning({ id: classifieds.id })
    expect(posted?.id).toBe(before + 1)
    const [advertiser] = await database.db
      .insert(advertisers)
      .values({ name: 'New Advertiser', companyName: 'New Co', mobile: '9123456789' })
      .returning({ id: advertisers.id })
    expect(advertiser?.id).toBeGreaterThan(1)
  })

  it('refreshes planner statistics, which PGlite would never gather by itself', async () => {
    const result = await database.db.execute(
      sql`select reltuples::int as n from pg_class where relname = 'classifieds'`,
    )
    const [row] = (result as { rows: { n: number }[] }).rows
    expect(row?.n).toBeGreaterThan(0)
  })
})
