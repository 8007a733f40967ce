import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import { getJobApplications } from './applications.ts'
import {
  getJobSeekerProfile,
  getJobSeekerProfileOptions,
  resumeDownloadPath,
  saveJobSeekerProfile,
  uploadResume,
} from './profile.ts'

const baseUrl = 'http://api.test/api'

describe('the seeker profile calls', () => {
  it('read, save and list the options at /classifieds/job_seeker/profile/', () => {
    expect(getJobSeekerProfile.request({})).toEqual({
      method: 'GET',
      path: '/classifieds/job_seeker/profile/',
      auth: 'session',
    })
    const body = { name: 'Ravi', job_category: [1], resume: 'r1' }
    expect(saveJobSeekerProfile.request(body)).toEqual({
      method: 'PUT',
      path: '/classifieds/job_seeker/profile/',
      json: body,
      auth: 'session',
    })
    expect(getJobSeekerProfileOptions.request({}).path).toBe('/classifieds/job_seeker/profile/options/')
  })

  it('uploads the resume as multipart in the field `resume`, with the CSRF header', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ id: 'r1' }, 201))
    const client = createApiClient({ baseUrl, fetch, cookies: () => 'csrftoken=tok' })
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })

    await uploadResume(client, { file })

    const request = requests[0]!
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe('/api/classifieds/job_seeker/profile/resume/')
    expect(request.headers.get('X-CSRFToken')).toBe('tok')
    const sent = (await request.formData()).get('resume') as File
    expect(sent.name).toBe('cv.pdf')
    expect(await sent.text()).toBe('%PDF-1.4')
  })

  it('knows where a resume downloads from', () => {
    expect(resumeDownloadPath('abc_-1')).toBe('/classifieds/job_seeker/profile/resume/abc_-1/')
  })

  it("lists the seeker's own applications", () => {
    expect(getJobApplications.request({ classified_id: 5 })).toEqual({
      method: 'GET',
      path: '/classifieds/job_seeker/applications/',
      searchParams: { classified_id: 5, cursor: undefined, limit: undefined },
      auth: 'session',
    })
  })
})
