import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type {
  JobSeekerProfile,
  JobSeekerProfileOptions,
  ResumeInfo,
} from '@localjobs/api-client/job-seeker/profile'
import type { PrimaryJobRolesResponse } from '@localjobs/api-client/primary-job-roles/types'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { jobTitles, resumes } from '#src/db/schema.ts'
import { buildTestApp, csrfHeaders, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import {
  docFile,
  docxFile,
  exeFile,
  multipart,
  oleNotWord,
  pdfFile,
  zipFile,
} from '../../../helpers/files.ts'
import { assertNo5xx, bodyWith, jsonRequest, queryWith } from '../../../helpers/fuzz.ts'
import { aProfile, uploadResume, withResume } from '../../../helpers/profile.ts'

const PROFILE = '/api/classifieds/job_seeker/profile/'
const RESUME = '/api/classifieds/job_seeker/profile/resume/'

let database: Database
let test: TestApp
let ravi: Awaited<ReturnType<typeof login>>
let sita: Awaited<ReturnType<typeof login>>

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 30 })
  test = await buildTestApp(database, { env: { MAX_RESUME_BYTES: '20000' } })
  ravi = await login(test)
  sita = await login(test)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const putProfile = (cookie: string, body: unknown, language = 'en') =>
  test.app.inject({
    method: 'PUT',
    url: PROFILE,
    headers: { ...csrfHeaders(cookie), 'accept-language': language },
    payload: body as Record<string, unknown>,
  })
const getProfile = (cookie: string, language = 'en') =>
  test.app.inject({ url: PROFILE, headers: { cookie, 'accept-language': language } })
const upload = (cookie: string, data: Buffer, fileName = 'resume.pdf', field = 'resume') => {
  const body = multipart([{ field, fileName, contentType: 'application/octet-stream', data }])
  return test.app.inject({
    method: 'POST',
    url: RESUME,
    headers: { ...csrfHeaders(cookie), 'content-type': body.contentType },
    payload: body.payload,
  })
}
const status = (cookie: string, userId: number | string) =>
  test.app.inject({ url: `/api/classifieds/job_seeker/${userId}/status/`, headers: { cookie } })

describe('GET /api/classifieds/job_seeker/{userId}/status/', () => {
  it('is 0 before the profile exists and 2 after (spec: status 2 means created)', async () => {
    const seeker = await login(test)
    const before = await status(seeker.cookie, seeker.userId)
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual({ status: 0 })
    expect(before.headers['cache-control']).toBe('private, no-store')
    expect((await putProfile(seeker.cookie, await withResume(test, seeker.cookie))).statusCode).toBe(200)
    expect((await status(seeker.cookie, seeker.userId)).json()).toEqual({ status: 2 })
  })

  it("answers 401 without a session and 403 for another seeker's id", async () => {
    expect((await status('', ravi.userId)).statusCode).toBe(401)
    const other = await status(sita.cookie, ravi.userId)
    expect(other.statusCode).toBe(403)
    expect((other.json() as ApiErrorBody).code).toBe('FORBIDDEN')
  })

  it.each(['abc', '0', '1.5', '99999999999'])('refuses the id %s with 400', async (id) => {
    expect((await status(ravi.cookie, id)).statusCode).toBe(400)
  })
})

describe('GET /api/classifieds/job_seeker/profile/options/', () => {
  it('lists every option field, titles in the request language', async () => {
    const en = (await test.app.inject({ url: `${PROFILE}options/` })).json() as JobSeekerProfileOptions
    const hi = (
      await test.app.inject({ url: `${PROFILE}options/`, headers: { 'accept-language': 'hi' } })
    ).json() as JobSeekerProfileOptions
    expect(Object.keys(en)).toEqual([
      'gender',
      'qualification',
      'specialization',
      'experience',
      'salary',
      'job_type',
      'work_time',
      'shift_timing',
      'job_category',
      'locations',
    ])
    for (const choices of Object.values(en)) expect(choices.length).toBeGreaterThan(1)
    expect(en.gender[0]).toEqual({ id: 1, title: 'Male' })
    expect(hi.gender[0]).toEqual({ id: 1, title: 'पुरुष' })
    expect(en.experience[0]).toEqual({ id: 0, title: 'Fresher' })
    expect(en.locations.some((choice) => choice.id === 9 && choice.title === 'Hyderabad')).toBe(true)
    // Cities and categories carry their English names: typing 'Hyd' finds హైదరాబాద్.
    const te = (
      await test.app.inject({ url: `${PROFILE}options/`, headers: { 'accept-language': 'te' } })
    ).json() as JobSeekerProfileOptions
    expect(te.locations.find((choice) => choice.id === 9)).toEqual({
      id: 9,
      title: 'హైదరాబాద్',
      english_name: 'Hyderabad',
    })
    expect(te.job_category.every((choice) => typeof choice.english_name === 'string')).toBe(true)
  })
})

