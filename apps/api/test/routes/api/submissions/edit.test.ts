import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { PostJobFormValues } from '@localjobs/api-client/submissions/form-mapping'
import type { SubmissionSaved } from '@localjobs/api-client/submissions/types'
import { asc, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { advertisers, submissionEvents, submissions } from '#src/db/schema.ts'
import { say } from '#src/lib/messages.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, freshMobile, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { multipart } from '../../../helpers/files.ts'
import { assertNo5xx } from '../../../helpers/fuzz.ts'
import {
  createBody,
  createPost,
  fullPost,
  type ReferencePost,
  referencePost,
} from '../../../helpers/submissions.ts'

const OPS_MOBILE = freshMobile()
let database: Database
let test: TestApp
let ref: ReferencePost
let ops: Record<string, string>
let ownerAccess = ''
let owner: Record<string, string>
let other: Record<string, string>

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

/** The post without its fee: what ops asks for when it holds a post with remove_fee. */
const withoutFee = (form: PostJobFormValues): PostJobFormValues => ({
  ...form,
  fees_charged: '87',
  fee_amount: '',
  fee_reason: [],
  fee_reason_other: '',
  fee_collected_at: '',
  other_details: 'Fuel is paid. No fee of any kind.',
})

const newPost = async (access = ownerAccess) =>
  (await createPost(test, access, fullPost(ref))).json<{ id: number }>().id

const decide = (id: number, payload: Record<string, string>) =>
  test.app.inject({
    method: 'POST',
    url: `/api/ops/review/submissions/${id}/decision/`,
    headers: ops,
    payload,
  })

async function put(id: number | string, form: PostJobFormValues, headers = owner, locale = 'en') {
  const body = await createBody(form, 3)
  return test.app.inject({
    method: 'PUT',
    url: `/api/submissions/submissions/${id}/?locale=${locale}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  })
}

const rowOf = async (id: number) =>
  (await database.db.select().from(submissions).where(eq(submissions.id, id)))[0]
const eventsOf = (id: number) =>
  database.db
    .select()
    .from(submissionEvents)
    .where(eq(submissionEvents.submissionId, id))
    .orderBy(asc(submissionEvents.id))

describe('the advertiser edits a post waiting or held (issue #8, PUT)', () => {
  it('a held post edited goes back to review: new values, new findings, lower risk, the edit in its history', async () => {
    const id = await newPost()
    expect(
      (await decide(id, { action: 'hold', reason: 'remove_fee', note: 'Remove the fee' })).statusCode,
    ).toBe(200)
    const before = await rowOf(id)
    expect(before?.findings.map((finding) => finding.code)).toContain('fee_charged')

    const response = await put(id, withoutFee(fullPost(ref)), owner, 'te')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.json<SubmissionSaved>()).toEqual({
      id,
      status: 'approval_pending',
      message: say('postUpdated', 'te'),
    })
    const after = await rowOf(id)
    expect(after).toMatchObject({
      status: 'approval_pending',
      feesCharged: 87,
      feeAmount: null,
      statusReason: null,
    })
    expect(after?.waitingSince.getTime()).toBeGreaterThan(before?.waitingSince.getTime() ?? 0)
    expect(after?.riskScore).toBeLessThan(before?.riskScore ?? 0)
    const events = await eventsOf(id)
    expect(events.at(-1)).toMatchObject({
      action: 'edit',
      fromStatus: 'on_hold',
      toStatus: 'approval_pending',
      actorKind: 'advertiser',
      reason: null,
    })

    // The ops desk sees the post as it is now.
    const desk = await test.app.inject({ url: `/api/ops/review/submissions/${id}/`, headers: ops })
    expect(desk.statusCode, desk.body).toBe(200)
    const detail = desk.json<{ findings: { code: string }[]; risk: { score: number } }>()
    expect(detail.findings.map((finding) => finding.code)).not.toContain('fee_charged')
    expect(detail.risk.score).toBe(after?.riskScore)
    expect(JSON.stringify(desk.json())).toContain('No fee of any kind.')
  })

  it('a waiting post edited stays waiting, waiting again from the edit; its detail offers the edit', async () => {
    const id = await newPost()
    const before = await rowOf(id)
    const detail = await test.app.inject({ url: `/api/submissions/submissions/${id}/`, headers: owner })
    expect(detail.json<{ actions: string[] }>().actions).toEqual(['edit'])
    const response = await put(id, { ...fullPost(ref), salary_max: '20000' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<SubmissionSaved>().status).toBe('approval_pending')
    const after = await rowOf(id)
    expect(after?.salaryMax).toBe(20000)
    expect(after?.waitingSince.getTime()).toBeGreaterThanOrEqual(before?.waitingSince.getTime() ?? 0)
    expect((await eventsOf(id)).map((event) => [event.action, event.fromStatus, event.toStatus])).toEqual([
      ['submit', null, 'approval_pending'],
      ['edit', 'approval_pending', 'approval_pending'],
    ])
  })

  it('a held live job edited and approved again shows seekers the new values', async () => {
    const id = await newPost()
    expect((await decide(id, { action: 'approve' })).statusCode).toBe(200)
    expect((await decide(id, { action: 'hold', reason: 'remove_fee' })).statusCode).toBe(200)
    expect((await put(id, withoutFee(fullPost(ref)))).statusCode).toBe(200)
    expect((await decide(id, { action: 'approve' })).statusCode).toBe(200)
    const classifiedId = (await rowOf(id))?.classifiedId
    const job = await test.app.inject({ url: `/api/classifieds/classifieds/${classifiedId}/` })
    expect(job.statusCode, job.body).toBe(200)
    expect(job.body).toContain('No fee of any kind.')
  })

  it('an active or rejected post is a 409 INVALID_TRANSITION and keeps its values', async () => {
    const live = await newPost()
    expect((await decide(live, { action: 'approve' })).statusCode).toBe(200)
    const refused = await put(live, { ...fullPost(ref), salary_max: '20000' }, owner, 'hi')
    expect(refused.statusCode).toBe(409)
    expect(refused.json<ApiErrorBody>()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: say('invalidTransition', 'hi'),
    })
    expect((await rowOf(live))?.salaryMax).toBe(18000)
    const rejected = await newPost()
    expect((await decide(rejected, { action: 'reject', reason: 'fake_or_misleading' })).statusCode).toBe(200)
    expect((await put(rejected, fullPost(ref))).statusCode).toBe(409)
  })

  it("another advertiser's post is a 404, as if none, and stays as it was", async () => {
    const id = await newPost()
    const response = await put(id, { ...fullPost(ref), salary_max: '20000' }, other)
    expect(response.statusCode).toBe(404)
    expect((await rowOf(id))?.salaryMax).toBe(18000)
    expect((await put(2_000_000, fullPost(ref))).statusCode).toBe(404)
  })

  it('bad input gets the create call’s errors: 400 per field in the caller’s language, 415 without multipart', async () => {
    const id = await newPost()
    const bad = await put(id, { ...fullPost(ref), salary_min: '50000', salary_max: '20000' }, owner, 'te')
    expect(bad.statusCode).toBe(400)
    const create = await createPost(
      test,
      ownerAccess,
      { ...fullPost(ref), salary_min: '50000', salary_max: '20000' },
      {
        locale: 'te',
      },
    )
    expect(bad.json<ApiErrorBody>().details).toEqual(create.json<ApiErrorBody>().details)
    expect(bad.json<ApiErrorBody>().details?.length).toBeGreaterThan(0)
    const json = await test.app.inject({
      method: 'PUT',
      url: `/api/submissions/submissions/${id}/`,
      headers: owner,
      payload: { salary_min: 1 },
    })
    expect(json.statusCode).toBe(415)
    expect((await rowOf(id))?.salaryMin).toBe(12000)
  })

  it('a blocked advertiser cannot edit or create: 403 in their language', async () => {
    const blocked = await signInAdvertiser(test)
    const id = await newPost(blocked.access)
    await database.db
      .update(advertisers)
      .set({ blockedAt: new Date() })
      .where(eq(advertisers.id, (await rowOf(id))?.advertiserId ?? 0))
    const edit = await put(id, fullPost(ref), bearer(blocked.access), 'hi')
    expect(edit.statusCode).toBe(403)
    expect(edit.json<ApiErrorBody>()).toMatchObject({
      code: 'ADVERTISER_BLOCKED',
      message: say('advertiserBlocked', 'hi'),
    })
    const create = await createPost(test, blocked.access, fullPost(ref), { locale: 'te' })
    expect(create.statusCode).toBe(403)
    expect(create.json<ApiErrorBody>().message).toBe(say('advertiserBlocked', 'te'))
  })

  it('never answers malformed input with a 5xx', async () => {
    const id = await newPost()
    const field = fc.constantFrom(
      'salary_min',
      'job_category',
      'plan',
      'job_company_logo',
      'form_version',
      'user',
      '',
    )
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('1', '[1,2]', '[', '%', 'x'.repeat(9000)),
    )
    const wellFormed = fc
      .array(fc.tuple(field, value), { maxLength: 10 })
      .map((parts) => multipart(parts.map(([name, data]) => ({ field: name, data }))))
    const broken = fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
      payload: Buffer.from(bytes),
      contentType: 'multipart/form-data; boundary=----x',
    }))
    await assertNo5xx(
      test.app,
      fc
        .tuple(fc.oneof(wellFormed, broken), fc.constantFrom(String(id), 'x', '-1', '99999999999'))
        .map(([body, target]) => ({
          method: 'PUT' as const,
          url: `/api/submissions/submissions/${target}/`,
          headers: { ...owner, 'content-type': body.contentType },
          payload: body.payload,
        })),
      40,
    )
  })
})

describe('the advertiser renews an expired or expiring job with the form (issue #8)', () => {
  /** A job approved, then closed by its owner: Expired. */
  async function expiredPost() {
    const id = await newPost()
    expect((await decide(id, { action: 'approve' })).statusCode).toBe(200)
    const closed = await test.app.inject({
      method: 'POST',
      url: `/api/submissions/submissions/${id}/close/`,
      headers: owner,
      payload: {},
    })
    expect(closed.statusCode).toBe(200)
    return id
  }

  async function renew(id: number, form: PostJobFormValues, locale = 'en') {
    const body = await createBody(form, 3)
    return test.app.inject({
      method: 'POST',
      url: `/api/submissions/submissions/${id}/renew/?locale=${locale}`,
      headers: { ...owner, 'content-type': body.contentType },
      payload: body.payload,
    })
  }

  it('the post unchanged (choices in another order, text with spaces) is live again at once', async () => {
    const id = await expiredPost()
    const form = fullPost(ref)
    const response = await renew(id, {
      ...form,
      posting_locations: [...ref.localityIds].reverse().map(String),
      other_details: ' Fuel is paid. ',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<SubmissionSaved>()).toEqual({
      id,
      status: 'active',
      message: say('postRenewed', 'en'),
    })
    expect((await eventsOf(id)).at(-1)).toMatchObject({ action: 'renew', toStatus: 'active' })
  })

  it('the post changed goes back to review with its new values and checks; the job leaves the lists', async () => {
    const id = await expiredPost()
    const response = await renew(id, withoutFee(fullPost(ref)), 'te')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<SubmissionSaved>()).toEqual({
      id,
      status: 'approval_pending',
      message: say('postUpdated', 'te'),
    })
    const row = await rowOf(id)
    expect(row).toMatchObject({ status: 'approval_pending', feesCharged: 87 })
    expect(row?.findings.map((finding) => finding.code)).not.toContain('fee_charged')
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      action: 'renew',
      fromStatus: 'expired',
      toStatus: 'approval_pending',
      actorKind: 'advertiser',
    })
    const job = await test.app.inject({ url: `/api/classifieds/classifieds/${row?.classifiedId}/` })
    expect(job.statusCode).not.toBe(200)
  })

  it('an expiring job changed goes back to review too; bad values are a 400 and change nothing', async () => {
    const id = await newPost()
    expect((await decide(id, { action: 'approve' })).statusCode).toBe(200)
    await test.app.submissionLife.move(database.db, {
      submissionId: id,
      action: 'expiring',
      actor: { kind: 'system', userId: null },
    })
    const bad = await renew(id, { ...fullPost(ref), salary_min: 'many' })
    expect(bad.statusCode).toBe(400)
    expect((await rowOf(id))?.status).toBe('expiring')
    const response = await renew(id, { ...fullPost(ref), openings_count: '6' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<SubmissionSaved>().status).toBe('approval_pending')
    expect((await rowOf(id))?.openingsCount).toBe(6)
  })

  it('a waiting post cannot be renewed (409), with or without the form', async () => {
    const id = await newPost()
    expect((await renew(id, fullPost(ref))).statusCode).toBe(409)
  })
})
