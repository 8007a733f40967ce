import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { ResumeAccessPage, ResumeLink } from '@localjobs/api-client/leads/types'
import { translate } from '@localjobs/validation/messages'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { advertisers, jobSeekerProfiles, resumeAccesses } from '#src/db/schema.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say } from '#src/lib/messages.ts'
import { checkResumeToken, RESUME_LINK_SECONDS, signResumeGrant } from '#src/lib/signed-links.ts'
import { bearer, type SignedInAdvertiser, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, csrfHeaders, login, type TestApp } from '../../../helpers/app.ts'
import { applyTo, approvedJob, seekerWithResume } from '../../../helpers/applicants.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, jsonRequest } from '../../../helpers/fuzz.ts'

let database: Database
let test: TestApp
let owner: SignedInAdvertiser
let stranger: SignedInAdvertiser
let ownerAccountId = 0
let strangerAccountId = 0
/** the owner's two jobs and the stranger's one */
let job = 0
let otherJob = 0
let strangersJob = 0
let seeker: Awaited<ReturnType<typeof seekerWithResume>>
let teluguSeeker: Awaited<ReturnType<typeof seekerWithResume>>
let noResumeSeeker: Awaited<ReturnType<typeof seekerWithResume>>
let lead = 0
let teluguLead = 0
let noResumeLead = 0
let leadOfOtherJob = 0
let strangersLead = 0

const accountOf = async (userId: number) => {
  const [row] = await database.db.select().from(advertisers).where(eq(advertisers.userId, userId))
  if (!row) throw new Error('no advertiser account')
  return row.id
}

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 3 })
  test = await buildTestApp(database)
  owner = await signInAdvertiser(test)
  stranger = await signInAdvertiser(test)
  job = (await approvedJob(test, owner, 'Delivery rider for Kukatpally')).classifiedId
  otherJob = (await approvedJob(test, owner, 'Cook for a canteen')).classifiedId
  strangersJob = (await approvedJob(test, stranger, 'Security guard, night shift')).classifiedId
  ownerAccountId = await accountOf(owner.userId)
  strangerAccountId = await accountOf(stranger.userId)
  seeker = await seekerWithResume(test, 'Ravi Kumar CV.pdf')
  teluguSeeker = await seekerWithResume(test, 'రవి కుమార్ రెజ్యూమ్.pdf')
  noResumeSeeker = await seekerWithResume(test)
  lead = await applyTo(test, database, job, seeker)
  teluguLead = await applyTo(test, database, job, teluguSeeker)
  noResumeLead = await applyTo(test, database, job, noResumeSeeker)
  leadOfOtherJob = await applyTo(test, database, otherJob, seeker)
  strangersLead = await applyTo(test, database, strangersJob, seeker)
  // a profile saved before resumes were required: it names none
  await database.db
    .update(jobSeekerProfiles)
    .set({ resumeId: null })
    .where(eq(jobSeekerProfiles.userId, noResumeSeeker.userId))
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const linkUrl = (classifiedId: number | string, leadId: number | string) =>
  `/api/classifieds/classifieds/${classifiedId}/leads/${leadId}/resume_link/`
const askLink = (
  classifiedId: number,
  leadId: number,
  headers: Record<string, string>,
  payload: unknown = { disposition: 'inline' },
) =>
  test.app.inject({
    method: 'POST',
    url: linkUrl(classifiedId, leadId),
    headers,
    payload: payload as Record<string, unknown>,
  })
const open = (url: string, headers: Record<string, string> = {}) => test.app.inject({ url, headers })
const codeOf = (response: { json(): unknown }) => (response.json() as ApiErrorBody).code
const accessesOf = (seekerUserId: number) =>
  database.db.select().from(resumeAccesses).where(eq(resumeAccesses.seekerUserId, seekerUserId))

