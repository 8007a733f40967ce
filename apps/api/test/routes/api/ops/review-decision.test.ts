import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { ReviewDecisionResponse } from '@localjobs/api-client/review/types'
import { translate } from '@localjobs/validation/messages'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { classifieds, submissions } from '#src/db/schema.ts'
import { say } from '#src/lib/messages.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, freshMobile, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, jsonValue } from '../../../helpers/fuzz.ts'
import { createPost, fullPost, type ReferencePost, referencePost } from '../../../helpers/submissions.ts'

const OPS_MOBILE = freshMobile()
let database: Database
let test: TestApp
let ref: ReferencePost
let ops: Record<string, string>
let advertiser: Awaited<ReturnType<typeof signInAdvertiser>>

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database, { env: { OPS_MOBILE_NUMBERS: OPS_MOBILE } })
  ref = await referencePost(test)
  ops = bearer((await signInAdvertiser(test, OPS_MOBILE)).access)
  advertiser = await signInAdvertiser(test)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

async function newPost() {
  const created = await createPost(test, advertiser.access, fullPost(ref))
  expect(created.statusCode).toBe(201)
  return created.json<{ id: number }>().id
}

const decide = (id: number, payload: unknown, headers: Record<string, string> = ops, locale = 'en') =>
  test.app.inject({
    method: 'POST',
    url: `/api/ops/review/submissions/${id}/decision/?locale=${locale}`,
    headers,
    payload: payload as Record<string, unknown>,
  })

describe('POST /ops/review/submissions/{id}/decision/ (issue #8)', () => {
  it('approving publishes the post: the feed for its city and category, its details and the sitemap show it', async () => {
    const id = await newPost()
    const response = await decide(id, { action: 'approve' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const body = response.json<ReviewDecisionResponse>()
    expect(body).toMatchObject({
      id,
      status: 'active',
      event: {
        action: 'approve',
        from_status: 'approval_pending',
        to_status: 'active',
        actor: { kind: 'ops' },
      },
    })
    const classifiedId = body.classified_id ?? 0
    expect(classifiedId).toBeGreaterThan(0)
    // the basic plan's 15 days
    const days = (Date.parse(body.valid_through ?? '') - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(14.9)

    const feed = await test.app.inject({
      url: `/api/classifieds/classifieds/feed_v2/?location_id=9&category_id=${ref.categoryId}&limit=50`,
    })
    expect(feed.statusCode).toBe(200)
    expect(JSON.stringify(feed.json())).toContain(`"id":${classifiedId}`)

    const details = await test.app.inject({
      url: `/api/classifieds/classifieds/${classifiedId}/`,
      headers: { 'accept-language': 'te' },
    })
    expect(details.statusCode, details.body).toBe(200)
    // a closed job leaves shared caches within a minute (decision 028)
    expect(details.headers['cache-control']).toMatch(/s-maxage=60\b/)
    expect(feed.headers['cache-control']).toMatch(/s-maxage=60\b/)
    const text = details.body
    // the advertiser's text as written; the company name to display; the fee
    expect(text).toContain('Delivery partner, two-wheeler')
    expect(text).toContain('Fuel is paid.')
    expect(text).toContain('Godavari Foods')

    const sitemap = await test.app.inject({ url: '/api/classifieds/classifieds/sitemap/jobs/?limit=1000' })
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.json<{ results: { id: number }[] }>().results.map((row) => row.id)).toContain(classifiedId)

    const [classified] = await database.db.select().from(classifieds).where(eq(classifieds.id, classifiedId))
    expect(classified).toMatchObject({
      status: 'active',
      advertiserId: expect.any(Number),
      categoryId: ref.categoryId,
      jobTitleId: ref.titleId,
      locationId: 9,
      localityId: ref.localityIds[0],
      salaryMin: 12000,
      salaryMax: 18000,
      jobType: 'full_time',
      shift: 'night',
      qualification: 'below_10th',
      preferredGender: 'female',
      experienceMinYears: 1,
      experienceMaxYears: 2,
      openingsCount: 4,
      feesCharged: true,
      feeAmount: 500,
    })
    expect(classified?.content.hi.title).toBe('Delivery partner, two-wheeler')
  })

  it("a second decision on a decided post is a 409 INVALID_TRANSITION in the caller's language", async () => {
    const id = await newPost()
    expect((await decide(id, { action: 'reject', reason: 'duplicate' })).statusCode).toBe(200)
    const again = await decide(id, { action: 'approve' }, ops, 'te')
    expect(again.statusCode).toBe(409)
    expect(again.json<ApiErrorBody>()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: say('invalidTransition', 'te'),
    })
    const [row] = await database.db.select().from(submissions).where(eq(submissions.id, id))
    expect(row).toMatchObject({ status: 'rejected', statusReason: 'duplicate', classifiedId: null })
  })

  it('a hold keeps its reason and note; approving after the hold publishes', async () => {
    const id = await newPost()
    const held = await decide(id, { action: 'hold', reason: 'other', note: 'Call the owner' })
    expect(held.json<ReviewDecisionResponse>()).toMatchObject({
      status: 'on_hold',
      event: { reason: 'other', reason_label: expect.any(String), note: 'Call the owner' },
    })
    const approved = await decide(id, { action: 'approve' })
    expect(approved.json<ReviewDecisionResponse>()).toMatchObject({ status: 'active' })
    const [row] = await database.db.select().from(submissions).where(eq(submissions.id, id))
    expect(row).toMatchObject({ statusReason: null, statusNote: null })
  })

  it("a bad body is a 400 naming each field in the caller's language", async () => {
    const id = await newPost()
    const response = await decide(id, { action: 'hold', reason: 'duplicate' }, ops, 'hi')
    expect(response.statusCode).toBe(400)
    expect(response.json<ApiErrorBody>().details).toEqual([
      { path: 'reason', message: translate('selectValidOption', 'hi') },
    ])
    const other = await decide(id, { action: 'reject', reason: 'other' })
    expect(other.json<ApiErrorBody>().details).toEqual([
      { path: 'note', message: translate('required', 'en') },
    ])
  })

  it('no post: 404; an advertiser without the role and no token are refused', async () => {
    expect((await decide(2_000_000, { action: 'approve' })).statusCode).toBe(404)
    const id = await newPost()
    expect((await decide(id, { action: 'approve' }, bearer(advertiser.access))).statusCode).toBe(403)
    const anonymous = await decide(id, { action: 'approve' }, {})
    expect([401, 403]).toContain(anonymous.statusCode)
    const [row] = await database.db.select().from(submissions).where(eq(submissions.id, id))
    expect(row?.status).toBe('approval_pending')
  })

  it('never answers malformed input with a 5xx', async () => {
    const id = await newPost()
    await assertNo5xx(
      test.app,
      fc
        .record({ target: fc.oneof(fc.constant(String(id)), fc.string()), body: jsonValue })
        .map(({ target, body }) => ({
          method: 'POST' as const,
          url: `/api/ops/review/submissions/${encodeURIComponent(target)}/decision/`,
          headers: { ...ops, 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        })),
    )
  })
})
