import type { ProfileVisibility } from '@localjobs/api-client/job-seeker/privacy'
import type { JobSeekerProfile } from '@localjobs/api-client/job-seeker/profile'
import type { ResumeAccess, ResumeAccessPage } from '@localjobs/api-client/leads/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import type { Locale } from '@localjobs/web-app/locale'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setLoginDetails } from '#src/lib/login-state.ts'
import { renderSeeker } from '#src/testing/render-seeker.tsx'
import { SeekerProfilePage } from './seeker-profile-page.tsx'

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

const profile = (discoverable = true): JobSeekerProfile => ({
  name: 'Ravi Kumar',
  gender: 1,
  qualification: 4,
  specialization: 3,
  resume: {
    id: 'abcdefghijklmnopqrstuvwx',
    file_name: 'cv.pdf',
    content_type: 'application/pdf',
    size_bytes: 120,
    uploaded_at: '2026-01-01T00:00:00.000Z',
    download_path: '/classifieds/job_seeker/profile/resume/abcdefghijklmnopqrstuvwx/',
  },
  past_employer: 'Sri Sai Travels',
  recent_designation: 'Driver',
  experience: 2,
  salary: 0,
  job_type: 1,
  work_time: 2,
  shift_timing: 1,
  job_category: [1],
  job_role: 7,
  locations: [9],
  discoverable,
  titles: {
    gender: 'Male',
    qualification: '12th pass',
    specialization: 'Commerce',
    experience: '2 years',
    salary: 'No salary yet',
    job_type: 'Full time',
    work_time: '4 to 8 hours a day',
    shift_timing: 'Day shift',
    job_category: ['Driver'],
    job_role: 'Cab Driver',
    locations: ['Hyderabad'],
  },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
})

const HOUR = 3_600_000
const aView = (id: number, disposition: ResumeAccess['disposition'], hoursAgo: number): ResumeAccess => ({
  id,
  company_name: `Company ${id}`,
  job_title: `Job ${id}`,
  classified_id: 100 + id,
  disposition,
  at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
})
const viewsPage = (results: ResumeAccess[], next_cursor: string | null = null): ResumeAccessPage => ({
  results,
  next_cursor,
  hasMore: next_cursor !== null,
})

interface Script {
  discoverable?: boolean
  /** what PUT visibility answers: 'echo' saves what was sent */
  visibility?: 'echo' | { status: number } | 'hang'
  /** the resume views answers in turn (the last repeats) */
  views?: (ResumeAccessPage | { status: number })[]
}

async function renderProfile(script: Script = {}, locale: Locale = 'en') {
  setLoginDetails({
    id: 7,
    jobsUserId: 70,
    isLogIn: true,
    mobileNumber: '9876543210',
    name: 'Ravi Kumar',
    whatsAppOptIn: false,
  })
  const views = script.views ?? [viewsPage([])]
  let viewCall = 0
  const fail = (status: number) => jsonResponse({ statusCode: status, code: 'X', message: 'x' }, status)
  const { fetch, requests } = fakeFetch(async (request) => {
    const path = new URL(request.url).pathname
    if (path.endsWith('/7/status/')) return jsonResponse({ status: 2 })
    if (path.endsWith('/job_seeker/profile/')) return jsonResponse(profile(script.discoverable ?? true))
    if (path.endsWith('/profile/visibility/')) {
      const answer = script.visibility ?? 'echo'
      if (answer === 'hang') return new Promise<Response>(() => undefined)
      if (answer === 'echo') return jsonResponse((await request.json()) as ProfileVisibility)
      return fail(answer.status)
    }
    if (path.endsWith('/resume/views/')) {
      const answer = views[Math.min(viewCall++, views.length - 1)] as ResumeAccessPage | { status: number }
      return 'status' in answer ? fail(answer.status) : jsonResponse(answer)
    }
    return fail(404)
  })
  await renderSeeker({ root: SeekerProfilePage, basepath: '/jobs', fetch, locale })
  return requests
}

const visibilityRequests = (requests: Request[]) =>
  requests.filter((request) => request.url.endsWith('/profile/visibility/'))