describe("POST .../leads/{leadId}/resume_link/: a signed link to an applicant's resume (issue #9)", () => {
  it('the owner gets a link valid 5 minutes that opens the resume inline: its bytes and headers', async () => {
    const before = Date.now()
    const response = await askLink(job, lead, bearer(owner.access))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const link = response.json<ResumeLink>()
    expect(link).toEqual({
      url: expect.stringMatching(/^\/api\/classifieds\/resumes\/[A-Za-z0-9_.-]+\/$/),
      expires_at: expect.any(String),
      file_name: 'Ravi Kumar CV.pdf',
      content_type: 'application/pdf',
    })
    const expires = Date.parse(link.expires_at)
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + RESUME_LINK_SECONDS * 1000)
    expect(expires).toBeLessThanOrEqual(Date.now() + RESUME_LINK_SECONDS * 1000)

    // no token, no cookie: the link alone opens it
    const file = await open(link.url)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(seeker.data)).toBe(true)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Ravi Kumar CV.pdf"; filename*=UTF-8''Ravi%20Kumar%20CV.pdf`,
    )
    expect(file.headers['cache-control']).toBe('private, no-store')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
  })

  it("attachment: saved under the seeker's Telugu file name (RFC 6266 filename*, an ASCII fallback)", async () => {
    const link = (
      await askLink(job, teluguLead, bearer(owner.access), { disposition: 'attachment' })
    ).json<ResumeLink>()
    expect(link.file_name).toBe('రవి కుమార్ రెజ్యూమ్.pdf')
    const file = await open(link.url)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(teluguSeeker.data)).toBe(true)
    const disposition = String(file.headers['content-disposition'])
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/)
    expect(disposition).not.toMatch(/[^\x20-\x7e]/)
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('రవి కుమార్ రెజ్యూమ్.pdf')
    expect(file.headers['cache-control']).toBe('private, no-store')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
  })

  it("another advertiser's job, a lead of another job, an unknown lead: one 404, nothing leaked", async () => {
    const unknown = await askLink(job, 987_654, bearer(owner.access))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: say('leadNotFound', 'en'),
    })
    for (const response of [
      await askLink(strangersJob, strangersLead, bearer(owner.access)),
      await askLink(job, strangersLead, bearer(owner.access)),
      await askLink(job, leadOfOtherJob, bearer(owner.access)),
      await askLink(job, lead, bearer(stranger.access)),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.body).toBe(unknown.body)
    }
  })

  it('an applicant without a resume: 404 NO_RESUME in the caller’s language', async () => {
    for (const locale of ['en', 'hi', 'te'] as const) {
      const response = await askLink(job, noResumeLead, {
        ...bearer(owner.access),
        'accept-language': locale,
      })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'NO_RESUME', message: say('noResume', locale) })
    }
  })

  it('anonymous is 401; a seeker (cookie, no advertiser account) is refused; no link either way', async () => {
    const anonymous = await askLink(job, lead, csrfHeaders())
    expect(anonymous.statusCode).toBe(401)
    expect(codeOf(anonymous)).toBe('NOT_LOGGED_IN')
    const asSeeker = await askLink(job, lead, csrfHeaders(seeker.cookie))
    expect([401, 403]).toContain(asSeeker.statusCode)
    expect(asSeeker.body).not.toContain('/resumes/')
  })

  it('a body without a valid disposition is a 400 naming it, in Accept-Language; no body ever a 5xx', async () => {
    const odd = await askLink(
      job,
      lead,
      { ...bearer(owner.access), 'accept-language': 'hi' },
      { disposition: 'print' },
    )
    expect(odd.statusCode).toBe(400)
    expect(odd.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'disposition', message: translate('selectValidOption', 'hi') }],
    })
    const missing = await askLink(job, lead, bearer(owner.access), {})
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'disposition' }] })
    await assertNo5xx(
      test.app,
      fc.anything().map((payload) => {
        const request = jsonRequest('POST', linkUrl(job, lead))(payload)
        return { ...request, headers: { ...request.headers, ...bearer(owner.access) } }
      }),
      60,
    )
  })
})