describe('the profile', () => {
  it('is 404 PROFILE_NOT_FOUND until created, and 401 without a session', async () => {
    const seeker = await login(test)
    const missing = await getProfile(seeker.cookie)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND', message: 'Profile not created' })
    expect((await getProfile('')).statusCode).toBe(401)
    expect((await putProfile('', { ...aProfile, resume: 'AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(401)
  })

  it('is saved whole and read back with titles for the summary', async () => {
    const body = await withResume(test, ravi.cookie, { job_category: ['1', 2, 2], experience: '2' })
    const saved = await putProfile(ravi.cookie, body, 'te')
    expect(saved.statusCode).toBe(200)
    const profile = saved.json() as JobSeekerProfile
    expect(profile).toMatchObject({
      ...aProfile,
      job_category: [1, 2],
      job_role: null,
      resume: { id: body.resume },
    })
    expect(profile.titles.job_role).toBe('')
    expect(profile.titles.locations).toEqual(['హైదరాబాద్'])
    expect(profile.titles.gender).toBe('పురుషుడు')
    const read = (await getProfile(ravi.cookie)).json() as JobSeekerProfile
    expect(read).toMatchObject({ name: 'Ravi Kumar', job_category: [1, 2] })
    expect(read.titles.experience).toBe('2 years')
  })

  it('refuses a profile with every problem named, in the request language', async () => {
    const response = await putProfile(
      ravi.cookie,
      { ...aProfile, resume: 'AAAAAAAAAAAAAAAAAAAAAAAA', name: '  ', salary: '12.5', job_category: [] },
      'hi',
    )
    expect(response.statusCode).toBe(400)
    const body = response.json() as ApiErrorBody
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.details?.map((detail) => detail.path).sort()).toEqual(['job_category', 'name', 'salary'])
    expect(body.details?.find((detail) => detail.path === 'name')?.message).toBe('यह फ़ील्ड ज़रूरी है।')
  })

  it('refuses option ids that are not among the choices', async () => {
    const response = await putProfile(ravi.cookie, {
      ...aProfile,
      resume: 'AAAAAAAAAAAAAAAAAAAAAAAA',
      gender: 7,
      locations: [9, 987654],
    })
    expect(response.statusCode).toBe(400)
    expect((response.json() as ApiErrorBody).details).toEqual([
      { path: 'gender', message: 'Select a valid option.' },
      { path: 'locations', message: 'Select a valid option.' },
    ])
    const many = await putProfile(ravi.cookie, {
      ...aProfile,
      resume: 'AAAAAAAAAAAAAAAAAAAAAAAA',
      job_category: Array.from({ length: 11 }, (_, i) => i + 1),
    })
    expect(many.statusCode).toBe(400)
    expect((many.json() as ApiErrorBody).details).toEqual([
      { path: 'job_category', message: 'Choose at most 10.' },
    ])
  })

  it("cannot be read or changed by another seeker: each call acts on the caller's own", async () => {
    await putProfile(ravi.cookie, await withResume(test, ravi.cookie))
    const seeker = await login(test)
    expect((await getProfile(seeker.cookie)).statusCode).toBe(404)
    await putProfile(seeker.cookie, await withResume(test, seeker.cookie, { name: 'Somebody Else' }))
    expect(((await getProfile(ravi.cookie)).json() as JobSeekerProfile).name).toBe('Ravi Kumar')
  })

  it('needs the CSRF header to save', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: PROFILE,
      headers: { cookie: ravi.cookie },
      payload: aProfile,
    })
    expect(response.statusCode).toBe(403)
  })
})

