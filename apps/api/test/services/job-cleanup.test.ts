import { asc, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { scheduledJobs } from '#src/db/schema.ts'
import { ensureCleanup } from '#src/services/job-cleanup.ts'
import { buildTestApp, type TestApp } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'

let database: Database
let test: TestApp
beforeAll(async () => {
  database = await createTestDatabase()
  test = await buildTestApp(database)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const DAY = 86_400_000
const T0 = new Date('2030-03-10T02:00:00.000Z')
const daysBefore = (days: number) => new Date(T0.getTime() - days * DAY)

const job = (key: string, fields: Partial<typeof scheduledJobs.$inferInsert>) => ({
  kind: 'sms',
  payload: { eventId: 0 },
  runAt: daysBefore(30),
  dedupeKey: `old-test:${key}`,
  ...fields,
})

describe('the daily cleanup of the job queue (decision 029)', () => {
  it('deletes jobs done more than 7 days ago, keeps newer, failed and waiting ones, and queues itself for tomorrow', async () => {
    await database.db
      .insert(scheduledJobs)
      .values([
        job('done-8-days', { doneAt: daysBefore(8) }),
        job('done-30-days', { doneAt: daysBefore(30) }),
        job('done-6-days', { doneAt: daysBefore(6) }),
        job('failed-30-days', { failedAt: daysBefore(30) }),
        job('waiting', { runAt: new Date(T0.getTime() + DAY * 365) }),
      ])
    expect(await ensureCleanup(database.db, T0)).toBeTypeOf('number')
    // queued twice the same day: one job
    expect(await ensureCleanup(database.db, T0)).toBeUndefined()

    const summary = await test.app.jobWorker.runDue(T0)
    expect(summary.failed).toBe(0)
    const left = await database.db
      .select({ key: scheduledJobs.dedupeKey })
      .from(scheduledJobs)
      .where(like(scheduledJobs.dedupeKey, 'old-test:%'))
      .orderBy(asc(scheduledJobs.dedupeKey))
    expect(left.map((row) => row.key)).toEqual([
      'old-test:done-6-days',
      'old-test:failed-30-days',
      'old-test:waiting',
    ])

    const cleanups = await database.db
      .select()
      .from(scheduledJobs)
      .where(like(scheduledJobs.dedupeKey, 'cleanup:%'))
      .orderBy(asc(scheduledJobs.runAt))
    expect(cleanups.map((row) => [row.dedupeKey, row.runAt.toISOString(), row.doneAt !== null])).toEqual([
      ['cleanup:2030-03-10', T0.toISOString(), true],
      ['cleanup:2030-03-11', new Date(T0.getTime() + DAY).toISOString(), false],
    ])

    // Tomorrow the next one runs: the job done 6 days before T0 is now 7 days and 1 hour old, and goes.
    await test.app.jobWorker.runDue(new Date(T0.getTime() + DAY + 3_600_000))
    const after = await database.db
      .select({ key: scheduledJobs.dedupeKey })
      .from(scheduledJobs)
      .where(like(scheduledJobs.dedupeKey, 'old-test:%'))
      .orderBy(asc(scheduledJobs.dedupeKey))
    expect(after.map((row) => row.key)).toEqual(['old-test:failed-30-days', 'old-test:waiting'])
    const queued = await database.db
      .select({ key: scheduledJobs.dedupeKey })
      .from(scheduledJobs)
      .where(like(scheduledJobs.dedupeKey, 'cleanup:2030-03-12%'))
    expect(queued).toHaveLength(1)
  })
})
