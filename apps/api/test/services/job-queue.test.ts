import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Database } from '#src/db/database.ts'
import { migrateDatabase } from '#src/db/migrate.ts'
import { scheduledJobs } from '#src/db/schema.ts'
import { backoffMs, JOB_DEFAULTS, type JobHandlers, jobQueue, jobs } from '#src/services/job-queue.ts'
import { buildTestApp } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'

/** Kinds of this file's own: what ran, and a handler that fails until told otherwise. */
interface TestJobs {
  note: { text: string }
  flaky: { text: string }
}
const queue = jobQueue<TestJobs>()

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

const T0 = new Date('2030-01-01T00:00:00.000Z')
const later = (ms: number) => new Date(T0.getTime() + ms)
let keys = 0
const key = () => `test:${++keys}`

function recorder(failures = 0) {
  const ran: string[] = []
  let left = failures
  const handlers: JobHandlers<TestJobs> = {
    note: async ({ text }) => {
      ran.push(text)
    },
    flaky: async ({ text }) => {
      if (left-- > 0) throw new Error(`not yet: ${text}`)
      ran.push(text)
    },
  }
  return { ran, handlers }
}

const rowOf = async (id: number | undefined) => {
  const [row] = await database.db
    .select()
    .from(scheduledJobs)
    .where(eq(scheduledJobs.id, id ?? -1))
  if (!row) throw new Error(`no job ${id}`)
  return row
}

describe('the job queue', () => {
  it('runs a job once it is due, and only once', async () => {
    const { ran, handlers } = recorder()
    const id = await queue.enqueue(database.db, {
      kind: 'note',
      payload: { text: 'due in an hour' },
      runAt: later(3_600_000),
      dedupeKey: key(),
    })
    expect(await queue.runDue(database.db, handlers, later(3_599_000))).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    })
    expect(ran).toEqual([])
    expect(await queue.runDue(database.db, handlers, later(3_600_000))).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    })
    expect(ran).toEqual(['due in an hour'])
    const row = await rowOf(id)
    expect(row.doneAt?.toISOString()).toBe(later(3_600_000).toISOString())
    expect(row.attempts).toBe(1)
    await queue.runDue(database.db, handlers, later(10 * 3_600_000))
    expect(ran).toEqual(['due in an hour'])
  })

  it('tries a failing job again with a growing wait, then runs it', async () => {
    const { ran, handlers } = recorder(2)
    const id = await queue.enqueue(database.db, {
      kind: 'flaky',
      payload: { text: 'third time' },
      runAt: T0,
      dedupeKey: key(),
    })
    expect(await queue.runDue(database.db, handlers, T0)).toEqual({ done: 0, retried: 1, failed: 0 })
    let row = await rowOf(id)
    expect(row.attempts).toBe(1)
    expect(row.lastError).toBe('not yet: third time')
    expect(row.runAt.toISOString()).toBe(later(backoffMs(1)).toISOString())
    expect(row.lockedUntil).toBeNull()

    // not before its wait is over
    expect((await queue.runDue(database.db, handlers, later(backoffMs(1) - 1))).retried).toBe(0)
    expect(await queue.runDue(database.db, handlers, later(backoffMs(1)))).toEqual({
      done: 0,
      retried: 1,
      failed: 0,
    })
    row = await rowOf(id)
    expect(row.attempts).toBe(2)
    // twice as long the second time
    expect(backoffMs(2)).toBe(2 * backoffMs(1))
    expect(row.runAt.toISOString()).toBe(later(backoffMs(1) + backoffMs(2)).toISOString())

    expect(await queue.runDue(database.db, handlers, later(backoffMs(1) + backoffMs(2)))).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    })
    expect(ran).toEqual(['third time'])
    row = await rowOf(id)
    expect(row.attempts).toBe(3)
    expect(row.lastError).toBeNull()
    expect(row.doneAt).not.toBeNull()
  })

  it('gives up after the last allowed attempt and keeps the error', async () => {
    const { ran, handlers } = recorder(99)
    const id = await queue.enqueue(database.db, {
      kind: 'flaky',
      payload: { text: 'never' },
      runAt: T0,
      dedupeKey: key(),
      maxAttempts: 2,
    })
    await queue.runDue(database.db, handlers, T0)
    expect(await queue.runDue(database.db, handlers, later(backoffMs(1)))).toEqual({
      done: 0,
      retried: 0,
      failed: 1,
    })
    const row = await rowOf(id)
    expect(row.failedAt).not.toBeNull()
    expect(row.lastError).toBe('not yet: never')
    expect(await queue.runDue(database.db, handlers, later(JOB_DEFAULTS.maxBackoffMs * 10))).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    })
    expect(ran).toEqual([])
  })

  it('queues the same dedupe key once, so the job runs once', async () => {
    const { ran, handlers } = recorder()
    const dedupeKey = key()
    const first = await queue.enqueue(database.db, {
      kind: 'note',
      payload: { text: 'once' },
      runAt: T0,
      dedupeKey,
    })
    const second = await queue.enqueue(database.db, {
      kind: 'note',
      payload: { text: 'twice' },
      runAt: T0,
      dedupeKey,
    })
    expect(first).toBeTypeOf('number')
    expect(second).toBeUndefined()
    await queue.runDue(database.db, handlers, T0)
    // and not again once done
    expect(
      await queue.enqueue(database.db, { kind: 'note', payload: { text: 'again' }, runAt: T0, dedupeKey }),
    ).toBe(undefined)
    await queue.runDue(database.db, handlers, later(1000))
    expect(ran).toEqual(['once'])
  })

  it('queues a job with the transaction that asked for it: none when it rolls back', async () => {
    const { ran, handlers } = recorder()
    const kept = key()
    const dropped = key()
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, { kind: 'note', payload: { text: 'kept' }, runAt: T0, dedupeKey: kept })
    })
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, { kind: 'note', payload: { text: 'dropped' }, runAt: T0, dedupeKey: dropped })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    await queue.runDue(database.db, handlers, T0)
    expect(ran).toEqual(['kept'])
  })

  it('leases a taken job: no other worker takes it until the lease ends (a worker that died)', async () => {
    const { ran, handlers } = recorder()
    const id = await queue.enqueue(database.db, {
      kind: 'note',
      payload: { text: 'leased' },
      runAt: T0,
      dedupeKey: key(),
    })
    // a worker takes it and dies before finishing
    const taken = await queue.claim(database.db, T0)
    expect(taken.map((job) => job.id)).toContain(id)
    expect(await queue.claim(database.db, later(1000))).toEqual([])
    await queue.runDue(database.db, handlers, later(JOB_DEFAULTS.leaseMs - 1))
    expect(ran).toEqual([])
    await queue.runDue(database.db, handlers, later(JOB_DEFAULTS.leaseMs))
    expect(ran).toEqual(['leased'])
    expect((await rowOf(id)).attempts).toBe(2)
  })

  it('answers a job of a kind it has no handler for with a retry, not a crash', async () => {
    const id = await jobs.enqueue(database.db, {
      kind: 'sms',
      payload: { eventId: 1 },
      runAt: T0,
      dedupeKey: key(),
    })
    const { handlers } = recorder()
    const summary = await queue.runDue(database.db, handlers, T0)
    expect(summary.retried).toBe(1)
    expect((await rowOf(id)).lastError).toBe('no handler for jobs of kind "sms"')
  })
})

