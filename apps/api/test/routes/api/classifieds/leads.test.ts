import type { JobApplicationsResponse } from '@localjobs/api-client/job-seeker/applications'
import type { Lead, LeadDetail, LeadsPage } from '@localjobs/api-client/leads/types'
import type { SubmissionsPage } from '@localjobs/api-client/submissions/types'
import { and, eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { applications, classifieds, jobSeekerProfiles, plans, submissions, users } from '#src/db/schema.ts'
import { insertApplication } from '#src/lib/application-match.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, csrfHeaders, freshMobile, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, jsonRequest, jsonValue, queryWith } from '../../../helpers/fuzz.ts'
import { createProfile } from '../../../helpers/profile.ts'
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
let owner: { access: string; headers: Record<string, string> }
let other: Record<string, string>

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 10 })
  test = await buildTestApp(database, { env: { OPS_MOBILE_NUMBERS: OPS_MOBILE } })
  ref = await referencePost(test)
  ops = bearer((await signInAdvertiser(test, OPS_MOBILE)).access)
  const signed = await signInAdvertiser(test)
  owner = { access: signed.access, headers: bearer(signed.access) }
  other = bearer((await signInAdvertiser(test)).access)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

let cities: number[] = []
/** A city no other test's job or seeker uses (besides 9, the posts' city; 31 is "elsewhere"). */
async function freshCity() {
  if (cities.length === 0)
    cities = [...(await test.app.referenceData.get()).locationsById.keys()].filter(
      (id) => id !== 9 && id !== 31,
    )
  const city = cities.shift()
  if (city === undefined) throw new Error('out of cities')
  return city
}

/** A post of the owner approved by ops: its submission id and its job (classified) id. */
async function liveJob(access = owner.access) {
  const id = (await createPost(test, access, fullPost(ref))).json<{ id: number }>().id
  const approved = await test.app.inject({
    method: 'POST',
    url: `/api/ops/review/submissions/${id}/decision/`,
    headers: ops,
    payload: { action: 'approve' },
  })
  expect(approved.statusCode).toBe(200)
  const [row] = await database.db.select().from(submissions).where(eq(submissions.id, id))
  if (!row?.classifiedId) throw new Error('the approved post has no job')
  const [job] = await database.db.select().from(classifieds).where(eq(classifieds.id, row.classifiedId))
  if (!job) throw new Error('no job')
  return { submissionId: id, classifiedId: row.classifiedId, job }
}

interface SeekerOptions {
  categories?: number[]
  locations?: number[]
  experience?: number
  qualification?: number
  discoverable?: boolean
  verified?: boolean
  resume?: boolean
  updatedAt?: string
}

/** A seeker written straight to the tables (fast, and times chosen to the millisecond). */
async function seeker(options: SeekerOptions = {}) {
  const [user] = await database.db
    .insert(users)
    .values({
      mobile: freshMobile(),
      name: 'Seeker',
      mobileVerifiedAt: options.verified === false ? null : new Date('2026-11-01T00:00:00Z'),
    })
    .returning({ id: users.id, mobile: users.mobile })
  if (!user) throw new Error('no user')
  await database.db.insert(jobSeekerProfiles).values({
    userId: user.id,
    name: `Seeker ${user.id}`,
    gender: 1,
    qualification: options.qualification ?? 4,
    specialization: 1,
    experience: options.experience ?? 2,
    jobType: 1,
    workTime: 2,
    shiftTiming: 1,
    jobCategories: options.categories ?? [ref.categoryId],
    locations: options.locations ?? [9],
    discoverable: options.discoverable ?? true,
    resumeId: null,
    ...(options.updatedAt ? { updatedAt: new Date(options.updatedAt) } : {}),
  })
  if (options.resume !== false) {
    const resumeId = `resume-${user.id}-abcdefghijklmnop`
    await database.db.execute(
      sql`insert into resumes (id, user_id, storage_key, file_name, content_type, size_bytes) values (${resumeId}, ${user.id}, ${`k-${resumeId}`}, 'cv.pdf', 'application/pdf', 10)`,
    )
    await database.db.update(jobSeekerProfiles).set({ resumeId }).where(eq(jobSeekerProfiles.userId, user.id))
  }
  return user
}

/** An application as the apply routes make it (scored), at a time chosen to the millisecond. */
async function applyAs(userId: number, classifiedId: number, createdAt?: string) {
  const { id } = await insertApplication(database.db, {
    userId,
    classifiedId,
    source: 'details',
    ...(createdAt ? { createdAt: new Date(createdAt) } : {}),
  })
  if (id === undefined) throw new Error('no application')
  return id
}

const leadsUrl = (classifiedId: number | string, query = '') =>
  `/api/classifieds/classifieds/${classifiedId}/leads/${query ? `?${query}` : ''}`
const getLeads = (classifiedId: number | string, query = '', headers = owner.headers) =>
  test.app.inject({ url: leadsUrl(classifiedId, query), headers })