describe('GET /classifieds/resumes/{token}/: the signature is the authority', () => {
  const freshToken = async (leadId = lead, disposition = 'inline') => {
    const link = (await askLink(job, leadId, bearer(owner.access), { disposition })).json<ResumeLink>()
    return link.url.slice('/api/classifieds/resumes/'.length, -1)
  }

  it('an expired link is 410 RESUME_LINK_EXPIRED, with no file and no record', async () => {
    const checked = checkResumeToken(await freshToken(), test.env.SIGNED_URL_SECRET)
    if (!checked.ok) throw new Error('the API signed a link it does not accept')
    const old = signResumeGrant(
      checked.grant,
      test.env.SIGNED_URL_SECRET,
      Date.now() - (RESUME_LINK_SECONDS + 1) * 1000,
    )
    const recorded = (await accessesOf(seeker.userId)).length
    const response = await open(old.url, { 'accept-language': 'te' })
    expect(response.statusCode).toBe(410)
    expect(response.json()).toMatchObject({
      code: 'RESUME_LINK_EXPIRED',
      message: say('resumeLinkExpired', 'te'),
    })
    expect(response.rawPayload.includes(seeker.data)).toBe(false)
    expect(await accessesOf(seeker.userId)).toHaveLength(recorded)
  })

  it('an altered link (signature, disposition, job, application, resume) is 403 RESUME_LINK_INVALID', async () => {
    const token = await freshToken()
    const parts = token.split('.')
    const alter = (index: number, value: string) =>
      parts.map((part, at) => (at === index ? value : part)).join('.')
    const sig = parts[6] ?? ''
    const recorded = (await accessesOf(seeker.userId)).length
    for (const altered of [
      alter(6, `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`),
      alter(4, 'a'),
      alter(2, String(otherJob)),
      alter(3, String(leadOfOtherJob)),
      alter(1, String(strangerAccountId)),
      alter(0, teluguSeeker.resume.id),
      alter(5, String(Number(parts[5]) + 3600)),
      'not-a-token',
    ]) {
      const response = await open(`/api/classifieds/resumes/${altered}/`)
      expect(response.statusCode, altered).toBe(403)
      expect(codeOf(response)).toBe('RESUME_LINK_INVALID')
    }
    expect(await accessesOf(seeker.userId)).toHaveLength(recorded)
    expect(ownerAccountId).not.toBe(strangerAccountId)
  })

  it('a link signed with another secret is refused; random tokens never a 5xx nor a file', async () => {
    const checked = checkResumeToken(await freshToken(), test.env.SIGNED_URL_SECRET)
    if (!checked.ok) throw new Error('unreachable')
    const forged = signResumeGrant(checked.grant, 'another-secret-of-at-least-32-characters!')
    expect((await open(forged.url)).statusCode).toBe(403)
    await assertNo5xx(
      test.app,
      fc
        .string({ maxLength: 200 })
        .map((token) => ({ url: `/api/classifieds/resumes/${encodeURIComponent(token)}/` })),
      80,
    )
  })

  it('records one access per serving: who, whose, which job and application, how', async () => {
    const viewer = await seekerWithResume(test, 'audit.pdf')
    const viewersLead = await applyTo(test, database, job, viewer)
    const inline = await freshToken(viewersLead, 'inline')
    const attachment = await freshToken(viewersLead, 'attachment')
    for (const token of [inline, inline, attachment])
      expect((await open(`/api/classifieds/resumes/${token}/`)).statusCode).toBe(200)
    // a HEAD shows no file: no record
    expect(
      (await test.app.inject({ method: 'HEAD', url: `/api/classifieds/resumes/${inline}/` })).statusCode,
    ).toBe(200)
    const rows = await accessesOf(viewer.userId)
    expect(rows.map((row) => row.disposition).sort()).toEqual(['attachment', 'inline', 'inline'])
    for (const row of rows)
      expect(row).toMatchObject({
        resumeId: viewer.resume.id,
        seekerUserId: viewer.userId,
        advertiserId: ownerAccountId,
        classifiedId: job,
        applicationId: viewersLead,
      })
  })
})