describe('"Let employers find my profile"', () => {
  it('is a switch, on by default, saying in one line what it means', async () => {
    await renderProfile()
    const toggle = await screen.findByRole('switch', { name: 'Let employers find my profile' })
    expect((toggle as HTMLInputElement).checked).toBe(true)
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Employers hiring for your job in your city can see your profile and call you, even if you did not apply.',
    )
  })

  it('shows off when the profile says so', async () => {
    await renderProfile({ discoverable: false })
    const toggle = await screen.findByRole('switch', { name: 'Let employers find my profile' })
    expect((toggle as HTMLInputElement).checked).toBe(false)
  })

  it('saves at once, only the visibility, and shows the new state before the answer', async () => {
    const requests = await renderProfile({ visibility: 'hang' })
    const toggle = (await screen.findByRole('switch')) as HTMLInputElement
    fireEvent.click(toggle)
    // optimistic: off at once, while the call is still on its way
    await waitFor(() => expect(toggle.checked).toBe(false))
    await waitFor(() => expect(visibilityRequests(requests)).toHaveLength(1))
    const [put] = visibilityRequests(requests) as [Request]
    expect(put.method).toBe('PUT')
    expect(await put.clone().json()).toEqual({ discoverable: false })
    // nothing else of the profile is sent anywhere
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(1)
  })

  it('stays as saved when the API confirms it', async () => {
    await renderProfile({ visibility: 'echo' })
    const toggle = (await screen.findByRole('switch')) as HTMLInputElement
    fireEvent.click(toggle)
    await waitFor(() => expect(toggle.checked).toBe(false))
    fireEvent.click(toggle)
    await waitFor(() => expect(toggle.checked).toBe(true))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each([
    ['en', 'Your choice could not be saved. Check your internet connection and try again.'],
    ['hi', 'आपकी पसंद सेव नहीं हो सकी। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।'],
    ['te', 'మీ ఎంపిక సేవ్ కాలేదు. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.'],
  ] as const)(
    'goes back and says why in the seeker language when the save fails (%s)',
    async (locale, message) => {
      await renderProfile({ visibility: { status: 503 } }, locale)
      const toggle = (await screen.findByRole('switch')) as HTMLInputElement
      expect(toggle.checked).toBe(true)
      fireEvent.click(toggle)
      expect((await screen.findByRole('alert')).textContent).toBe(message)
      expect(toggle.checked).toBe(true)
      // the rest of the profile is still shown as it was
      expect(screen.getByText('Ravi Kumar')).toBeTruthy()
    },
  )
})

describe('"Who saw my resume"', () => {
  const section = async () => {
    const heading = await screen.findByRole('heading', { name: 'Who saw my resume' })
    return heading.closest('section') as HTMLElement
  }

  it('lists the employers newest first: company, job, viewed or downloaded, and when', async () => {
    const [downloaded, viewed] = [aView(2, 'attachment', 3), aView(1, 'inline', 50)]
    await renderProfile({ views: [viewsPage([downloaded, viewed])] })
    const list = await within(await section()).findByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Company 2Downloaded your resumeFor the job: Job 23 hours ago',
      'Company 1Viewed your resumeFor the job: Job 12 days ago',
    ])
    // the exact moment is in the markup for assistive technology and translation tools
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe(downloaded.at)
  })

  it('loads more with the cursor until there are no more', async () => {
    const requests = await renderProfile({
      views: [viewsPage([aView(2, 'inline', 1)], 'next'), viewsPage([aView(1, 'inline', 2)])],
    })
    const part = await section()
    fireEvent.click(await within(part).findByRole('button', { name: 'Show more' }))
    await within(part).findByText('Company 1')
    expect(within(part).getAllByRole('listitem')).toHaveLength(2)
    expect(within(part).queryByRole('button', { name: 'Show more' })).toBeNull()
    const calls = requests.filter((request) => request.url.includes('/resume/views/'))
    expect(new URL(calls[1]?.url ?? '').searchParams.get('cursor')).toBe('next')
  })

  it('says when no employer has opened the resume yet', async () => {
    await renderProfile({ views: [viewsPage([])] })
    const part = await section()
    expect(await within(part).findByText('No employer has opened your resume yet.')).toBeTruthy()
    expect(
      within(part).getByText('When an employer views or downloads your resume, it is listed here.'),
    ).toBeTruthy()
  })

  it('says when the list could not be loaded, and tries again', async () => {
    await renderProfile({
      views: [{ status: 503 }, { status: 503 }, { status: 503 }, viewsPage([aView(1, 'inline', 1)])],
    })
    const part = await section()
    expect(
      await within(part).findByText('We could not load who saw your resume.', {}, { timeout: 5000 }),
    ).toBeTruthy()
    fireEvent.click(within(part).getByRole('button', { name: 'Try again' }))
    expect(await within(part).findByText('Company 1')).toBeTruthy()
  })

  it('speaks Telugu', async () => {
    await renderProfile({ views: [viewsPage([aView(1, 'attachment', 26)])] }, 'te')
    const heading = await screen.findByRole('heading', { name: 'నా రెజ్యూమ్‌ను ఎవరు చూశారు' })
    const part = heading.closest('section') as HTMLElement
    const item = await within(part).findByRole('listitem')
    expect(item.textContent).toContain('మీ రెజ్యూమ్ డౌన్‌లోడ్ చేశారు')
    expect(item.textContent).toContain('ఉద్యోగం: Job 1')
  })
})
