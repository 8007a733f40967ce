import type { FraudResponse } from '@localjobs/api-client/review/types'
import type { SubmissionStatus } from '@localjobs/api-client/submissions/types'
import { asc, eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { advertisers, classifieds, submissionEvents, submissions } from '#src/db/schema.ts'
import { bearer, type SignedInAdvertiser, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, freshMobile, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx } from '../../../helpers/fuzz.ts'
import {
  createPost,
  fullPost,
  type ReferencePost,
  referencePost,
  uniqueTitle,
} from '../../../helpers/submissions.ts'

const OPS_MOBILE = freshMobile()
let database: Database
let test: TestApp
let ops: SignedInAdvertiser
let ref: ReferencePost

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database, { env: { OPS_MOBILE_NUMBERS: OPS_MOBILE } })
  ops = await signInAdvertiser(test, OPS_MOBILE)
  ref = await referencePost(test)
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const db = () => test.app.database.db

/** A post of the advertiser moved to `status` through the engine (approval publishes it). */
async function postIn(
  advertiser: SignedInAdvertiser,
  status: 'approval_pending' | 'active' | 'expiring' | 'expired',
) {
  const created = await createPost(test, advertiser.access, {
    ...fullPost(ref),
    title: uniqueTitle('Post'),
    mobile_no: freshMobile(),
  })
  expect(created.statusCode, created.body).toBe(201)
  const { id } = created.json<{ id: number }>()
  const move = (action: 'approve' | 'expiring' | 'expire') =>
    test.app.submissionLife.move(db(), { submissionId: id, action, actor: { kind: 'system', userId: null } })
  if (status !== 'approval_pending') await move('approve')
  if (status === 'expiring' || status === 'expired') await move('expiring')
  if (status === 'expired') await move('expire')
  return id
}

const statusesOf = async (ids: number[]) =>
  Object.fromEntries(
    (
      await db()
        .select({ id: submissions.id, status: submissions.status })
        .from(submissions)
        .where(inArray(submissions.id, ids))
    ).map((row) => [row.id, row.status]),
  ) as Record<number, SubmissionStatus>

const post = (url: string, payload: unknown, access = ops.access) =>
  test.app.inject({
    method: 'POST',
    url,
    headers: bearer(access),
    payload: payload as Record<string, unknown>,
  })