const leadsOf = async (classifiedId: number, query = '') => {
  const response = await getLeads(classifiedId, query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<LeadsPage>()
}
const allPages = async (classifiedId: number, query: string) => {
  const ids: number[] = []
  const pages: LeadsPage[] = []
  let cursor: string | null = null
  do {
    const page: LeadsPage = await leadsOf(
      classifiedId,
      `${query}&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
    )
    pages.push(page)
    ids.push(...page.results.map((lead) => lead.id))
    cursor = page.next_cursor
  } while (cursor)
  return { ids, pages }
}
const contact = (classifiedId: number | string, userId: number | string, headers = owner.headers) =>
  test.app.inject({
    method: 'POST',
    url: `/api/classifieds/classifieds/${classifiedId}/candidates/${userId}/contact/`,
    headers: { ...headers, 'accept-language': 'hi' },
  })
const patchStatus = (classifiedId: number, leadId: number, body: unknown, headers = owner.headers) =>
  test.app.inject({
    method: 'PATCH',
    url: `/api/classifieds/classifieds/${classifiedId}/leads/${leadId}/update_review_status/`,
    headers,
    payload: body as Record<string, unknown>,
  })

describe('the responses tab (issue #9)', () => {
  it('pages 10 applicants in 3 pages of 4 under both sorts, without duplicates or gaps, ties broken by id', async () => {
    const { classifiedId, job } = await liveJob()
    const applicationIds: number[] = []
    for (let index = 0; index < 10; index++) {
      // a mix of scores (experience and qualification) and identical times (ties)
      const user = await seeker({
        experience: index % 2 === 0 ? 0 : 10,
        qualification: index % 3 === 0 ? 1 : 8,
      })
      applicationIds.push(await applyAs(user.id, classifiedId, `2026-11-2${index % 3}T10:00:00.000Z`))
    }
    expect(job.experienceMinYears).toBeGreaterThan(0)
    for (const sort of ['newest', 'best_match']) {
      const { ids, pages } = await allPages(classifiedId, `sort=${sort}`)
      expect(pages).toHaveLength(3)
      expect(pages.map((page) => page.hasMore)).toEqual([true, true, false])
      expect(pages.every((page) => page.count === 10)).toBe(true)
      expect(new Set(ids).size).toBe(10)
      expect([...ids].sort((a, b) => a - b)).toEqual([...applicationIds].sort((a, b) => a - b))
      const leads = pages.flatMap((page) => page.results)
      const key = (lead: Lead) =>
        sort === 'best_match'
          ? [lead.match_score, Date.parse(lead.created_at), lead.id]
          : [Date.parse(lead.created_at), lead.id]
      for (let index = 1; index < leads.length; index++) {
        const before = key(leads[index - 1] as Lead)
        const after = key(leads[index] as Lead)
        const order = before.findIndex((value, at) => value !== after[at])
        expect(order, 'the order is strict').toBeGreaterThanOrEqual(0)
        expect(before[order] as number).toBeGreaterThan(after[order] as number)
      }
    }
  })

  it('a cursor of one sort is refused by the other (400 naming cursor)', async () => {
    const { classifiedId } = await liveJob()
    for (let index = 0; index < 3; index++) await applyAs((await seeker()).id, classifiedId)
    const page = await leadsOf(classifiedId, 'limit=1')
    const response = await getLeads(classifiedId, `sort=best_match&cursor=${page.next_cursor}`)
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('cursor')
  })

  it('scores best match row by row: category, city, experience and qualification, 1 point each', async () => {
    const { classifiedId, job } = await liveJob()
    const qualificationRank = {
      no_education: 1,
      below_10th: 2,
      '10th_pass': 3,
      '12th_pass': 4,
      iti: 5,
      diploma: 6,
      graduate: 7,
      post_graduate: 8,
    }[job.qualification] as number
    const otherCategory = ref.otherTitleId
      ? (await test.app.referenceData.get()).jobTitlesById.get(ref.otherTitleId)?.categoryId
      : undefined
    if (!otherCategory) throw new Error('no other category')
    const rows: [SeekerOptions, number, string[]][] = [
      [
        { experience: job.experienceMinYears, qualification: qualificationRank },
        4,
        ['category', 'locality', 'experience', 'qualification'],
      ],
      [
        { experience: job.experienceMinYears + 3, qualification: qualificationRank + 1 },
        4,
        ['category', 'locality', 'experience', 'qualification'],
      ],
      [
        { experience: job.experienceMinYears - 1, qualification: qualificationRank },
        3,
        ['category', 'locality', 'qualification'],
      ],
      [
        { experience: job.experienceMinYears, qualification: qualificationRank - 1 },
        3,
        ['category', 'locality', 'experience'],
      ],
      [
        { categories: [otherCategory], experience: job.experienceMinYears, qualification: qualificationRank },
        3,
        ['locality', 'experience', 'qualification'],
      ],
      [
        { locations: [31], experience: job.experienceMinYears - 1, qualification: qualificationRank - 1 },
        1,
        ['category'],
      ],
      [{ categories: [otherCategory], locations: [31], experience: 0, qualification: 1 }, 0, []],
    ]
    const expected = new Map<number, [number, string[]]>()
    for (const [options, score, matched] of rows) {
      const user = await seeker(options)
      expected.set(await applyAs(user.id, classifiedId), [score, matched])
    }
    const page = await leadsOf(classifiedId, 'sort=best_match&limit=50')
    expect(page.results).toHaveLength(rows.length)
    for (const lead of page.results) {
      expect([lead.match_score, lead.matched]).toEqual(expected.get(lead.id))
    }
    expect(page.results.map((lead) => lead.match_score)).toEqual(
      [...page.results.map((lead) => lead.match_score)].sort((a, b) => b - a),
    )
  })

  it('shows an applicant with titles in Accept-Language, their number and resume, and filters by status', async () => {
    const { classifiedId } = await liveJob()
    const user = await seeker()
    const leadId = await applyAs(user.id, classifiedId)
    const response = await test.app.inject({
      url: leadsUrl(classifiedId),
      headers: { ...owner.headers, 'accept-language': 'te' },
    })
    expect(response.headers['cache-control']).toBe('private, no-store')
    const [lead] = response.json<LeadsPage>().results
    expect(lead).toMatchObject({
      id: leadId,
      classified: classifiedId,
      job_seeker: { user_number: user.mobile, user: user.id, gender: { title: 'పురుషుడు' } },
      review_status: 'to_review',
      viewed_at: null,
      verified: true,
      has_resume: true,
      contact_lock: null,
    })
    expect((await leadsOf(classifiedId, 'review_status=contacted')).count).toBe(0)
    expect((await leadsOf(classifiedId, 'review_status=to_review')).count).toBe(1)
  })

  it('review_status outside the responses tab is a 400', async () => {
    const { classifiedId } = await liveJob()
    const response = await getLeads(classifiedId, 'tab=database&review_status=contacted')
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('review_status')
  })
})

describe('best match is stored on the application and follows changes (decision 034)', () => {
  const otherCategory = async () => {
    const found = ref.otherTitleId
      ? (await test.app.referenceData.get()).jobTitlesById.get(ref.otherTitleId)?.categoryId
      : undefined
    if (!found) throw new Error('no other category')
    return found
  }
  const ranking = async (classifiedId: number, query = '') =>
    (await leadsOf(classifiedId, `sort=best_match&limit=50${query}`)).results.map((lead) => [
      lead.id,
      lead.match_score,
      lead.matched,
    ])

  it('a seeker saving their profile re-ranks them on the jobs they applied to (PUT .../profile/)', async () => {
    const { classifiedId, job } = await liveJob()
    expect(job.experienceMinYears).toBeGreaterThan(0)
    // the job asks for below 10th (2): qualification 1 does not match, 8 does
    expect(job.qualification).toBe('below_10th')
    const steady = await seeker({ experience: 0, qualification: 4 })
    const steadyLead = await applyAs(steady.id, classifiedId)
    const person = await login(test)
    await createProfile(test, person.cookie, {
      job_category: [await otherCategory()],
      locations: [9],
      qualification: 1,
    })
    const applied = await test.app.inject({
      url: `/api/classifieds/classifieds/${classifiedId}/apply/?type=0`,
      headers: csrfHeaders(person.cookie),
    })
    expect(applied.statusCode).toBe(200)
    const [row] = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.classifiedId, classifiedId), eq(applications.userId, person.userId)))
    const personLead = row?.id
    expect(await ranking(classifiedId)).toEqual([
      [steadyLead, 3, ['category', 'locality', 'qualification']],
      [personLead, 2, ['locality', 'experience']],
    ])

    await createProfile(test, person.cookie, {
      job_category: [ref.categoryId],
      locations: [9],
      qualification: 8,
    })
    expect(await ranking(classifiedId)).toEqual([
      [personLead, 4, ['category', 'locality', 'experience', 'qualification']],
      [steadyLead, 3, ['category', 'locality', 'qualification']],
    ])
    // the filtered list (its own index) reads the same stored score
    expect((await ranking(classifiedId, '&review_status=to_review')).map(([id]) => id)).toEqual([
      personLead,
      steadyLead,
    ])
  })

  it('an edit of the job that goes live again re-ranks its applicants (held, edited, approved)', async () => {
    const { submissionId, classifiedId, job } = await liveJob()
    expect([job.experienceMinYears, job.qualification]).toEqual([1, 'below_10th'])
    // before: B has the years and below 10th; A is a fresher with a degree
    const fresher = await seeker({ experience: 0, qualification: 8 })
    const experienced = await seeker({ experience: 3, qualification: 2 })
    const fresherLead = await applyAs(fresher.id, classifiedId, '2026-11-20T10:00:00.000Z')
    const experiencedLead = await applyAs(experienced.id, classifiedId, '2026-11-20T10:00:00.000Z')
    expect(await ranking(classifiedId)).toEqual([
      [experiencedLead, 4, ['category', 'locality', 'experience', 'qualification']],
      [fresherLead, 3, ['category', 'locality', 'qualification']],
    ])

    const held = await test.app.inject({
      method: 'POST',
      url: `/api/ops/review/submissions/${submissionId}/decision/`,
      headers: ops,
      payload: { action: 'hold', reason: 'remove_fee', note: 'Remove the fee' },
    })
    expect(held.statusCode, held.body).toBe(200)
    // the advertiser now asks for freshers with a degree (graduate, 7)
    const body = await createBody({ ...fullPost(ref), experience: '0', qualification: '7' }, 3)
    const edited = await test.app.inject({
      method: 'PUT',
      url: `/api/submissions/submissions/${submissionId}/?locale=en`,
      headers: { ...owner.headers, 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    // still held for review: the job seekers see (and its ranking) is unchanged until approved
    expect((await ranking(classifiedId)).map(([id]) => id)).toEqual([experiencedLead, fresherLead])
    const approved = await test.app.inject({
      method: 'POST',
      url: `/api/ops/review/submissions/${submissionId}/decision/`,
      headers: ops,
      payload: { action: 'approve' },
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await ranking(classifiedId)).toEqual([
      [fresherLead, 4, ['category', 'locality', 'experience', 'qualification']],
      [experiencedLead, 3, ['category', 'locality', 'experience']],
    ])
  })

  it('best-match pages stay complete and ordered when scores and times tie (all applicants, and one status)', async () => {
    const { classifiedId } = await liveJob()
    const all: number[] = []
    const contacted: number[] = []
    for (let index = 0; index < 11; index++) {
      // three scores (4, 3, 1), one time for all: ties on score and time, broken by id
      const user = await seeker({
        experience: index % 3 === 2 ? 0 : 5,
        qualification: index % 3 === 0 ? 8 : 1,
        ...(index % 3 === 2 ? { locations: [31] } : {}),
      })
      const id = await applyAs(user.id, classifiedId, '2026-11-22T08:00:00.000Z')
      all.push(id)
      if (index % 2 === 0) {
        expect((await patchStatus(classifiedId, id, { review_status: 'contacted' })).statusCode).toBe(200)
        contacted.push(id)
      }
    }
    for (const [query, expected] of [
      ['sort=best_match', all],
      ['sort=best_match&review_status=contacted', contacted],
    ] as const) {
      const { ids, pages } = await allPages(classifiedId, query)
      expect(ids.toSorted((a, b) => a - b)).toEqual(expected.toSorted((a, b) => a - b))
      expect(pages.at(-1)?.hasMore).toBe(false)
      const leads = pages.flatMap((page) => page.results)
      const scores = leads.map((lead) => lead.match_score)
      expect(new Set(scores).size).toBeGreaterThan(1)
      for (let index = 1; index < leads.length; index++) {
        const before = leads[index - 1] as Lead
        const after = leads[index] as Lead
        expect(
          before.match_score > after.match_score ||
            (before.match_score === after.match_score && before.id > after.id),
          `${query}: ${before.id} (${before.match_score}) before ${after.id} (${after.match_score})`,
        ).toBe(true)
      }
    }
  })
})

describe('opening an applicant and setting their status', () => {
  it('opening marks it viewed once; Contacted and back to To Review both ways; the seeker reads applied -> viewed -> contacted', async () => {
    const { classifiedId } = await liveJob()
    const person = await login(test)
    await createProfile(test, person.cookie, { job_category: [ref.categoryId], locations: [9] })
    const applied = await test.app.inject({
      url: `/api/classifieds/classifieds/${classifiedId}/apply/?type=0`,
      headers: csrfHeaders(person.cookie),
    })
    expect(applied.statusCode).toBe(200)
    const seekerStatus = async () =>
      (
        await test.app.inject({
          url: `/api/classifieds/job_seeker/applications/?classified_id=${classifiedId}`,
          headers: { cookie: person.cookie },
        })
      ).json<JobApplicationsResponse>().results[0]?.status
    const dashboardCounts = async () => {
      const page = (
        await test.app.inject({ url: '/api/submissions/submissions/?limit=50', headers: owner.headers })
      ).json<SubmissionsPage>()
      const post = page.results.find((each) => each.classified_id === classifiedId)
      return [post?.applicants_count, post?.new_applicants_count]
    }
    expect(await seekerStatus()).toBe('applied')
    expect(await dashboardCounts()).toEqual([1, 1])

    const [lead] = (await leadsOf(classifiedId)).results
    if (!lead) throw new Error('no lead')
    const opened = await test.app.inject({
      url: `/api/classifieds/classifieds/${classifiedId}/leads/${lead.id}/`,
      headers: { ...owner.headers, 'accept-language': 'hi' },
    })
    expect(opened.statusCode).toBe(200)
    expect(opened.headers['cache-control']).toBe('private, no-store')
    const detail = opened.json<LeadDetail>()
    expect(detail.viewed_at).not.toBeNull()
    expect(detail.profile.locations).toContain('हैदराबाद')
    // the salary as the band's title the seeker chose (the helper's profile: band 2), in the same language
    const bands = (
      await test.app.inject({
        url: '/api/classifieds/job_seeker/profile/options/',
        headers: { 'accept-language': 'hi' },
      })
    ).json<{ salary: { id: number; title: string }[] }>().salary
    expect(detail.profile.salary).toBe(bands.find((band) => band.id === 2)?.title)
    expect(detail.profile.salary).toMatch(/₹/)
    expect(await seekerStatus()).toBe('viewed')
    expect(await dashboardCounts()).toEqual([1, 0])
    const again = (
      await test.app.inject({
        url: `/api/classifieds/classifieds/${classifiedId}/leads/${lead.id}/`,
        headers: owner.headers,
      })
    ).json<LeadDetail>()
    expect(again.viewed_at).toBe(detail.viewed_at)

    const contacted = await patchStatus(classifiedId, lead.id, { review_status: 'contacted' })
    expect(contacted.statusCode).toBe(200)
    expect(contacted.json<Lead>()).toMatchObject({ id: lead.id, review_status: 'contacted' })
    expect(await seekerStatus()).toBe('contacted')
    const [stamped] = await database.db
      .select({ contactedAt: applications.contactedAt })
      .from(applications)
      .where(eq(applications.id, lead.id))
    expect(stamped?.contactedAt).not.toBeNull()

    const back = await patchStatus(classifiedId, lead.id, { review_status: 'to_review' })
    expect(back.json<Lead>().review_status).toBe('to_review')
    expect(await seekerStatus()).toBe('viewed')
  })

  it('setting a status marks a never-opened applicant viewed', async () => {
    const { classifiedId } = await liveJob()
    const leadId = await applyAs((await seeker()).id, classifiedId)
    const response = await patchStatus(classifiedId, leadId, { review_status: 'contacted' })
    expect(response.json<Lead>().viewed_at).not.toBeNull()
  })

  it.each([
    [{}, 'required'],
    [{ review_status: 'hired' }, 'Select a valid option.'],
  ])('a bad body %j is a 400 in the reader’s language, nothing changes', async (body, message) => {
    const { classifiedId } = await liveJob()
    const leadId = await applyAs((await seeker()).id, classifiedId)
    const response = await patchStatus(classifiedId, leadId, body)
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('review_status')
    if (message !== 'required') expect(response.body).toContain(message)
    const [row] = await database.db.select().from(applications).where(eq(applications.id, leadId))
    expect(row?.reviewStatus).toBe('to_review')
  })

  it('a lead of another job of the same advertiser is a 404', async () => {
    const first = await liveJob()
    const second = await liveJob()
    const leadId = await applyAs((await seeker()).id, second.classifiedId)
    const response = await test.app.inject({
      url: `/api/classifieds/classifieds/${first.classifiedId}/leads/${leadId}/`,
      headers: owner.headers,
    })
    expect(response.statusCode).toBe(404)
    expect((await patchStatus(first.classifiedId, leadId, { review_status: 'contacted' })).statusCode).toBe(
      404,
    )
  })
})

describe("the seeker's status when the job stops", () => {
  it.each<['close' | 'lapse', string]>([
    ['close', 'job_closed'],
    ['lapse', 'job_expired'],
  ])('the advertiser does %s -> %s (unless contacted)', async (what, expected) => {
    const { classifiedId, submissionId } = await liveJob()
    const person = await login(test)
    await createProfile(test, person.cookie, { job_category: [ref.categoryId], locations: [9] })
    await test.app.inject({
      url: `/api/classifieds/classifieds/${classifiedId}/apply/?type=0`,
      headers: csrfHeaders(person.cookie),
    })
    if (what === 'close') {
      const closed = await test.app.inject({
        method: 'POST',
        url: `/api/submissions/submissions/${submissionId}/close/`,
        headers: owner.headers,
        payload: {},
      })
      expect(closed.statusCode).toBe(200)
    } else {
      await database.db
        .update(classifieds)
        .set({ validThrough: sql`now() - interval '1 minute'` })
        .where(eq(classifieds.id, classifiedId))
    }
    const status = async () =>
      (
        await test.app.inject({
          url: `/api/classifieds/job_seeker/applications/?classified_id=${classifiedId}`,
          headers: { cookie: person.cookie },
        })
      ).json<JobApplicationsResponse>().results[0]?.status
    expect(await status()).toBe(expected)
    const [lead] = (await leadsOf(classifiedId)).results
    await patchStatus(classifiedId, lead?.id ?? 0, { review_status: 'contacted' })
    expect(await status()).toBe('contacted')
  })
})

describe('the database and verified tabs', () => {
  it('lists matching, discoverable seekers who did not apply; verified only with a verified number and a resume', async () => {
    const { classifiedId } = await liveJob()
    const matching = await seeker({ updatedAt: '2030-01-01T00:00:00.000Z' })
    const unverified = await seeker({ verified: false, updatedAt: '2030-01-01T00:00:01.000Z' })
    const noResume = await seeker({ resume: false, updatedAt: '2030-01-01T00:00:02.000Z' })
    const optedOut = await seeker({ discoverable: false, updatedAt: '2030-01-01T00:00:03.000Z' })
    const otherCity = await seeker({ locations: [31], updatedAt: '2030-01-01T00:00:04.000Z' })
    const applicant = await seeker({ updatedAt: '2030-01-01T00:00:05.000Z' })
    await applyAs(applicant.id, classifiedId)

    const database_ = await leadsOf(classifiedId, 'tab=database&limit=50')
    const inDatabase = database_.results.map((lead) => lead.id)
    expect(inDatabase).toEqual(expect.arrayContaining([matching.id, unverified.id, noResume.id]))
    expect(inDatabase).not.toContain(optedOut.id)
    expect(inDatabase).not.toContain(otherCity.id)
    expect(inDatabase).not.toContain(applicant.id)
    expect(database_.count).toBe(database_.results.length)
    const lead = database_.results.find((each) => each.id === matching.id)
    expect(lead).toMatchObject({
      classified: null,
      review_status: null,
      contact_lock: 'plan',
      has_resume: false,
      job_seeker: { user_number: null, user: matching.id },
    })

    const verified = (await leadsOf(classifiedId, 'tab=verified&limit=50')).results.map((each) => each.id)
    expect(verified).toContain(matching.id)
    expect(verified).not.toContain(unverified.id)
    expect(verified).not.toContain(noResume.id)

    // the seeker turns discoverability off (and on again) through the profile call
    const person = await login(test)
    // an OTP sign-in verifies the number (the verified tab's first condition)
    const [signedIn] = await database.db
      .select({ at: users.mobileVerifiedAt })
      .from(users)
      .where(eq(users.id, person.userId))
    expect(signedIn?.at).toBeInstanceOf(Date)
    await createProfile(test, person.cookie, { job_category: [ref.categoryId], locations: [9] })
    const listed = async () =>
      (await leadsOf(classifiedId, 'tab=database&limit=50')).results.some((each) => each.id === person.userId)
    expect(await listed()).toBe(true)
    const off = await test.app.inject({
      method: 'PUT',
      url: '/api/classifieds/job_seeker/profile/visibility/',
      headers: csrfHeaders(person.cookie),
      payload: { discoverable: false },
    })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toEqual({ discoverable: false })
    expect(off.headers['cache-control']).toBe('private, no-store')
    expect(await listed()).toBe(false)
    const profile = await test.app.inject({
      url: '/api/classifieds/job_seeker/profile/',
      headers: { cookie: person.cookie },
    })
    expect(profile.json()).toMatchObject({ discoverable: false })
    // saving the profile again keeps the choice
    await createProfile(test, person.cookie, { job_category: [ref.categoryId], locations: [9] })
    expect(await listed()).toBe(false)
  })

  it('visibility: 404 without a profile, 400 for a body that is not a boolean, CSRF required', async () => {
    const person = await login(test)
    const put = (payload: unknown, headers = csrfHeaders(person.cookie)) =>
      test.app.inject({
        method: 'PUT',
        url: '/api/classifieds/job_seeker/profile/visibility/',
        headers,
        payload: payload as Record<string, unknown>,
      })
    expect((await put({ discoverable: false })).statusCode).toBe(404)
    expect((await put({ discoverable: 'no' })).statusCode).toBe(400)
    expect((await put({ discoverable: false }, { cookie: person.cookie } as never)).statusCode).toBe(403)
  })

  it('pages the database tab under both sorts without duplicates or gaps', async () => {
    const { classifiedId } = await liveJob()
    // a category and city of their own, so only these seekers match
    const city = await freshCity()
    await database.db.update(classifieds).set({ locationId: city }).where(eq(classifieds.id, classifiedId))
    const made: number[] = []
    for (let index = 0; index < 10; index++)
      made.push(
        (
          await seeker({
            locations: [city],
            experience: index % 2 ? 0 : 10,
            updatedAt: `2030-02-0${1 + (index % 3)}T00:00:00.000Z`,
          })
        ).id,
      )
    for (const sort of ['newest', 'best_match']) {
      const { ids, pages } = await allPages(classifiedId, `tab=database&sort=${sort}`)
      expect(pages).toHaveLength(3)
      expect(new Set(ids).size).toBe(ids.length)
      expect([...ids].sort((a, b) => a - b)).toEqual(made)
      expect(pages[0]?.count).toBe(10)
    }
  })
})

describe('database contacts: the plan decides', () => {
  it('the free plan: locked, and 403 PLAN_REQUIRED in the caller’s language', async () => {
    const { classifiedId } = await liveJob()
    const city = await freshCity()
    await database.db.update(classifieds).set({ locationId: city }).where(eq(classifieds.id, classifiedId))
    const candidate = await seeker({ locations: [city] })
    const page = await leadsOf(classifiedId, 'tab=database')
    expect(page.database_contacts).toEqual({ allowed: 0, left: 0 })
    const response = await contact(classifiedId, candidate.id)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'PLAN_REQUIRED' })
    expect(response.json<{ message: string }>().message).toMatch(/प्लान/)
  })

  it('a paid plan with 2 contacts: two unlocks, the third 403, unlocking one again is free', async () => {
    const { classifiedId, submissionId } = await liveJob()
    const city = await freshCity()
    await database.db.update(classifieds).set({ locationId: city }).where(eq(classifieds.id, classifiedId))
    const [post] = await database.db.select().from(submissions).where(eq(submissions.id, submissionId))
    await database.db
      .update(plans)
      .set({ databaseContacts: 2 })
      .where(eq(plans.id, post?.planId ?? 0))
    // not paid yet: nothing allowed
    expect((await leadsOf(classifiedId, 'tab=database')).database_contacts).toEqual({ allowed: 0, left: 0 })
    await database.db
      .update(submissions)
      .set({ planPaidAt: sql`now()` })
      .where(eq(submissions.id, submissionId))
    const [a, b, c] = [
      await seeker({ locations: [city] }),
      await seeker({ locations: [city] }),
      await seeker({ locations: [city] }),
    ]
    if (!a || !b || !c) throw new Error('no seekers')
    const first = await contact(classifiedId, a.id)
    expect(first.statusCode).toBe(200)
    expect(first.json<Lead>()).toMatchObject({
      id: a.id,
      contact_lock: null,
      has_resume: true,
      job_seeker: { user_number: a.mobile },
    })
    expect((await contact(classifiedId, b.id)).statusCode).toBe(200)
    expect((await leadsOf(classifiedId, 'tab=database')).database_contacts).toEqual({ allowed: 2, left: 0 })
    const third = await contact(classifiedId, c.id)
    expect(third.statusCode).toBe(403)
    expect(third.json()).toMatchObject({ code: 'PLAN_REQUIRED' })
    const again = await contact(classifiedId, a.id)
    expect(again.statusCode).toBe(200)
    expect(again.json<Lead>().job_seeker.user_number).toBe(a.mobile)
    const listed = (await leadsOf(classifiedId, 'tab=database&limit=50')).results
    expect(listed.find((lead) => lead.id === c.id)?.contact_lock).toBe('plan')
    expect(listed.find((lead) => lead.id === b.id)?.contact_lock).toBeNull()
    await database.db
      .update(plans)
      .set({ databaseContacts: 0 })
      .where(eq(plans.id, post?.planId ?? 0))
  })

  it('a seeker who is not a candidate of the job (applied, elsewhere, opted out, unknown) is a 404', async () => {
    const { classifiedId } = await liveJob()
    const applicant = await seeker()
    await applyAs(applicant.id, classifiedId)
    const elsewhere = await seeker({ locations: [31] })
    const optedOut = await seeker({ discoverable: false })
    for (const userId of [applicant.id, elsewhere.id, optedOut.id, 99_999_999])
      expect((await contact(classifiedId, userId)).statusCode).toBe(404)
  })
})

describe('the hiding rule through the route (spec section 4)', () => {
  it.each<['pay_now' | 'pay_later', number]>([
    ['pay_now', 0],
    ['pay_later', 1],
  ])(
    'a rejected %s post keeps its responses; its database and verified tabs hold %i',
    async (payment, shown) => {
      const { classifiedId, submissionId } = await liveJob()
      const city = await freshCity()
      await database.db.update(classifieds).set({ locationId: city }).where(eq(classifieds.id, classifiedId))
      const candidate = await seeker({ locations: [city] })
      const applicant = await seeker({ locations: [31] })
      await applyAs(applicant.id, classifiedId)
      await database.db
        .update(submissions)
        .set({ status: 'rejected', paymentType: payment })
        .where(eq(submissions.id, submissionId))
      expect((await leadsOf(classifiedId)).count).toBe(1)
      for (const tab of ['database', 'verified']) {
        const page = await leadsOf(classifiedId, `tab=${tab}`)
        expect(page.count).toBe(shown)
        expect(page.results.map((lead) => lead.id)).toEqual(shown ? [candidate.id] : [])
      }
      if (!shown) expect((await contact(classifiedId, candidate.id)).statusCode).toBe(404)
    },
  )
})

describe('only the job’s advertiser', () => {
  it('another advertiser’s job and an unknown id answer the same 404', async () => {
    const { classifiedId } = await liveJob()
    const leadId = await applyAs((await seeker()).id, classifiedId)
    const theirs = await getLeads(classifiedId, '', other)
    const unknown = await getLeads(99_999_999, '', other)
    expect(theirs.statusCode).toBe(404)
    expect(unknown.statusCode).toBe(404)
    const strip = (body: string) => {
      const { requestId: _id, ...rest } = JSON.parse(body) as Record<string, unknown>
      return rest
    }
    expect(strip(theirs.body)).toEqual(strip(unknown.body))
    expect(
      (
        await test.app.inject({
          url: `/api/classifieds/classifieds/${classifiedId}/leads/${leadId}/`,
          headers: other,
        })
      ).statusCode,
    ).toBe(404)
    expect((await patchStatus(classifiedId, leadId, { review_status: 'contacted' }, other)).statusCode).toBe(
      404,
    )
    const [row] = await database.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, leadId)))
    expect(row?.viewedAt).toBeNull()
    expect(row?.reviewStatus).toBe('to_review')
  })
})

describe('who may call the lead routes (ids from other accounts)', () => {
  it("seekers, ops' session and nobody are refused (401/403); any other advertiser gets 404; the owner 200", async () => {
    const { classifiedId } = await liveJob()
    const applicant = await seeker()
    const leadId = await applyAs(applicant.id, classifiedId)
    const candidate = await seeker()
    const person = await login(test)
    const opsSession = await login(test, OPS_MOBILE)
    const calls = [
      { method: 'GET' as const, url: leadsUrl(classifiedId) },
      { method: 'GET' as const, url: `/api/classifieds/classifieds/${classifiedId}/leads/${leadId}/` },
      {
        method: 'PATCH' as const,
        url: `/api/classifieds/classifieds/${classifiedId}/leads/${leadId}/update_review_status/`,
        payload: { review_status: 'contacted' },
      },
      {
        method: 'POST' as const,
        url: `/api/classifieds/classifieds/${classifiedId}/candidates/${candidate.id}/contact/`,
      },
    ]
    const callers: [string, Record<string, string>, number[]][] = [
      ['anonymous', csrfHeaders(), [401]],
      ['a seeker', csrfHeaders(person.cookie), [401, 403]],
      ['ops by session', csrfHeaders(opsSession.cookie), [401, 403]],
      // ops signed in on the advertiser path holds an advertiser account of its own: not this job's
      ['ops with an advertiser account', ops, [404]],
      ['another advertiser', other, [404]],
    ]
    for (const call of calls)
      for (const [name, headers, expected] of callers) {
        const response = await test.app.inject({ ...call, headers })
        expect(expected, `${call.method} ${call.url} as ${name}: ${response.body}`).toContain(
          response.statusCode,
        )
      }
    const [row] = await database.db.select().from(applications).where(eq(applications.id, leadId))
    expect(row).toMatchObject({ viewedAt: null, reviewStatus: 'to_review' })
    for (const call of calls.slice(0, 3))
      expect((await test.app.inject({ ...call, headers: owner.headers })).statusCode).toBe(200)
  })
})

describe('malformed input never answers a 5xx', () => {
  it('the list, with any query', async () => {
    const { classifiedId } = await liveJob()
    await assertNo5xx(
      test.app,
      fc.record({
        method: fc.constant('GET' as const),
        url: fc.oneof(
          queryWith(['tab', 'review_status', 'sort', 'cursor', 'limit']).map((query) =>
            leadsUrl(classifiedId, query),
          ),
          fc.string().map((id) => leadsUrl(encodeURIComponent(id))),
        ),
        headers: fc.constant(owner.headers),
      }),
      80,
    )
  })

  it('the visibility switch, with any body', async () => {
    const person = await login(test)
    await createProfile(test, person.cookie)
    await assertNo5xx(
      test.app,
      jsonValue.map((payload) =>
        jsonRequest(
          'PUT',
          '/api/classifieds/job_seeker/profile/visibility/',
          person.cookie,
        )({
          discoverable: payload,
        }),
      ),
      20,
    )
    await assertNo5xx(
      test.app,
      jsonValue.map(jsonRequest('PUT', '/api/classifieds/job_seeker/profile/visibility/', person.cookie)),
      20,
    )
  })

  it('update_review_status and contact, with any body and ids', async () => {
    const { classifiedId } = await liveJob()
    const leadId = await applyAs((await seeker()).id, classifiedId)
    await assertNo5xx(
      test.app,
      fc.record({
        method: fc.constantFrom('PATCH' as const, 'POST' as const),
        url: fc.oneof(
          fc.constant(`/api/classifieds/classifieds/${classifiedId}/leads/${leadId}/update_review_status/`),
          fc
            .string()
            .map(
              (id) =>
                `/api/classifieds/classifieds/${classifiedId}/leads/${encodeURIComponent(id)}/update_review_status/`,
            ),
          fc
            .string()
            .map(
              (id) =>
                `/api/classifieds/classifieds/${classifiedId}/candidates/${encodeURIComponent(id)}/contact/`,
            ),
        ),
        headers: fc.constant({ ...owner.headers, 'content-type': 'application/json' }),
        payload: fc.oneof(
          fc.json(),
          fc
            .record({ review_status: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) })
            .map((body) => JSON.stringify(body)),
        ),
      }),
      80,
    )
  })
})
