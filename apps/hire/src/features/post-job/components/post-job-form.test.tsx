import type { DraftContext, DraftResponse, SavedDraft } from '@localjobs/api-client/submissions/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { TOKEN_STORAGE_KEYS } from '@localjobs/api-client/token-store'
import { DRAFT_KEY_PREFIX } from '@localjobs/ui/form-draft'
import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ADVERTISER_SESSION_KEY, type AdvertiserSession } from '#src/lib/advertiser-session.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { pendingSteps } from '../draft-sync.ts'
import { EMPTY_POST_JOB_VALUES, POST_JOB_DRAFT_VERSION, postJobDraftKey } from '../post-job-values.ts'
import { PostJobPage } from './post-job-page.tsx'

const MOBILE = '9100000004'

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

/** Step 1 as typed on this phone before the connection dropped. */
const stepOne = {
  ...EMPTY_POST_JOB_VALUES,
  job_category: '1',
  job_title_id: '12',
  job_title: 'Driver',
  title: 'Truck Driver',
  primary_job_role: '41',
  job_type: '1',
  constituency: '9',
  job_location_city: '9',
  city_name: 'Hyderabad',
  preferred_location: '147',
  openings_count: '3',
  salary_min: '15000',
  salary_max: '20000',
  shift_timing: '1',
  fees_charged: '87',
  mobile_no: MOBILE,
}

const DRAFT_KEY = postJobDraftKey(MOBILE, false)

/** A b2c advertiser signed in on this device: the session and a token pair in local storage. */
function signIn() {
  const session: AdvertiserSession = {
    details: {
      id: 7,
      jobsUserId: 70,
      isLogIn: true,
      mobileNumber: MOBILE,
      name: 'Ravi Kumar',
      whatsAppOptIn: false,
    },
    type: 'b2c',
    enterprise: null,
  }
  localStorage.setItem(ADVERTISER_SESSION_KEY, JSON.stringify(session))
  localStorage.setItem(TOKEN_STORAGE_KEYS.access, 'access-1')
  localStorage.setItem(TOKEN_STORAGE_KEYS.refresh, 'refresh-1')
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
}

/** The API the form meets: the context and no saved draft; each draft save answered as the API does. */
function draftApi() {
  const saves: FormData[] = []
  const api = fakeFetch(async (request) => {
    const path = new URL(request.url).pathname
    if (path === '/api/submissions/draft/' && request.method === 'GET')
      return jsonResponse({ data: { context, draft: null } } satisfies DraftResponse)
    if (path === '/api/submissions/draft/' && request.method === 'POST') {
      const form = await request.formData()
      saves.push(form)
      const draft: SavedDraft = {
        step: Number(form.get('page-no')) as SavedDraft['step'],
        form_version: 3,
        submission_type: 'web',
        values: {},
        updated_at: '2026-11-24T10:00:00.000Z',
      }
      return jsonResponse({ draft, message: 'Draft saved' })
    }
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
    if (path === '/api/locations/cities/') return jsonResponse({ results: [] })
    return jsonResponse({ message: 'not here' }, 404)
  })
  return { ...api, saves }
}

beforeEach(() => {
  localStorage.clear()
  signIn()
  localStorage.setItem(
    `${DRAFT_KEY_PREFIX}${DRAFT_KEY}`,
    JSON.stringify({
      version: POST_JOB_DRAFT_VERSION,
      basis: null,
      step: 0,
      values: stepOne,
      savedAt: Date.now(),
    }),
  )
})

afterEach(() => {
  cleanup()
  setOnline(true)
})

const render = (fetch: typeof globalThis.fetch) =>
  renderHire({
    root: Outlet,
    basepath: '/hire',
    path: '/advertiserPostJob',
    fetch,
    routes: [{ path: '/advertiserPostJob', component: PostJobPage }],
  })

describe('the post-job form offline', () => {
  it('goes on to step 2 with nothing sent, keeps the step waiting on the phone, and sends it when back online', async () => {
    const api = draftApi()
    await render(api.fetch)
    await screen.findByRole('heading', { level: 2, name: 'Job details' })
    setOnline(false)
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))

    await screen.findByRole('heading', { level: 2, name: 'Requirements and contact' })
    expect(screen.getByRole('alert').textContent).toContain('You are offline.')
    expect(api.saves).toHaveLength(0)
    expect(pendingSteps(DRAFT_KEY)).toEqual([1])

    setOnline(true)
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(api.saves).toHaveLength(1))
    expect(api.saves[0]?.get('page-no')).toBe('1')
    expect(api.saves[0]?.get('job_monthly_salary_max')).toBe('20000')
    await waitFor(() => expect(pendingSteps(DRAFT_KEY)).toEqual([]))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
