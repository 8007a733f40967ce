import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'

/** The query builder every repository uses; the same on both engines. */
export type Drizzle = PgDatabase<PgQueryResultHKT>

export type DatabaseEngine = 'pglite' | 'postgres'

export interface Database {
  db: Drizzle
  engine: DatabaseEngine
  /**
   * Runs `work` on one connection while holding a database-wide advisory lock, so that several API
   * processes starting at once migrate and seed one after another instead of racing.
   */
  exclusive<T>(work: (db: Drizzle) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** PGlite only: its files as one tarball, to start another instance from (`pgliteLoadDataDir`) */
  dumpDataDir?: () => Promise<Blob>
}

export interface CreateDatabaseOptions {
  /** A postgres:// URL: use PostgreSQL. Without it the embedded PGlite is used. */
  databaseUrl?: string | undefined
  /** Where PGlite keeps its files; without it PGlite runs in memory (tests). */
  pgliteDataDir?: string | undefined
  /**
   * A PGlite tarball (`dumpDataDir`) to start from instead of an empty database: the tests start each file's
   * database from one migrated template, as booting an empty PGlite takes seconds
   */
  pgliteLoadDataDir?: Blob | undefined
  /** Called when an idle PostgreSQL connection fails (the pool replaces it); defaults to console.error. */
  onPoolError?: (error: Error) => void
  /** Longest a single PostgreSQL statement may run. */
  statementTimeoutMs?: number
}

const ADVISORY_LOCK_KEY = 7_350_001

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return createPostgresDatabase(options.databaseUrl, options)
  return createPgliteDatabase(options.pgliteDataDir, options.pgliteLoadDataDir)
}

async function createPgliteDatabase(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  })
  const db = drizzlePglite({ client }) as unknown as Drizzle
  return {
    db,
    engine: 'pglite',
    // PGlite is one connection inside this process: its queries already run one at a time.
    exclusive: (work) => work(db),
    close: async () => {
      if (!client.closed) await client.close()
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  }
}

async function createPostgresDatabase(url: string, options: CreateDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    application_name: 'localjobs-api',
  })
  // Without a listener an idle client's network error would crash the process.
  pool.on('error', options.onPoolError ?? ((error) => console.error('PostgreSQL pool error:', error.message)))
  // The pool listens only to idle clients: a client in use (a transaction between statements) that loses its
  // connection (PostgreSQL restarting: 57P01) would emit 'error' to nobody and crash the process. Its query or
  // transaction fails as well, and the request answers 503 (lib/database-unavailable.ts); the pool drops it.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message))
  })
  const db = drizzleNodePostgres({ client: pool }) as unknown as Drizzle
  let closed = false
  return {
    db,
    engine: 'postgres',
    exclusive: async (work) => {
      const client = await pool.connect()
      try {
        // Migrations and seeding may take longer than a request is allowed to.
        await client.query('set statement_timeout = 0')
        await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCK_KEY])
        try {
          return await work(drizzleNodePostgres({ client }) as unknown as Drizzle)
        } finally {
          await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY])
        }
      } finally {
        client.release(true)
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