describe('every profile has a resume (spec section 3 lists it in step 1)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['no resume', {}],
    ['an empty one', { resume: '' }],
    ['null', { resume: null }],
  ])('a profile with %s is refused, saying so in the request language', async (_case, changes) => {
    const seeker = await login(test)
    const response = await putProfile(seeker.cookie, { ...aProfile, ...changes }, 'hi')
    expect(response.statusCode).toBe(400)
    expect((response.json() as ApiErrorBody).details).toEqual([
      { path: 'resume', message: 'अपना रिज़्यूमे अपलोड करें।' },
    ])
    expect((await status(seeker.cookie, seeker.userId)).json()).toEqual({ status: 0 })
  })

  it('a resume id that was never uploaded is refused, and names the field', async () => {
    const seeker = await login(test)
    const response = await putProfile(seeker.cookie, { ...aProfile, resume: 'AAAAAAAAAAAAAAAAAAAAAAAA' })
    expect(response.statusCode).toBe(400)
    expect((response.json() as ApiErrorBody).details).toEqual([
      { path: 'resume', message: 'This resume is no longer on file. Choose the file again.' },
    ])
  })
})

describe('a fresher (experience 0) has no employer, job title or salary', () => {
  const fresher = { ...aProfile, experience: 0 }
  const { past_employer: _employer, recent_designation: _title, salary: _salary, ...withoutWork } = fresher

  it('is saved without them, and read back with none', async () => {
    const seeker = await login(test)
    const resume = await uploadResume(test, seeker.cookie)
    const saved = await putProfile(seeker.cookie, { ...withoutWork, resume: resume.id })
    expect(saved.statusCode).toBe(200)
    const read = (await getProfile(seeker.cookie)).json() as JobSeekerProfile
    expect(read).toMatchObject({ experience: 0, past_employer: null, recent_designation: null, salary: null })
    expect(read.titles).toMatchObject({ experience: 'Fresher', salary: '' })
  })

  it('drops what an earlier answer left in them, even when it is not valid', async () => {
    const seeker = await login(test)
    const body = await withResume(test, seeker.cookie, {
      ...fresher,
      past_employer: 'x'.repeat(500),
      salary: 'abc',
    })
    const saved = (await putProfile(seeker.cookie, body)).json() as JobSeekerProfile
    expect(saved).toMatchObject({ past_employer: null, recent_designation: null, salary: null })
  })

  it('becoming experienced needs all three again', async () => {
    const seeker = await login(test)
    const resume = await uploadResume(test, seeker.cookie)
    const response = await putProfile(seeker.cookie, { ...withoutWork, experience: 1, resume: resume.id })
    expect(response.statusCode).toBe(400)
    expect((response.json() as ApiErrorBody).details?.map((detail) => detail.path).sort()).toEqual([
      'past_employer',
      'recent_designation',
      'salary',
    ])
  })
})

describe('the job role (optional, one of the chosen categories)', () => {
  const rolesOf = async (category: number, language = 'en') =>
    (
      await test.app.inject({
        url: `/api/classifieds/v1/primary-job-roles/?job_category=${category}`,
        headers: { 'accept-language': language },
      })
    ).json() as PrimaryJobRolesResponse

  it('is saved with the profile and titled in the request language', async () => {
    const [role] = (await rolesOf(1, 'te')).results
    if (!role) throw new Error('the seed has no role in category 1')
    const seeker = await login(test)
    const saved = await putProfile(
      seeker.cookie,
      await withResume(test, seeker.cookie, { job_category: [2, 1], job_role: String(role.id) }),
      'te',
    )
    expect(saved.statusCode).toBe(200)
    const profile = saved.json() as JobSeekerProfile
    expect(profile.job_role).toBe(role.id)
    expect(profile.titles.job_role).toBe(role.title)
  })

  it.each<[string, () => Promise<number>]>([
    ['a role of a category not chosen', async () => (await rolesOf(2)).results[0]?.id ?? 0],
    ['a role that does not exist', async () => 987654],
  ])('refuses %s, naming the field', async (_case, roleId) => {
    const seeker = await login(test)
    const body = await withResume(test, seeker.cookie, { job_category: [1], job_role: await roleId() })
    const response = await putProfile(seeker.cookie, body)
    expect(response.statusCode).toBe(400)
    expect((response.json() as ApiErrorBody).details).toEqual([
      { path: 'job_role', message: 'Select a valid option.' },
    ])
  })
})

