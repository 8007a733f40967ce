import type { ReviewQueuePage, ReviewSubmissionDetail } from '@localjobs/api-client/review/types'
import { eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { submissions } from '#src/db/schema.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, freshMobile, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, queryWith } from '../../../helpers/fuzz.ts'
import { createPost, fullPost, type ReferencePost, referencePost } from '../../../helpers/submissions.ts'

const OPS_MOBILE = freshMobile()
let database: Database
let test: TestApp
let ref: ReferencePost
let ops: Record<string, string>
let advertiser: Awaited<ReturnType<typeof signInAdvertiser>>
const ids: number[] = []

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database, { env: { OPS_MOBILE_NUMBERS: OPS_MOBILE } })
  ref = await referencePost(test)
  ops = bearer((await signInAdvertiser(test, OPS_MOBILE)).access)
  advertiser = await signInAdvertiser(test)
  for (let i = 0; i < 3; i++) {
    const created = await createPost(test, advertiser.access, fullPost(ref))
    ids.push(created.json<{ id: number }>().id)
  }
  // The machine checks flag these posts alike (each charges a fee, and each repeats the last): make them
  // low risk, then the second the riskiest, so it comes first.
  await database.db
    .update(submissions)
    .set({ riskLevel: 'low', riskScore: 0 })
    .where(inArray(submissions.id, ids))
  await database.db
    .update(submissions)
    .set({ riskLevel: 'high', riskScore: 70 })
    .where(eq(submissions.id, ids[1] ?? 0))
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const queue = (query: string, headers: Record<string, string> = ops) =>
  test.app.inject({ url: `/api/ops/review/submissions/?${query}`, headers })

describe('GET /ops/review/submissions/ (issue #8)', () => {
  it('lists posts awaiting review riskiest first, then oldest first, in keyset pages', async () => {
    const first = await queue('limit=2&locale=te')
    expect(first.statusCode, first.body).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-store')
    const page = first.json<ReviewQueuePage>()
    expect(page.results.map((item) => item.id)).toEqual([ids[1], ids[0]])
    expect(page.results[0]).toMatchObject({
      title: 'Delivery partner, two-wheeler',
      risk: { level: 'high', score: 70 },
      city: { id: 9 },
      category: { id: ref.categoryId },
      advertiser: { first_time: false },
    })
    expect(page.results[1]).toMatchObject({ id: ids[0], advertiser: { first_time: true } })
    expect(page.hasMore).toBe(true)
    const second = (await queue(`limit=2&cursor=${page.next_cursor}`)).json<ReviewQueuePage>()
    expect(second.results.map((item) => item.id)).toEqual([ids[2]])
    expect(second.hasMore).toBe(false)
  })

  it('filters by risk, city, category and first-time advertisers', async () => {
    expect((await queue('risk=high')).json<ReviewQueuePage>().results.map((item) => item.id)).toEqual([
      ids[1],
    ])
    expect((await queue('city=9999')).json<ReviewQueuePage>().results).toEqual([])
    expect((await queue(`category=${ref.categoryId}`)).json<ReviewQueuePage>().results).toHaveLength(3)
    expect((await queue('status=on_hold')).json<ReviewQueuePage>().results).toEqual([])
    // first-time: the advertiser's first post only (none before it when it was created), however it fares
    const first = (await queue('first_time=1')).json<ReviewQueuePage>().results
    expect(first.map((item) => item.id)).toEqual([ids[0]])
    expect(first[0]?.advertiser.first_time).toBe(true)
    expect((await queue('first_time=0')).json<ReviewQueuePage>().results).toHaveLength(3)
    expect((await queue('first_time=1&risk=high')).json<ReviewQueuePage>().results).toEqual([])
    // the flag is the post's own: another post of the advertiser approved changes nothing
    await test.app.inject({
      method: 'POST',
      url: `/api/ops/review/submissions/${ids[2]}/decision/`,
      headers: ops,
      payload: { action: 'approve' },
    })
    expect((await queue('first_time=1')).json<ReviewQueuePage>().results.map((item) => item.id)).toEqual([
      ids[0],
    ])
  })

  it('refuses a forged cursor and a bad limit with a 400; only ops reach it', async () => {
    expect((await queue('cursor=forged')).statusCode).toBe(400)
    expect((await queue('limit=51')).statusCode).toBe(400)
    expect((await queue('', bearer(advertiser.access))).statusCode).toBe(403)
  })

  it('never answers malformed queries with a 5xx', async () => {
    await assertNo5xx(
      test.app,
      queryWith(['status', 'risk', 'city', 'category', 'first_time', 'cursor', 'limit', 'locale']).map(
        (query) => ({ url: `/api/ops/review/submissions/?${query}`, headers: ops }),
      ),
    )
  })
})

describe('GET /ops/review/submissions/{id}/ (issue #8)', () => {
  it('shows every field as written, option ids as titles, the advertiser history and the events', async () => {
    const response = await test.app.inject({
      url: `/api/ops/review/submissions/${ids[0]}/?locale=en`,
      headers: ops,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const detail = response.json<ReviewSubmissionDetail>()
    const field = (name: string) => detail.fields.find((each) => each.field === name)?.value
    expect(field('other_details')).toBe('Fuel is paid.')
    expect(field('fees_charged')).toBe('Yes')
    expect(field('fee_reason')).toBe('Uniform or kit, Other reason')
    expect(field('contact_preference')).toBe('WhatsApp')
    expect(field('salary_min')).toBe('12000')
    expect(detail).toMatchObject({
      status: 'approval_pending',
      advertiser: { posts: 3, approved: 1, rejections: 0, reports: 0, blocked: false },
      history: [
        { action: 'submit', from_status: null, to_status: 'approval_pending', actor: { kind: 'advertiser' } },
      ],
      actions: ['approve', 'reject', 'hold'],
    })
  })

  it('no such post: 404; malformed ids never a 5xx', async () => {
    expect(
      (await test.app.inject({ url: '/api/ops/review/submissions/2000000/', headers: ops })).statusCode,
    ).toBe(404)
    await assertNo5xx(
      test.app,
      fc
        .string()
        .map((id) => ({ url: `/api/ops/review/submissions/${encodeURIComponent(id)}/`, headers: ops })),
    )
  })
})