describe('the worker in the API process', () => {
  it('polls the queue while the app runs (JOBS_WORKER, JOBS_POLL_MS) and stops on close', async () => {
    const id = await jobs.enqueue(database.db, {
      kind: 'sms',
      // an event that does not exist: the job has nothing to send and is done
      payload: { eventId: 2_000_000_000 },
      dedupeKey: key(),
    })
    const { app } = await buildTestApp(database, { env: { JOBS_WORKER: 'true', JOBS_POLL_MS: '100' } })
    try {
      await expect.poll(async () => (await rowOf(id)).doneAt, { timeout: 10_000 }).not.toBeNull()
    } finally {
      await app.close()
    }
  })
})

describe('a restart between scheduling and running', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'localjobs-jobs-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('loses no job: one process queues it, the next one, on the same data directory, runs it', async () => {
    const first = await createDatabase({ pgliteDataDir: dataDir })
    await migrateDatabase(first)
    await queue.enqueue(first.db, {
      kind: 'note',
      payload: { text: 'survived a restart' },
      runAt: later(60_000),
      dedupeKey: 'restart:1',
    })
    await first.close()

    const second = await createDatabase({ pgliteDataDir: dataDir })
    try {
      await migrateDatabase(second)
      const { ran, handlers } = recorder()
      await queue.runDue(second.db, handlers, later(60_000))
      expect(ran).toEqual(['survived a restart'])
    } finally {
      await second.close()
    }
  })
})