describe('GET /api/classifieds/v1/primary-job-roles/', () => {
  const roles = (query = '', language = 'en') =>
    test.app.inject({
      url: `/api/classifieds/v1/primary-job-roles/${query}`,
      headers: { 'accept-language': language },
    })

  it('lists every role with its category, titles in the request language, cached publicly', async () => {
    const response = await roles('', 'hi')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toMatch(/^public, /)
    expect(response.headers.vary).toContain('Accept-Language')
    const { results } = response.json() as PrimaryJobRolesResponse
    expect(results.length).toBeGreaterThan(20)
    expect(new Set(results.map((role) => role.job_category)).size).toBeGreaterThan(5)
    const truck = results.find((role) => role.english_name === 'Truck Driver')
    expect(truck).toMatchObject({ title: 'ट्रक ड्राइवर', job_category: 1 })
  })

  it('names each role’s job title (id and name in the request language), as the post-job form fills them', async () => {
    const english = ((await roles('', 'en')).json() as PrimaryJobRolesResponse).results
    const telugu = ((await roles('', 'te')).json() as PrimaryJobRolesResponse).results
    const [first] = english
    expect(first).toBeDefined()
    for (const role of english) {
      expect(Number.isInteger(role.job_title_id)).toBe(true)
      expect(role.job_title.trim()).not.toBe('')
    }
    const titles = await database.db.select().from(jobTitles)
    const byId = new Map(titles.map((title) => [title.id, title]))
    for (const role of english) expect(role.job_title).toBe(byId.get(role.job_title_id)?.englishName)
    const teluguTitle = telugu.find((role) => role.id === first?.id)
    expect(teluguTitle?.job_title_id).toBe(first?.job_title_id)
    expect(teluguTitle?.job_title).toBe(
      byId.get(first?.job_title_id ?? 0)?.translations.te?.trim() || first?.job_title,
    )
  })

  it('keeps one category’s roles with job_category', async () => {
    const { results } = (await roles('?job_category=1')).json() as PrimaryJobRolesResponse
    expect(results.length).toBeGreaterThan(0)
    expect(results.every((role) => role.job_category === 1)).toBe(true)
  })

  it.each<[string, number]>([
    ['?job_category=987654', 404],
    ['?job_category=abc', 400],
    ['?job_category=1&job_category=2', 400],
    ['?category=1', 400],
  ])('%s answers %i', async (query, code) => {
    expect((await roles(query)).statusCode).toBe(code)
  })

  it('never answers a 5xx', async () => {
    await assertNo5xx(
      test.app,
      queryWith(['job_category']).map((query) => ({
        method: 'GET' as const,
        url: `/api/classifieds/v1/primary-job-roles/?${query}`,
      })),
      60,
    )
  })
})

