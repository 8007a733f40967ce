import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDatabase, type Database } from '#src/db/database.ts'
import { migrateDatabase } from '#src/db/migrate.ts'
import type { SeedOptions } from '#src/seed/generate.ts'
import { seedDatabase } from '#src/seed/seed.ts'

/**
 * Set by the test orchestrator to run the suite on PostgreSQL: a URL to a server where databases may be
 * created and dropped. Unset, the suite runs on PGlite in memory.
 */
const adminUrl = process.env.TEST_DATABASE_URL || undefined

export const testEngine = adminUrl ? 'postgres' : 'pglite'

export interface TestDatabaseOptions {
  /** Seed this many active jobs (plus a few in other states); 0 leaves the tables empty. */
  jobs?: number
  seed?: number
  referenceTime?: Date
  /** false leaves the database without tables */
  migrate?: boolean
}

/**
 * A database of its own for one test file: PGlite in memory, or a fresh PostgreSQL database created
 * from TEST_DATABASE_URL and dropped again by close(). Migrated, and seeded when asked.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const database = adminUrl ? await createPostgresTestDatabase(adminUrl) : await createDatabase()
  try {
    if (options.migrate !== false) await migrateDatabase(database)
    if (options.jobs) {
      const seedOptions: SeedOptions = { jobs: options.jobs }
      if (options.seed !== undefined) seedOptions.seed = options.seed
      if (options.referenceTime) seedOptions.referenceTime = options.referenceTime
      await database.exclusive((db) => seedDatabase(db, seedOptions))
    }
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}

async function createPostgresTestDatabase(url: string): Promise<Database> {
  const name = `localjobs_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdmin(url, (admin) => admin.query(`create database "${name}"`))
  const databaseUrl = new URL(url)
  databaseUrl.pathname = `/${name}`
  const database = await createDatabase({ databaseUrl: databaseUrl.toString() })
  return {
    ...database,
    close: async () => {
      await database.close()
      await withAdmin(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`))
    },
  }
}

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}
