import type { Env } from '#src/env.ts'
import { countClassifieds, seedDatabase } from '#src/seed/seed.ts'
import { createDatabase, type Database } from './database.ts'
import { applyMigrations } from './migrate.ts'

export interface PrepareDatabaseOptions {
  env: Pick<Env, 'DATABASE_URL' | 'PGLITE_DATA_DIR' | 'SEED_JOBS'>
  /** Active jobs to create when the database has none; defaults to env.SEED_JOBS. 0 skips seeding. */
  seedJobs?: number
  log?: (message: string) => void
}

export interface PreparedDatabase extends Database {
  /** jobs this start seeded: 0 unless the database was empty */
  seeded: number
}

/**
 * Opens the database the environment names (PostgreSQL with DATABASE_URL, else PGlite in
 * PGLITE_DATA_DIR), applies pending migrations and, on the very first start only, seeds it.
 * The caller owns the returned database and closes it after the server.
 */
export async function prepareDatabase({
  env,
  seedJobs = env.SEED_JOBS,
  log = (message) => console.info(message),
}: PrepareDatabaseOptions): Promise<PreparedDatabase> {
  const database = await createDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir: env.PGLITE_DATA_DIR,
    onPoolError: (error) => log(`PostgreSQL pool error: ${error.message}`),
  })
  try {
    log(
      database.engine === 'postgres' ? 'database: PostgreSQL' : `database: PGlite in ${env.PGLITE_DATA_DIR}`,
    )
    const seeded = await database.exclusive(async (db) => {
      await applyMigrations(db)
      if (seedJobs === 0 || (await countClassifieds(db)) > 0) return 0
      log(`database is empty: seeding ${seedJobs} jobs`)
      const result = await seedDatabase(db, { jobs: seedJobs })
      log(`seeded ${result.classifieds} jobs (${result.active} active) in ${result.milliseconds} ms`)
      return result.classifieds
    })
    return { ...database, seeded }
  } catch (error) {
    await database.close()
    throw error
  }
}