describe('resumes', () => {
  it.each([
    ['a PDF', pdfFile(), 'cv.pdf', 'application/pdf', 'cv.pdf'],
    ['a DOC', docFile(), 'cv.doc', 'application/msword', 'cv.doc'],
    [
      'a DOCX',
      docxFile(),
      'My CV (2024).docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'My CV 2024.docx',
    ],
    ['a PDF named .docx', pdfFile(), 'cv.docx', 'application/pdf', 'cv.pdf'],
  ])('takes %s, typed by content', async (_name, data, fileName, contentType, storedName) => {
    const response = await upload(ravi.cookie, data, fileName)
    expect(response.statusCode).toBe(201)
    const resume = response.json() as ResumeInfo
    expect(resume).toMatchObject({
      content_type: contentType,
      size_bytes: data.length,
      file_name: storedName,
    })
    expect(resume.id).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(resume.download_path).toBe(`/classifieds/job_seeker/profile/resume/${resume.id}/`)
  })

  it.each([
    ['an executable named .pdf', exeFile(), 'resume.pdf'],
    ['a ZIP without a Word document', zipFile({ 'notes.txt': 'hello' }), 'resume.docx'],
    ['an OLE file that is not a Word document', oleNotWord(), 'resume.doc'],
    ['plain text', Buffer.from('my resume'), 'resume.txt'],
  ])('refuses %s with 415 RESUME_TYPE and stores nothing', async (_name, data, fileName) => {
    const stored = test.files.files.size
    const response = await upload(ravi.cookie, data, fileName)
    expect(response.statusCode).toBe(415)
    expect((response.json() as ApiErrorBody).code).toBe('RESUME_TYPE')
    expect(test.files.files.size).toBe(stored)
  })

  it('refuses a file over MAX_RESUME_BYTES with 413 FILE_TOO_LARGE', async () => {
    const response = await upload(ravi.cookie, pdfFile(20_001))
    expect(response.statusCode).toBe(413)
    expect((response.json() as ApiErrorBody).code).toBe('FILE_TOO_LARGE')
    expect((await upload(ravi.cookie, pdfFile(20_000))).statusCode).toBe(201)
  })

  it('refuses an empty file, the wrong field, two files and a JSON body', async () => {
    expect((await upload(ravi.cookie, Buffer.alloc(0))).statusCode).toBe(400)
    expect((await upload(ravi.cookie, pdfFile(), 'cv.pdf', 'file')).statusCode).toBe(400)
    const two = multipart([
      { field: 'resume', fileName: 'a.pdf', data: pdfFile() },
      { field: 'resume', fileName: 'b.pdf', data: pdfFile() },
    ])
    const twoFiles = await test.app.inject({
      method: 'POST',
      url: RESUME,
      headers: { ...csrfHeaders(ravi.cookie), 'content-type': two.contentType },
      payload: two.payload,
    })
    expect(twoFiles.statusCode).toBeLessThan(500)
    const json = await test.app.inject({
      method: 'POST',
      url: RESUME,
      headers: csrfHeaders(ravi.cookie),
      payload: { resume: 'x' },
    })
    expect(json.statusCode).toBe(415)
  })

  it('a cut-off or garbled multipart body is a 400, not a 5xx', async () => {
    const whole = multipart([{ field: 'resume', fileName: 'cv.pdf', data: pdfFile() }])
    for (const payload of [Buffer.from([0]), whole.payload.subarray(0, whole.payload.length - 20)]) {
      const response = await test.app.inject({
        method: 'POST',
        url: RESUME,
        headers: { ...csrfHeaders(ravi.cookie), 'content-type': whole.contentType },
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json<ApiErrorBody>().code).toBe('BAD_REQUEST')
    }
  })

  it('needs a session and the CSRF header', async () => {
    expect((await upload('', pdfFile())).statusCode).toBe(401)
    const body = multipart([{ field: 'resume', fileName: 'cv.pdf', data: pdfFile() }])
    const noCsrf = await test.app.inject({
      method: 'POST',
      url: RESUME,
      headers: { cookie: ravi.cookie, 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(noCsrf.statusCode).toBe(403)
  })

  it('downloads for its owner only, as an attachment that is never sniffed', async () => {
    const resume = (await upload(ravi.cookie, pdfFile(300), 'Ravi résumé.pdf')).json() as ResumeInfo
    const url = `/api${resume.download_path}`
    const own = await test.app.inject({ url, headers: { cookie: ravi.cookie } })
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('application/pdf')
    expect(own.headers['x-content-type-options']).toBe('nosniff')
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="Ravi r_sum_.pdf"; filename*=UTF-8''${encodeURIComponent('Ravi résumé.pdf')}`,
    )
    expect(own.headers['cache-control']).toBe('private, no-store')
    expect(own.rawPayload.equals(pdfFile(300))).toBe(true)

    const stranger = await test.app.inject({ url, headers: { cookie: sita.cookie } })
    expect(stranger.statusCode).toBe(404)
    expect(stranger.body).not.toContain('%PDF')
    expect((await test.app.inject({ url })).statusCode).toBe(401)
    expect(
      (
        await test.app.inject({
          url: '/api/classifieds/job_seeker/profile/resume/..%2F..%2Fetc/',
          headers: { cookie: ravi.cookie },
        })
      ).statusCode,
    ).toBe(400)
  })

  it('belongs to the profile that names it; a replaced resume is deleted with its file', async () => {
    const seeker = await login(test)
    const first = (await upload(seeker.cookie, pdfFile(100))).json() as ResumeInfo
    const saved = await putProfile(seeker.cookie, { ...aProfile, resume: first.id })
    expect((saved.json() as JobSeekerProfile).resume).toMatchObject({ id: first.id })
    const [row] = await database.db.select().from(resumes).where(eq(resumes.id, first.id))
    expect(test.files.files.has(row?.storageKey ?? '')).toBe(true)

    const second = (await upload(seeker.cookie, docxFile(), 'new.docx')).json() as ResumeInfo
    expect(((await getProfile(seeker.cookie)).json() as JobSeekerProfile).resume?.id).toBe(first.id)
    await putProfile(seeker.cookie, { ...aProfile, resume: second.id })
    expect(((await getProfile(seeker.cookie)).json() as JobSeekerProfile).resume?.id).toBe(second.id)
    expect(test.files.files.has(row?.storageKey ?? '')).toBe(false)
    expect(
      (await test.app.inject({ url: `/api${first.download_path}`, headers: { cookie: seeker.cookie } }))
        .statusCode,
    ).toBe(404)
  })

  it('is edited by saving it again: new values, lists included; the resume kept when named again', async () => {
    const seeker = await login(test)
    const resume = (await upload(seeker.cookie, pdfFile(120), 'cv.pdf')).json() as ResumeInfo
    const created = (
      await putProfile(seeker.cookie, { ...aProfile, resume: resume.id })
    ).json() as JobSeekerProfile
    const edited = await putProfile(seeker.cookie, {
      ...aProfile,
      past_employer: 'Lakshmi Motors',
      experience: 3,
      job_category: [2, 3],
      resume: resume.id,
    })
    expect(edited.statusCode).toBe(200)
    const read = (await getProfile(seeker.cookie)).json() as JobSeekerProfile
    expect(read).toMatchObject({
      past_employer: 'Lakshmi Motors',
      experience: 3,
      job_category: [2, 3],
      name: aProfile.name,
      resume: { id: resume.id, file_name: 'cv.pdf' },
      created_at: created.created_at,
    })
    expect(read.titles.job_category).toHaveLength(2)
    expect(Date.parse(read.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at))
    const download = await test.app.inject({
      url: `/api${resume.download_path}`,
      headers: { cookie: seeker.cookie },
    })
    expect(download.rawPayload.equals(pdfFile(120))).toBe(true)
    // Still one profile: the status says created, and another seeker's profile is untouched.
    expect((await status(seeker.cookie, seeker.userId)).json()).toEqual({ status: 2 })
    expect(((await getProfile(ravi.cookie)).json() as JobSeekerProfile).past_employer).toBe(
      aProfile.past_employer,
    )
    // A save without `resume` is refused (every profile has one): the profile and its file stay.
    const without = await putProfile(seeker.cookie, aProfile)
    expect(without.statusCode).toBe(400)
    expect(((await getProfile(seeker.cookie)).json() as JobSeekerProfile).resume?.id).toBe(resume.id)
  })

  it("refuses a profile that names another seeker's resume", async () => {
    const theirs = (await upload(ravi.cookie, pdfFile())).json() as ResumeInfo
    const response = await putProfile(sita.cookie, { ...aProfile, resume: theirs.id }, 'te')
    expect(response.statusCode).toBe(400)
    expect((response.json() as ApiErrorBody).details).toEqual([
      { path: 'resume', message: 'ఈ రెజ్యూమ్ ఇప్పుడు మా దగ్గర లేదు. ఫైల్‌ను మళ్లీ ఎంచుకోండి.' },
    ])
    expect(
      (await test.app.inject({ url: `/api${theirs.download_path}`, headers: { cookie: sita.cookie } }))
        .statusCode,
    ).toBe(404)
  })
})

describe('fuzzing: no input gets a 5xx', () => {
  it('PUT profile', async () => {
    await assertNo5xx(
      test.app,
      bodyWith([...Object.keys(aProfile), 'resume', 'job_role']).map(
        jsonRequest('PUT', PROFILE, ravi.cookie),
      ),
      100,
    )
  })

  it('resume uploads of random bytes, names and fields', async () => {
    const requests = fc
      .tuple(
        fc.uint8Array({ maxLength: 600 }),
        fc.string({ maxLength: 40 }),
        fc.constantFrom('resume', 'file', ''),
        fc.boolean(),
      )
      .map(([bytes, fileName, field, prefixed]) => {
        const data = prefixed
          ? Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from(bytes)])
          : Buffer.from(bytes)
        const body = multipart([{ field, fileName: fileName.replace(/["\r\n]/g, ''), data }])
        return {
          method: 'POST' as const,
          url: RESUME,
          headers: { ...csrfHeaders(ravi.cookie), 'content-type': body.contentType },
          payload: body.payload,
        }
      })
    await assertNo5xx(test.app, requests, 60)
  })

  it('status, resume download and options paths', async () => {
    const requests = fc
      .tuple(fc.string({ maxLength: 30 }), fc.constantFrom('status/', ''), queryWith(['limit']))
      .map(([segment, tail, query]) => ({
        method: 'GET' as const,
        url: `/api/classifieds/job_seeker/${encodeURIComponent(segment)}/${tail}?${query}`,
        headers: { cookie: ravi.cookie },
      }))
    await assertNo5xx(test.app, requests, 80)
    const downloads = fc.string({ maxLength: 80 }).map((id) => ({
      method: 'GET' as const,
      url: `/api/classifieds/job_seeker/profile/resume/${encodeURIComponent(id)}/`,
      headers: { cookie: ravi.cookie },
    }))
    await assertNo5xx(test.app, downloads, 60)
  })
})
