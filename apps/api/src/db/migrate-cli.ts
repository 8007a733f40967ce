import { loadEnv } from '#src/env.ts'
import { createDatabase } from './database.ts'
import { migrateDatabase } from './migrate.ts'

// `pnpm db:migrate`: applies pending migrations to the database the environment names.
const env = loadEnv()
const database = await createDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR })
try {
  await migrateDatabase(database)
  console.info(`migrations applied (${database.engine})`)
} finally {
  await database.close()
}