describe('GET /classifieds/job_seeker/resume/views/: the seeker sees who opened their resume', () => {
  it('exactly their own records, newest first, with the company and job as the job shows them, in pages', async () => {
    const viewer = await seekerWithResume(test, 'views.pdf')
    const viewersLead = await applyTo(test, database, job, viewer)
    const otherLead = await applyTo(test, database, otherJob, viewer)
    const openOnce = async (classifiedId: number, leadId: number, disposition: string) => {
      const link = (
        await askLink(classifiedId, leadId, bearer(owner.access), { disposition })
      ).json<ResumeLink>()
      expect((await open(link.url)).statusCode).toBe(200)
    }
    await openOnce(job, viewersLead, 'inline')
    await openOnce(otherJob, otherLead, 'attachment')
    const page = await test.app.inject({
      url: '/api/classifieds/job_seeker/resume/views/',
      headers: { cookie: viewer.cookie },
    })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    const body = page.json<ResumeAccessPage>()
    expect(body.hasMore).toBe(false)
    expect(body.next_cursor).toBeNull()
    expect(body.results).toEqual([
      {
        id: expect.any(Number),
        company_name: expect.any(String),
        job_title: 'Cook for a canteen',
        classified_id: otherJob,
        disposition: 'attachment',
        at: expect.any(String),
      },
      {
        id: expect.any(Number),
        company_name: expect.any(String),
        job_title: 'Delivery rider for Kukatpally',
        classified_id: job,
        disposition: 'inline',
        at: expect.any(String),
      },
    ])
    const [rows] = [await accessesOf(viewer.userId)]
    expect(body.results.map((result) => result.id).sort()).toEqual(rows.map((row) => row.id).sort())
    expect(body.results[0]?.company_name.length).toBeGreaterThan(0)

    const first = (
      await test.app.inject({
        url: '/api/classifieds/job_seeker/resume/views/?limit=1',
        headers: { cookie: viewer.cookie },
      })
    ).json<ResumeAccessPage>()
    expect(first).toMatchObject({ hasMore: true, results: [{ classified_id: otherJob }] })
    const second = (
      await test.app.inject({
        url: `/api/classifieds/job_seeker/resume/views/?limit=1&cursor=${first.next_cursor}`,
        headers: { cookie: viewer.cookie },
      })
    ).json<ResumeAccessPage>()
    expect(second).toMatchObject({ hasMore: false, next_cursor: null, results: [{ classified_id: job }] })

    // someone whose resume nobody opened sees none of these
    const nobody = await login(test)
    const empty = await test.app.inject({
      url: '/api/classifieds/job_seeker/resume/views/',
      headers: { cookie: nobody.cookie },
    })
    expect(empty.json()).toEqual({ results: [], next_cursor: null, hasMore: false })
  })

  it('anonymous is 401; an advertiser token is no seeker session; a foreign cursor is a 400', async () => {
    const anonymous = await test.app.inject({ url: '/api/classifieds/job_seeker/resume/views/' })
    expect(anonymous.statusCode).toBe(401)
    const advertiser = await test.app.inject({
      url: '/api/classifieds/job_seeker/resume/views/',
      headers: bearer(owner.access),
    })
    expect([401, 403]).toContain(advertiser.statusCode)
    const cursor = await test.app.inject({
      url: '/api/classifieds/job_seeker/resume/views/?cursor=nonsense',
      headers: { cookie: seeker.cookie },
    })
    expect(cursor.statusCode).toBe(400)
  })
})

describe('the resume link limit', () => {
  it(`${LIMITS.resumeLinkPerAdvertiserHour.limit} links an hour per advertiser, then 429 with Retry-After`, async () => {
    const busy = await signInAdvertiser(test)
    for (let count = 0; count < LIMITS.resumeLinkPerAdvertiserHour.limit; count++)
      expect((await askLink(job, lead, bearer(busy.access))).statusCode).toBe(404)
    const over = await askLink(job, lead, bearer(busy.access))
    expect(over.statusCode).toBe(429)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    // another advertiser is not held back by it
    expect((await askLink(job, lead, bearer(owner.access))).statusCode).toBe(200)
  })
})
