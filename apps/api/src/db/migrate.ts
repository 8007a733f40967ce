import { fileURLToPath } from 'node:url'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { Database, Drizzle } from './database.ts'

/** The checked-in SQL that drizzle-kit generated from schema.ts; the same files for both engines. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url))

/** Applies the migrations not yet applied; running it again is a no-op. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.exclusive((db) => applyMigrations(db))
}

/** For callers already holding `exclusive`. */
export async function applyMigrations(db: Drizzle): Promise<void> {
  // drizzle's PGlite and node-postgres migrators are the same function over the shared pg dialect.
  await migrate(db as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER })
}
