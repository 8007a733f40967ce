import { toWire } from '@localjobs/api-client/submissions/form-mapping'
import type { SubmissionDetail } from '@localjobs/api-client/submissions/job'
import type { DraftContext } from '@localjobs/api-client/submissions/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { DRAFT_KEY_PREFIX } from '@localjobs/ui/form-draft'
import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signIn } from '#src/testing/advertiser.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { PostJobPage } from '../components/post-job-page.tsx'
import { editDraftKey } from './edit-post-job-page.tsx'

const list = (...titles: string[]) => titles.map((title, index) => ({ id: index + 1, title }))

const context: DraftContext = {
  job_category: { content_value: [{ id: 1, title: 'Driver' }] },
  salary: { content_value: [] },
  locations: { states: [] },
  options: {
    job_type: list('Full time'),
    shift_timing: list('Day shift'),
    job_hours: list('8 hours'),
    fees_charged: [
      { id: 86, title: 'Yes' },
      { id: 87, title: 'No' },
    ],
    fee_reason: [{ id: 'OTHER_REASON', title: 'Other reason' }],
    preferred_location: [{ id: 147, title: 'Near the job location' }],
    qualification: list('10th pass'),
    experience: list('Fresher'),
    preferred_gender: list('Any'),
    preferred_languages: list('Telugu'),
    assets: list('Bike'),
    skills: list('Driving'),
    contact_preference: list('WhatsApp', 'Phone call'),
    poster_role: [{ id: 'FROM_COMPANY', title: 'I work at the company' }],
    company_size: list('1 to 10 people'),
    company_type: list('Private company'),
  },
}

/** The held post as the advertiser wrote it (form names). */
const POST = {
  job_category: '1',
  job_title_id: '12',
  job_title: 'Driver',
  title: 'Truck Driver',
  primary_job_role: '41',
  job_type: '1',
  constituency: '9',
  job_location_city: '9',
  preferred_location: '147',
  openings_count: '3',
  salary_min: '15000',
  salary_max: '20000',
  shift_timing: '1',
  fees_charged: '87',
  qualification: '1',
  experience: '1',
  preferred_gender: '1',
  contact_preference: '2',
  mobile_no: '9100000004',
  other_details: 'Pay a deposit of 500 to join.',
  poster_role: 'FROM_COMPANY',
  advertiser_company_name: 'Sri Balaji Transport',
  company_size: '1',
  company_type: '1',
  is_consultancy_name: 'false',
  plan: '1',
}

const held = (): SubmissionDetail => ({
  id: 5,
  title: 'Truck Driver',
  status: 'on_hold',
  classified_id: null,
  location: { id: 9, title: 'Hyderabad' },
  openings_count: 3,
  created_at: '2026-11-20T06:30:00.000Z',
  valid_through: null,
  applicants_count: 0,
  new_applicants_count: 0,
  payment_type: 'pay_later',
  plan_paid_at: null,
  status_reason: { code: 'remove_fee', label: 'Remove the fee', note: null },
  values: toWire(POST, 3),
  plan_id: 1,
  valid_from: null,
  history: [],
  actions: ['edit'],
})

/** The API the edit meets; `put` answers the PUT. Records every call. */
function editApi(put: () => Response = () => jsonResponse({ id: 5, status: 'approval_pending' })) {
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname
    if (path === '/api/submissions/submissions/5/' && request.method === 'GET') return jsonResponse(held())
    if (path === '/api/submissions/submissions/5/' && request.method === 'PUT') return put()
    if (path === '/api/submissions/form-context/') return jsonResponse({ data: { context } })
    if (path === '/api/classifieds/v1/primary-job-roles/')
      return jsonResponse({
        results: [
          {
            id: 41,
            title: 'Truck Driver',
            english_name: 'Truck Driver',
            job_category: 1,
            job_title_id: 12,
            job_title: 'Driver',
          },
        ],
      })
    if (path === '/api/locations/cities/') return jsonResponse({ results: [{ id: 9, title: 'Hyderabad' }] })
    if (path === '/api/classifieds/v2/packages/')
      return jsonResponse({
        results: [
          {
            id: 1,
            code: 'basic',
            title: 'Basic',
            price: 0,
            validity_days: 15,
            features: [],
            upselling_options: [],
          },
        ],
      })
    return jsonResponse({ message: 'not here' }, 404)
  })
}

beforeEach(() => {
  localStorage.clear()
  signIn()
})
afterEach(() => cleanup())

const render = (fetch: typeof globalThis.fetch) =>
  renderHire({
    root: Outlet,
    basepath: '/hire',
    path: '/hire/advertiserPostJob?edit=5',
    fetch,
    routes: [
      { path: '/advertiserPostJob', component: PostJobPage },
      { path: '/submissions/$submissionId', component: () => <h1>Job page</h1> },
    ],
  })

async function walkToTheLastStep() {
  await screen.findByRole('heading', { level: 1, name: 'Edit your job post' })
  await screen.findByRole('heading', { level: 2, name: 'Job details' })
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  const description = (await screen.findByRole('textbox', { name: /Job description/ })) as HTMLTextAreaElement
  expect(description.value).toBe('Pay a deposit of 500 to join.')
  fireEvent.change(description, { target: { value: 'Long routes. No fees.' } })
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  await screen.findByRole('heading', { level: 2, name: 'Company details' })
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  return screen.findByRole('button', { name: 'Resubmit for review' })
}

describe('editing a post', () => {
  it("fills the form from the post, keeps it off the server's draft, and resubmits the whole post by PUT", async () => {
    const { fetch, requests } = editApi()
    await render(fetch)
    fireEvent.click(await walkToTheLastStep())

    expect(await screen.findByRole('heading', { level: 1, name: 'Job page' })).toBeTruthy()
    const put = requests.find((request) => request.method === 'PUT')
    expect(put).toBeTruthy()
    const form = await put?.formData()
    expect(form?.get('job_additional_details')).toBe('Long routes. No fees.')
    expect(form?.get('job_monthly_salary_max')).toBe('20000')
    expect(form?.get('job_title')).toBe('Driver')
    expect(requests.some((request) => new URL(request.url).pathname === '/api/submissions/draft/')).toBe(
      false,
    )
    // Sent: the copy on this phone is gone.
    expect(localStorage.getItem(`${DRAFT_KEY_PREFIX}${editDraftKey(5)}`)).toBeNull()
  })

  it("takes a field the server refused back to its step, with the server's words, keeping what was typed", async () => {
    const { fetch } = editApi(() =>
      jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'Invalid',
          details: [{ path: 'other_details', message: 'Remove the phone number from the description.' }],
        },
        400,
      ),
    )
    await render(fetch)
    fireEvent.click(await walkToTheLastStep())

    expect(await screen.findByText('Remove the phone number from the description.')).toBeTruthy()
    await screen.findByRole('heading', { level: 2, name: 'Requirements and contact' })
    expect((screen.getByRole('textbox', { name: /Job description/ }) as HTMLTextAreaElement).value).toBe(
      'Long routes. No fees.',
    )
    await waitFor(() =>
      expect(localStorage.getItem(`${DRAFT_KEY_PREFIX}${editDraftKey(5)}`)).toContain(
        'Long routes. No fees.',
      ),
    )
  })
})
