import { createDatabase } from '#src/db/database.ts'
import { migrateDatabase } from '#src/db/migrate.ts'
import { loadEnv } from '#src/env.ts'
import { runRolesCommand } from '#src/lib/roles-command.ts'

// `./run --filter @localjobs/api roles -- grant ops 9xxxxxxxxx`: staff roles (decision 017).
const env = loadEnv()
const database = await createDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR })
try {
  await migrateDatabase(database)
  const args = process.argv.slice(2).filter((arg) => arg !== '--')
  const { exitCode, output } = await runRolesCommand(database.db, args)
  ;(exitCode === 0 ? console.info : console.error)(output)
  process.exitCode = exitCode
} finally {
  await database.close()
}
