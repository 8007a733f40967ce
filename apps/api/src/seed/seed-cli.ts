import { parseArgs } from 'node:util'
import { createDatabase } from '#src/db/database.ts'
import { applyMigrations } from '#src/db/migrate.ts'
import { loadEnv } from '#src/env.ts'
import { DEFAULT_SEED } from './generate.ts'
import { clearSeededData, countClassifieds, seedDatabase } from './seed.ts'

const usage = `usage: pnpm db:seed [--jobs N] [--seed N] [--reset]
  --jobs N   active jobs to create (default SEED_JOBS, 5000)
  --seed N   PRNG seed; the same seed gives the same jobs (default ${DEFAULT_SEED})
  --reset    empty the seeded tables first; without it a database that has jobs is left alone`

const { values } = parseArgs({
  options: {
    jobs: { type: 'string' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.info(usage)
  process.exit(0)
}
const wholeNumber = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value)) {
    console.error(`--${name} must be a whole number\n${usage}`)
    process.exit(2)
  }
  return Number(value)
}

const env = loadEnv()
const jobs = wholeNumber('jobs', values.jobs, env.SEED_JOBS)
const seed = wholeNumber('seed', values.seed, DEFAULT_SEED)
const database = await createDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR })
try {
  await database.exclusive(async (db) => {
    await applyMigrations(db)
    if (values.reset) await clearSeededData(db)
    const existing = await countClassifieds(db)
    if (existing > 0) {
      console.info(`the database already has ${existing} jobs; nothing seeded (use --reset to replace them)`)
      return
    }
    const result = await seedDatabase(db, { jobs, seed })
    console.info(
      `seeded ${result.classifieds} jobs (${result.active} active) in ${result.milliseconds} ms (${database.engine})`,
    )
  })
} finally {
  await database.close()
}
