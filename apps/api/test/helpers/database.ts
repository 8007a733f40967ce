import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
  const migrate = options.migrate !== false
  const template = !adminUrl && migrate ? await readTemplate() : undefined
  const database = adminUrl
    ? await createPostgresTestDatabase(adminUrl, migrate ? await postgresTemplate(adminUrl) : undefined)
    : await createDatabase({ pgliteLoadDataDir: template })
  try {
    if (migrate && !template && !adminUrl) {
      await migrateDatabase(database)
      await writeTemplate(database)
    }
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

/**
 * Booting an empty PGlite takes about 2 s (initdb), one started from a tarball of a migrated one about 0.4 s:
 * the first file of a run migrates and leaves its files in the temporary directory, named by a hash of the
 * migrations and the PGlite version, and every later file starts from them. Written under another name and
 * renamed, so two workers writing at once never leave half a file.
 */
const templateHash = (() => {
  const migrations = new URL('../../migrations/', import.meta.url)
  const hash = createHash('sha256')
  const walk = (dir: URL, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (entry.isDirectory()) walk(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`)
      else hash.update(`${prefix}${entry.name}\0`).update(readFileSync(new URL(entry.name, dir)))
    }
  }
  walk(migrations, '')
  // where PGlite resolves from names its version (node_modules/.pnpm/@electric-sql+pglite@<version>/...)
  hash.update(import.meta.resolve('@electric-sql/pglite'))
  return hash.digest('hex').slice(0, 16)
})()
const templatePath = join(tmpdir(), `localjobs-test-pglite-${templateHash}.tar`)

async function readTemplate(): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(templatePath)])
  } catch {
    return undefined
  }
}

async function writeTemplate(database: Database) {
  const dump = await database.dumpDataDir?.()
  if (!dump) return
  const partial = `${templatePath}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
  await rename(partial, templatePath)
}

/**
 * On PostgreSQL the same: one migrated database per run, `localjobs_template_<hash>`, made by the first file
 * (under an advisory lock, so workers starting at once make it once) and copied by `create database ...
 * template` for each file (0.3 s instead of 0.7 s with the migrations). Answers its name.
 */
async function postgresTemplate(url: string): Promise<string> {
  const name = `localjobs_template_${templateHash}`
  return withAdmin(url, async (admin) => {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
    if (await exists()) return name
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY])
    try {
      if (await exists()) return name
      const building = `${name}_${randomBytes(4).toString('hex')}`
      await admin.query(`create database "${building}"`)
      const buildingUrl = new URL(url)
      buildingUrl.pathname = `/${building}`
      const database = await createDatabase({ databaseUrl: buildingUrl.toString() })
      try {
        await migrateDatabase(database)
      } finally {
        await database.close()
      }
      await admin.query(`alter database "${building}" rename to "${name}"`)
      return name
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY])
    }
  })
}

const TEMPLATE_LOCK_KEY = 7_350_002

async function createPostgresTestDatabase(url: string, template: string | undefined): Promise<Database> {
  const created = await newPostgresDatabase(url, template)
  const database = await createDatabase({ databaseUrl: created.url })
  return {
    ...database,
    close: async () => {
      await database.close()
      await created.drop()
    },
  }
}

/** A new database on the server of `url`, copied from `template` when given: its URL, and drop() to remove it. */
async function newPostgresDatabase(url: string, template: string | undefined) {
  const name = `localjobs_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdmin(url, (admin) =>
    admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  )
  const databaseUrl = new URL(url)
  databaseUrl.pathname = `/${name}`
  return {
    url: databaseUrl.toString(),
    drop: () => withAdmin(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`)),
  }
}

/**
 * On PostgreSQL (TEST_DATABASE_URL), a migrated database for servers a test starts in processes of their own
 * (they may share it, as replicas do): its URL and drop(). Undefined on PGlite, which one process owns.
 */
export async function createSharedTestDatabase(): Promise<
  { url: string; drop: () => Promise<unknown> } | undefined
> {
  if (!adminUrl) return undefined
  return newPostgresDatabase(adminUrl, await postgresTemplate(adminUrl))
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
