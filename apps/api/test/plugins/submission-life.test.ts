import {
  SUBMISSION_ACTIONS,
  SUBMISSION_STATUSES,
  SUBMISSION_TRANSITIONS,
  type SubmissionAction,
} from '@localjobs/api-client/submissions/status'
import type { SubmissionStatus } from '@localjobs/api-client/submissions/types'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { classifieds, submissionEvents, submissions } from '#src/db/schema.ts'
import { ApiError } from '#src/lib/api-error.ts'
import { say } from '#src/lib/messages.ts'
import { experienceBand } from '#src/plugins/app/submission-life.ts'
import { signInAdvertiser } from '../helpers/advertisers.ts'
import { buildTestApp, type TestApp } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'
import { createPost, fullPost, referencePost } from '../helpers/submissions.ts'

let database: Database
let test: TestApp
let template: typeof submissions.$inferSelect
let advertiserUserId = 0

const ACTIONS = SUBMISSION_ACTIONS

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database)
  const advertiser = await signInAdvertiser(test)
  advertiserUserId = advertiser.userId
  const created = await createPost(test, advertiser.access, fullPost(await referencePost(test)))
  expect(created.statusCode).toBe(201)
  const [row] = await database.db
    .select()
    .from(submissions)
    .where(eq(submissions.id, created.json<{ id: number }>().id))
  if (!row) throw new Error('the post was not stored')
  template = row
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

let copies = 0
/** A copy of the created post in `status`, without a classified. */
async function postIn(status: SubmissionStatus) {
  const { id: _id, riskRank: _rank, classifiedId: _classified, ...rest } = template
  const [row] = await database.db
    .insert(submissions)
    .values({ ...rest, status, idempotencyKey: `life-${++copies}` })
    .returning()
  if (!row) throw new Error('no copy')
  return row
}

const eventsOf = (submissionId: number) =>
  database.db
    .select()
    .from(submissionEvents)
    .where(eq(submissionEvents.submissionId, submissionId))
    .orderBy(asc(submissionEvents.id))

const ops = { kind: 'ops' as const, userId: null }

const allowed = SUBMISSION_STATUSES.flatMap((from) =>
  Object.entries(SUBMISSION_TRANSITIONS[from]).flatMap(([to, actions]) =>
    (actions ?? []).map((action) => [from, to as SubmissionStatus, action] as const),
  ),
)
const refused = SUBMISSION_STATUSES.flatMap((from) =>
  SUBMISSION_STATUSES.flatMap((to) =>
    ACTIONS.filter((action) => !(SUBMISSION_TRANSITIONS[from][to] ?? []).includes(action)).map(
      (action) => [from, to, action] as const,
    ),
  ),
)