describe('confirming fraud and undoing it (ops only)', () => {
  it('rejects the post (through On Hold when live), blocks the advertiser and their open posts; undo puts each back, all recorded', async () => {
    const advertiser = await signInAdvertiser(test)
    const target = await postIn(advertiser, 'active')
    const pending = await postIn(advertiser, 'approval_pending')
    const live = await postIn(advertiser, 'active')
    const expiring = await postIn(advertiser, 'expiring')
    const expired = await postIn(advertiser, 'expired')
    const ids = [target, pending, live, expiring, expired]
    const [liveRow] = await db().select().from(submissions).where(eq(submissions.id, live))

    const confirmed = await post(`/api/ops/review/submissions/${target}/fraud/`, {
      note: 'Asked seekers for ₹2000 on the phone',
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.headers['cache-control']).toBe('private, no-store')
    const body = confirmed.json<FraudResponse>()
    expect(body.blocked).toBe(true)
    expect(Object.fromEntries(body.changed.map((each) => [each.id, each.status]))).toEqual({
      [target]: 'rejected',
      [pending]: 'rejected',
      [live]: 'on_hold',
      [expiring]: 'on_hold',
    })
    expect(await statusesOf(ids)).toEqual({
      [target]: 'rejected',
      [pending]: 'rejected',
      [live]: 'on_hold',
      [expiring]: 'on_hold',
      [expired]: 'expired',
    })
    const [account] = await db().select().from(advertisers).where(eq(advertisers.id, body.advertiser_id))
    expect(account?.blockedAt).not.toBeNull()
    // the live jobs left the lists
    const [job] = await db()
      .select()
      .from(classifieds)
      .where(eq(classifieds.id, liveRow?.classifiedId ?? 0))
    expect(job?.status).toBe('on_hold')
    const targetEvents = await db()
      .select()
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, target))
      .orderBy(asc(submissionEvents.id))
    expect(targetEvents.slice(-2)).toMatchObject([
      {
        action: 'hold',
        fromStatus: 'active',
        toStatus: 'on_hold',
        reason: 'fraud_confirmed',
        actorKind: 'ops',
        actorUserId: ops.userId,
        note: 'Asked seekers for ₹2000 on the phone',
      },
      {
        action: 'reject',
        fromStatus: 'on_hold',
        toStatus: 'rejected',
        reason: 'fraud_confirmed',
        actorKind: 'ops',
      },
    ])

    // a second undo before anything else: the block is lifted, each post goes back, recorded as 'undo'
    const undone = await post(`/api/ops/review/advertisers/${body.advertiser_id}/unblock/`, {
      note: 'The fee was a uniform deposit, refunded',
    })
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json<FraudResponse>().blocked).toBe(false)
    expect(await statusesOf(ids)).toEqual({
      [target]: 'active',
      [pending]: 'approval_pending',
      [live]: 'active',
      [expiring]: 'active',
      [expired]: 'expired',
    })
    const [after] = await db().select().from(advertisers).where(eq(advertisers.id, body.advertiser_id))
    expect(after?.blockedAt).toBeNull()
    const [job2] = await db()
      .select()
      .from(classifieds)
      .where(eq(classifieds.id, liveRow?.classifiedId ?? 0))
    expect(job2?.status).toBe('active')
    const lastOfPending = await db()
      .select()
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, pending))
      .orderBy(asc(submissionEvents.id))
    expect(lastOfPending.at(-1)).toMatchObject({
      action: 'undo',
      fromStatus: 'rejected',
      toStatus: 'approval_pending',
      actorKind: 'ops',
      note: 'The fee was a uniform deposit, refunded',
    })
    // nothing left to undo
    const again = await post(`/api/ops/review/advertisers/${body.advertiser_id}/unblock/`, { note: 'again' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'NOT_BLOCKED' })
  })

  it('a post ops moved after the block is left where ops put it by the undo', async () => {
    const advertiser = await signInAdvertiser(test)
    const target = await postIn(advertiser, 'approval_pending')
    const live = await postIn(advertiser, 'active')
    const { advertiser_id } = (
      await post(`/api/ops/review/submissions/${target}/fraud/`, { note: 'fake' })
    ).json<FraudResponse>()
    await test.app.submissionLife.move(db(), {
      submissionId: live,
      action: 'reject',
      reason: 'fake_or_misleading',
      actor: { kind: 'ops', userId: ops.userId },
    })
    const undone = (
      await post(`/api/ops/review/advertisers/${advertiser_id}/unblock/`, { note: 'undo' })
    ).json<FraudResponse>()
    expect(undone.changed).toEqual([{ id: target, status: 'approval_pending' }])
    expect(await statusesOf([target, live])).toEqual({ [target]: 'approval_pending', [live]: 'rejected' })
  })

  it('needs a note (1-500 characters): 400, nothing changes; an unknown post or advertiser is 404', async () => {
    const advertiser = await signInAdvertiser(test)
    const target = await postIn(advertiser, 'approval_pending')
    for (const payload of [{}, { note: '   ' }, { note: 'x'.repeat(501) }, { note: 5 }])
      expect((await post(`/api/ops/review/submissions/${target}/fraud/`, payload)).statusCode).toBe(400)
    expect(await statusesOf([target])).toEqual({ [target]: 'approval_pending' })
    expect((await post('/api/ops/review/submissions/999999/fraud/', { note: 'x' })).statusCode).toBe(404)
    expect((await post('/api/ops/review/advertisers/999999/unblock/', { note: 'x' })).statusCode).toBe(404)
  })

  it('only ops: an advertiser is 403 and a seeker is refused; nothing changes', async () => {
    const advertiser = await signInAdvertiser(test)
    const target = await postIn(advertiser, 'approval_pending')
    expect(
      (await post(`/api/ops/review/submissions/${target}/fraud/`, { note: 'x' }, advertiser.access))
        .statusCode,
    ).toBe(403)
    const seeker = await login(test)
    const bySeeker = await test.app.inject({
      method: 'POST',
      url: `/api/ops/review/submissions/${target}/fraud/`,
      headers: { cookie: seeker.cookie },
      payload: { note: 'x' },
    })
    expect([401, 403]).toContain(bySeeker.statusCode)
    expect(await statusesOf([target])).toEqual({ [target]: 'approval_pending' })
  })

  it('fuzzing: no id or body makes either route answer a 5xx', async () => {
    await assertNo5xx(
      test.app,
      fc.record({
        method: fc.constant('POST' as const),
        url: fc
          .tuple(
            fc.constantFrom('submissions', 'advertisers'),
            fc.oneof(fc.string(), fc.integer().map(String)),
          )
          .map(
            ([kind, id]) =>
              `/api/ops/review/${kind}/${encodeURIComponent(id)}/${kind === 'submissions' ? 'fraud' : 'unblock'}/`,
          ),
        headers: fc.constant({ ...bearer(ops.access), 'content-type': 'application/json' }),
        payload: fc.oneof(
          fc.json(),
          fc.record({ note: fc.anything() }).map((body) => JSON.stringify(body)),
        ),
      }),
      60,
    )
  })
})
