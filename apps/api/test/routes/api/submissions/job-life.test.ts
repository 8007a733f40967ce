import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import { HOLD_REASON_LABELS } from '@localjobs/api-client/review/reasons'
import { fromWire } from '@localjobs/api-client/submissions/form-mapping'
import type { SubmissionDetail } from '@localjobs/api-client/submissions/job'
import type { SubmissionSaved } from '@localjobs/api-client/submissions/types'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { classifieds, submissions } from '#src/db/schema.ts'
import { say } from '#src/lib/messages.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, freshMobile, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx } from '../../../helpers/fuzz.ts'
import { createPost, fullPost, type ReferencePost, referencePost } from '../../../helpers/submissions.ts'

const OPS_MOBILE = freshMobile()
let database: Database
let test: TestApp
let ref: ReferencePost
let ops: Record<string, string>
let owner: Record<string, string>
let other: Record<string, string>
let ownerAccess = ''

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database, { env: { OPS_MOBILE_NUMBERS: OPS_MOBILE } })
  ref = await referencePost(test)
  ops = bearer((await signInAdvertiser(test, OPS_MOBILE)).access)
  ownerAccess = (await signInAdvertiser(test)).access
  owner = bearer(ownerAccess)
  other = bearer((await signInAdvertiser(test)).access)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

async function livePost() {
  const id = (await createPost(test, ownerAccess, fullPost(ref))).json<{ id: number }>().id
  const approved = await test.app.inject({
    method: 'POST',
    url: `/api/ops/review/submissions/${id}/decision/`,
    headers: ops,
    payload: { action: 'approve' },
  })
  expect(approved.statusCode).toBe(200)
  return id
}

const call = (id: number | string, what: 'close' | 'renew', headers = owner, locale = 'en') =>
  test.app.inject({
    method: 'POST',
    url: `/api/submissions/submissions/${id}/${what}/?locale=${locale}`,
    headers,
    payload: {},
  })

const classifiedOf = async (id: number) => {
  const [row] = await database.db.select().from(submissions).where(eq(submissions.id, id))
  const [classified] = await database.db
    .select()
    .from(classifieds)
    .where(eq(classifieds.id, row?.classifiedId ?? 0))
  return { row, classified }
}

describe('the advertiser closes and renews their job (issue #8)', () => {
  it('GET shows their post: the reason ops gave in their language, the values in v3 wire names, the history without ops names', async () => {
    const id = (await createPost(test, ownerAccess, fullPost(ref))).json<{ id: number }>().id
    await test.app.inject({
      method: 'POST',
      url: `/api/ops/review/submissions/${id}/decision/`,
      headers: ops,
      payload: { action: 'hold', reason: 'remove_fee', note: 'Remove the uniform fee' },
    })
    const response = await test.app.inject({
      url: `/api/submissions/submissions/${id}/?locale=te`,
      headers: owner,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const detail = response.json<SubmissionDetail>()
    expect(detail).toMatchObject({
      id,
      status: 'on_hold',
      status_reason: {
        code: 'remove_fee',
        label: HOLD_REASON_LABELS.te.remove_fee,
        note: 'Remove the uniform fee',
      },
      actions: ['edit'],
    })
    expect(detail.history.map((event) => [event.action, event.actor.name])).toEqual([
      ['submit', null],
      ['hold', null],
    ])
    expect(fromWire(detail.values, 3)).toMatchObject({
      other_details: 'Fuel is paid.',
      salary_min: '12000',
      job_category: String(ref.categoryId),
    })
    expect(
      (await test.app.inject({ url: `/api/submissions/submissions/${id}/`, headers: other })).statusCode,
    ).toBe(404)
  })

  it('closing a live job expires it and its classified; renewing makes both live again with a new validity', async () => {
    const id = await livePost()
    const closed = await call(id, 'close', owner, 'te')
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.headers['cache-control']).toBe('private, no-store')
    expect(closed.json<SubmissionSaved>()).toEqual({
      id,
      status: 'expired',
      message: say('postClosed', 'te'),
    })
    expect((await classifiedOf(id)).classified?.status).toBe('expired')
    const details = await test.app.inject({
      url: `/api/classifieds/classifieds/${(await classifiedOf(id)).row?.classifiedId}/`,
    })
    expect(details.statusCode).toBe(410)

    const renewed = await call(id, 'renew')
    expect(renewed.json<SubmissionSaved>()).toMatchObject({
      status: 'active',
      message: say('postRenewed', 'en'),
    })
    const { row, classified } = await classifiedOf(id)
    expect(classified?.status).toBe('active')
    expect(classified?.validThrough.getTime()).toBe(row?.validThrough?.getTime())
    expect((row?.validThrough?.getTime() ?? 0) - Date.now()).toBeGreaterThan(14.9 * 86_400_000)
  })

  it("a post in another status is a 409 INVALID_TRANSITION; another advertiser's is a 404", async () => {
    const pending = (await createPost(test, ownerAccess, fullPost(ref))).json<{ id: number }>().id
    const refused = await call(pending, 'close', owner, 'hi')
    expect(refused.statusCode).toBe(409)
    expect(refused.json<ApiErrorBody>()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: say('invalidTransition', 'hi'),
    })
    expect((await call(pending, 'renew')).statusCode).toBe(409)
    const live = await livePost()
    expect((await call(live, 'close', other)).statusCode).toBe(404)
    expect((await classifiedOf(live)).row?.status).toBe('active')
  })

  it('never answers malformed input with a 5xx', async () => {
    await assertNo5xx(
      test.app,
      fc.tuple(fc.string(), fc.constantFrom('close', 'renew')).map(([id, what]) => ({
        method: 'POST' as const,
        url: `/api/submissions/submissions/${encodeURIComponent(id)}/${what}/`,
        headers: owner,
        payload: {},
      })),
    )
  })
})
