import type { ResumeInfo } from '@localjobs/api-client/job-seeker/profile'
import { A_JOB_PROFILE } from '@localjobs/api-client/testing/posts'
import { csrfHeaders, type TestApp } from './app.ts'
import { multipart, pdfFile } from './files.ts'

/**
 * A complete, valid job profile but for the resume, which every profile needs: `withResume` uploads one
 * and names it (ids from the profile options of the seeded reference data).
 */
export const aProfile = A_JOB_PROFILE

/** Uploads a resume as the seeker of `cookie`; answers what the upload answered. */
export async function uploadResume(test: TestApp, cookie: string, data = pdfFile(), fileName = 'resume.pdf') {
  const body = multipart([{ field: 'resume', fileName, contentType: 'application/pdf', data }])
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/classifieds/job_seeker/profile/resume/',
    headers: { ...csrfHeaders(cookie), 'content-type': body.contentType },
    payload: body.payload,
  })
  if (response.statusCode !== 201) throw new Error(`resume upload: ${response.statusCode} ${response.body}`)
  return response.json() as ResumeInfo
}

/** `aProfile` (with `changes`) and a freshly uploaded resume of the seeker of `cookie`. */
export async function withResume(test: TestApp, cookie: string, changes: Record<string, unknown> = {}) {
  const resume = await uploadResume(test, cookie)
  return { ...aProfile, resume: resume.id, ...changes }
}

/** Creates (or replaces) the profile of the seeker of `cookie`, with a resume; throws unless saved. */
export async function createProfile(test: TestApp, cookie: string, changes: Record<string, unknown> = {}) {
  const saved = await test.app.inject({
    method: 'PUT',
    url: '/api/classifieds/job_seeker/profile/',
    headers: csrfHeaders(cookie),
    payload: await withResume(test, cookie, changes),
  })
  if (saved.statusCode !== 200) throw new Error(`profile save: ${saved.statusCode} ${saved.body}`)
  return saved
}
