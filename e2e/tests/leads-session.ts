import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import type { LoginDetails } from '../../packages/api-client/src/auth/types.ts'
import type { JobSeekerProfileOptions } from '../../packages/api-client/src/job-seeker/profile.ts'
import { documentationAddress, expect } from './fixtures.ts'
import { POST_CITY_ID } from './review-session.ts'
import { freshNumber, pdfResume, signInSeekerWithDetails } from './seeker-session.ts'

// What issue #9's specs share: seekers with a whole job profile (made through the API, each in a request
// context of their own, so each has its own session cookie) applying to a job.

export interface Seeker {
  mobile: string
  name: string
  context: APIRequestContext
  headers: Record<string, string>
  /** what the seeker app keeps in local storage after the login */
  details: LoginDetails
}

/**
 * A new seeker logged in through the API with a whole job profile and a PDF resume: category `categoryId`,
 * the post's city, and `experience` (an option id of the profile form).
 */
export async function seekerWithProfile(
  baseURL: string,
  { name, categoryId, experience }: { name: string; categoryId: number; experience?: number },
): Promise<Seeker> {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': documentationAddress() },
  })
  const mobile = freshNumber()
  const { headers, details } = await signInSeekerWithDetails(context, mobile)
  const options = (await (
    await context.get('/api/classifieds/job_seeker/profile/options/')
  ).json()) as JobSeekerProfileOptions
  const first = (list: { id: number }[]) => {
    const option = list[0]
    if (!option) throw new Error('the profile options have an empty list')
    return option.id
  }
  const uploaded = await context.post('/api/classifieds/job_seeker/profile/resume/', {
    headers,
    multipart: { resume: pdfResume(`${name.toLowerCase().replace(/\W+/g, '-')}.pdf`) },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const resume = ((await uploaded.json()) as { id: string }).id
  const chosenExperience = experience ?? first(options.experience.slice(1))
  const fresher = chosenExperience === first(options.experience)
  const saved = await context.put('/api/classifieds/job_seeker/profile/', {
    headers,
    data: {
      name,
      gender: first(options.gender),
      qualification: first(options.qualification),
      specialization: first(options.specialization),
      resume,
      experience: chosenExperience,
      ...(fresher
        ? {}
        : { past_employer: 'Godavari Foods', recent_designation: 'Cashier', salary: first(options.salary) }),
      job_type: first(options.job_type),
      work_time: first(options.work_time),
      shift_timing: first(options.shift_timing),
      job_category: [categoryId],
      locations: [POST_CITY_ID],
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  return { mobile, name, context, headers, details }
}

/** The seeker applies to job `jobId` from its details page (the spec's GET apply). */
export async function applyTo(seeker: Seeker, jobId: number) {
  const answer = await seeker.context.get(`/api/classifieds/classifieds/${jobId}/apply/?type=0`, {
    headers: seeker.headers,
  })
  expect(answer.status(), await answer.text()).toBeLessThan(300)
}
