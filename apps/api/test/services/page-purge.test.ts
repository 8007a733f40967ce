import { jobPurgeTags } from '@localjobs/api-client/page-purge'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { scheduledJobs } from '#src/db/schema.ts'
import { loadEnv } from '#src/env.ts'
import { backoffMs } from '#src/services/job-queue.ts'
import { HttpPagePurger, type PagePurger } from '#src/services/page-purge.ts'
import { bearer, signInAdvertiser } from '../helpers/advertisers.ts'
import { buildTestApp, freshMobile, type TestApp } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'
import { createPost, fullPost, type ReferencePost, referencePost } from '../helpers/submissions.ts'

/** The app servers as the API sees them: the tags of every purge, in order; `failing` makes them refuse. */
class RecordingPurger implements PagePurger {
  readonly purged: string[][] = []
  failing = false
  async purge(tags: readonly string[]) {
    if (this.failing) throw new Error('the app servers are away')
    this.purged.push([...tags])
  }
}

const OPS_MOBILE = freshMobile()
const purger = new RecordingPurger()
let database: Database
let test: TestApp
let ref: ReferencePost
let ops: Record<string, string>
let owner: Record<string, string>
let ownerAccess = ''

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  // The worker on, as in production, but its poll an hour away: purges run with the change's answer.
  test = await buildTestApp(database, {
    env: { OPS_MOBILE_NUMBERS: OPS_MOBILE, JOBS_WORKER: 'true', JOBS_POLL_MS: '3600000' },
    services: { pagePurger: purger },
  })
  ref = await referencePost(test)
  ops = bearer((await signInAdvertiser(test, OPS_MOBILE)).access)
  ownerAccess = (await signInAdvertiser(test)).access
  owner = bearer(ownerAccess)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

async function newPost() {
  const created = await createPost(test, ownerAccess, fullPost(ref))
  expect(created.statusCode).toBe(201)
  return created.json<{ id: number }>().id
}

const decide = (id: number, payload: Record<string, unknown>) =>
  test.app.inject({
    method: 'POST',
    url: `/api/ops/review/submissions/${id}/decision/`,
    headers: ops,
    payload,
  })

/** Publishes a new post through the desk; answers its submission and classified (job) ids. */
async function publish() {
  const id = await newPost()
  const approved = await decide(id, { action: 'approve' })
  expect(approved.statusCode, approved.body).toBe(200)
  const body = approved.json<{ classified_id: number | null; valid_through: string | null }>()
  return { id, jobId: body.classified_id ?? 0, validThrough: new Date(body.valid_through ?? 0) }
}

const since = (count: number) => purger.purged.slice(count)

describe("purges of the apps' pages when a job changes (decision 040)", () => {
  it("publishing a job purges its page and the lists before the desk's answer comes back", async () => {
    const before = purger.purged.length
    const { jobId } = await publish()
    expect(jobId).toBeGreaterThan(0)
    expect(since(before)).toEqual([[`job:${jobId}`, 'job-lists']])
    expect(jobPurgeTags(jobId)).toEqual([`job:${jobId}`, 'job-lists'])
  })

  it("the advertiser's close purges them before the close's answer comes back", async () => {
    const { id, jobId } = await publish()
    const before = purger.purged.length
    const closed = await test.app.inject({
      method: 'POST',
      url: `/api/submissions/submissions/${id}/close/`,
      headers: owner,
      payload: {},
    })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(since(before)).toEqual([jobPurgeTags(jobId)])
  })

  it('the expiry job purges them; entering Expiring (still listed) and a rejection of an unpublished post do not', async () => {
    const { id, jobId, validThrough } = await publish()
    const before = purger.purged.length

    // the last 3 days begin: still active in the lists, nothing to purge
    await test.app.jobWorker.runDue(new Date(validThrough.getTime() - 2 * 86_400_000))
    expect(since(before)).toEqual([])

    // (the jobs published by the tests before end about then too)
    await test.app.jobWorker.runDue(new Date(validThrough.getTime() + 1000))
    expect(since(before)).toContainEqual(jobPurgeTags(jobId))
    // and nothing is left to send
    const waiting = await database.db
      .select({ id: scheduledJobs.id })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, 'page_purge'), isNull(scheduledJobs.doneAt)))
    expect(waiting).toEqual([])
    expect(id).toBeGreaterThan(0)

    const unpublished = await newPost()
    const beforeReject = purger.purged.length
    const rejected = await decide(unpublished, { action: 'reject', reason: 'duplicate' })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(since(beforeReject)).toEqual([])
  })

  it('a purge the app servers refuse does not fail the change: the queue sends it again later', async () => {
    purger.failing = true
    const before = purger.purged.length
    const { jobId } = await publish()
    expect(since(before)).toEqual([])
    purger.failing = false

    await test.app.jobWorker.runDue(new Date(Date.now() + backoffMs(1) + 1000))
    expect(since(before)).toEqual([jobPurgeTags(jobId)])
  })
})

describe('HttpPagePurger', () => {
  const answers = (statuses: Record<string, number>) => {
    const calls: { url: string; init: RequestInit }[] = []
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response('{}', { status: statuses[url] ?? 200 })
    }) as unknown as typeof globalThis.fetch
    return { calls, fetch }
  }
  const urls = ['http://seeker-1:3000/jobs/_page-cache/purge', 'http://seeker-2:3000/jobs/_page-cache/purge']
  const secret = 'x'.repeat(40)

  it('posts the tags to every app server with the secret', async () => {
    const { calls, fetch } = answers({})
    await new HttpPagePurger({ urls, secret, fetch }).purge(['job:7', 'job-lists'])

    expect(calls.map((call) => call.url)).toEqual(urls)
    for (const { init } of calls) {
      expect(init.method).toBe('POST')
      expect(init.headers).toMatchObject({
        authorization: `Bearer ${secret}`,
        'content-type': 'application/json',
      })
      expect(JSON.parse(String(init.body))).toEqual({ tags: ['job:7', 'job-lists'] })
    }
  })

  it('fails, naming the server, when one did not take it (the queue then tries again)', async () => {
    const { fetch } = answers({ [urls[1] ?? '']: 401 })
    await expect(new HttpPagePurger({ urls, secret, fetch }).purge(['job-lists'])).rejects.toThrow(
      `${urls[1]} answered 401`,
    )
  })

  it('is configured by PAGE_PURGE_URLS and PAGE_PURGE_SECRET, which the URLs require', () => {
    const env = { NODE_ENV: 'test' as const }
    expect(
      loadEnv({ ...env, PAGE_PURGE_URLS: urls.join(','), PAGE_PURGE_SECRET: secret }).PAGE_PURGE_URLS,
    ).toEqual(urls)
    expect(loadEnv(env).PAGE_PURGE_URLS).toEqual([])
    expect(() => loadEnv({ ...env, PAGE_PURGE_URLS: urls.join(',') })).toThrow(/PAGE_PURGE_SECRET/)
    expect(() => loadEnv({ ...env, PAGE_PURGE_URLS: 'seeker-1/jobs', PAGE_PURGE_SECRET: secret })).toThrow(
      /PAGE_PURGE_URLS/,
    )
  })
})