describe('the status engine (issue #8): every move of the transition table', () => {
  it('the create call appends the submit event with the insert', async () => {
    expect(await eventsOf(template.id)).toMatchObject([
      { action: 'submit', fromStatus: null, toStatus: 'approval_pending', actorKind: 'advertiser' },
    ])
    expect((await eventsOf(template.id))[0]?.actorUserId).toBe(advertiserUserId)
  })

  it.each(allowed)('%s -> %s by %s moves the post and records the event', async (from, to, action) => {
    const row = await postIn(from)
    const { event, submission } = await test.app.submissionLife.move(database.db, {
      submissionId: row.id,
      action,
      to,
      reason: 'other',
      note: 'Checked by phone',
      actor: ops,
    })
    expect(submission.status).toBe(to)
    expect(event).toMatchObject({ fromStatus: from, toStatus: to, action, actorKind: 'ops' })
    expect(await eventsOf(row.id)).toHaveLength(1)
    const keepsReason = to === 'rejected' || to === 'on_hold'
    expect(submission.statusReason).toBe(keepsReason ? 'other' : null)
    expect(submission.statusNote).toBe(keepsReason ? 'Checked by phone' : null)
    if (to === 'approval_pending')
      expect(submission.waitingSince.getTime()).toBeGreaterThan(row.waitingSince.getTime() - 1)
    if (to === 'active' || to === 'expiring') {
      expect(submission.classifiedId).not.toBeNull()
      const [classified] = await database.db
        .select()
        .from(classifieds)
        .where(eq(classifieds.id, submission.classifiedId ?? 0))
      expect(classified?.status).toBe('active')
      expect(submission.validThrough?.getTime()).toBeGreaterThan(Date.now())
    }
  })

  it.each(refused)(
    '%s -> %s by %s is refused with 409 INVALID_TRANSITION and changes nothing',
    async (from, to, action) => {
      const row = await postIn(from)
      const moved = test.app.submissionLife.move(database.db, {
        submissionId: row.id,
        action,
        to,
        actor: ops,
        locale: 'te',
      })
      await expect(moved).rejects.toBeInstanceOf(ApiError)
      await expect(moved).rejects.toMatchObject({
        statusCode: 409,
        code: 'INVALID_TRANSITION',
        message: say('invalidTransition', 'te'),
      })
      const [after] = await database.db.select().from(submissions).where(eq(submissions.id, row.id))
      expect(after?.status).toBe(from)
      expect(await eventsOf(row.id)).toHaveLength(0)
    },
  )

  it('without `to` an action with one target moves there; with two it is refused', async () => {
    const pending = await postIn('approval_pending')
    const held = await test.app.submissionLife.move(database.db, {
      submissionId: pending.id,
      action: 'hold',
      reason: 'unclear_salary',
      actor: ops,
    })
    expect(held.submission.status).toBe('on_hold')
    const expired = await postIn('expired')
    await expect(
      test.app.submissionLife.move(database.db, { submissionId: expired.id, action: 'renew', actor: ops }),
    ).rejects.toMatchObject({ statusCode: 409 })
  })

  it('a post that does not exist is a 404', async () => {
    await expect(
      test.app.submissionLife.move(database.db, { submissionId: 2_000_000, action: 'approve', actor: ops }),
    ).rejects.toMatchObject({ statusCode: 404 })
  })

  it('the classified follows the post: hold, approve again (the same classified, its validity kept), close', async () => {
    const row = await postIn('approval_pending')
    const move = (action: SubmissionAction, to?: SubmissionStatus) =>
      test.app.submissionLife.move(database.db, {
        submissionId: row.id,
        action,
        ...(to ? { to } : {}),
        actor: ops,
      })
    const approved = await move('approve')
    const classifiedId = approved.submission.classifiedId ?? 0
    const status = async () =>
      (await database.db.select().from(classifieds).where(eq(classifieds.id, classifiedId)))[0]?.status
    // basic plan: 15 days
    const days = ((approved.submission.validThrough?.getTime() ?? 0) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(14.9)
    expect(days).toBeLessThanOrEqual(15)
    await move('hold')
    expect(await status()).toBe('on_hold')
    const again = await move('approve')
    expect(again.submission.classifiedId).toBe(classifiedId)
    expect(again.submission.validThrough).toEqual(approved.submission.validThrough)
    expect(await status()).toBe('active')
    await move('expiring')
    expect(await status()).toBe('active')
    await move('close')
    expect(await status()).toBe('expired')
    const renewed = await move('renew', 'active')
    expect(renewed.submission.classifiedId).toBe(classifiedId)
    expect(await status()).toBe('active')
    expect(await eventsOf(row.id)).toHaveLength(6)
  })

  it('the experience years map to the bands the seeker side labels', () => {
    expect([0, 1, 2, 4, 5, 10].map(experienceBand)).toEqual([
      { min: 0, max: 0 },
      { min: 1, max: 2 },
      { min: 2, max: 5 },
      { min: 2, max: 5 },
      { min: 5, max: 30 },
      { min: 5, max: 30 },
    ])
  })
})
