import type {
  JobApplication,
  JobApplicationsResponse,
  SeekerApplicationStatus,
} from '@localjobs/api-client/job-seeker/applications'
import { aClassified } from '@localjobs/api-client/testing/classifieds'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { Outlet } from '@tanstack/react-router'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getLoginDetails, setLoginDetails } from '#src/lib/login-state.ts'
import { renderSeeker } from '#src/testing/render-seeker.tsx'
import { MyApplicationsPage } from './my-applications-page.tsx'

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

const logIn = () =>
  setLoginDetails({
    id: 7,
    jobsUserId: 70,
    isLogIn: true,
    mobileNumber: '9876543210',
    name: 'Name',
    whatsAppOptIn: false,
  })

const anApplication = (id: number, status: SeekerApplicationStatus, title: string): JobApplication => ({
  id,
  classified_id: 1000 + id,
  source: 'details',
  applied_at: '2026-11-20T10:00:00.000Z',
  status,
  job: aClassified({
    id: 1000 + id,
    company_name: `Company ${id}`,
    translated_content: { ...aClassified().translated_content, title },
  }),
})

type Answer = JobApplicationsResponse | { status: number }

/** Renders the page; the applications call answers with `answers` in turn (the last one repeats). */
async function renderPage(answers: Answer[], locale: 'en' | 'hi' = 'en') {
  let call = 0
  const { fetch, requests } = fakeFetch(() => {
    const answer = answers[Math.min(call++, answers.length - 1)] as Answer
    return 'status' in answer
      ? jsonResponse({ statusCode: answer.status, code: 'X', message: 'x' }, answer.status)
      : jsonResponse(answer)
  })
  await renderSeeker({ root: MyApplicationsPage, basepath: '/jobs', fetch, locale })
  await screen.findByRole('heading', { level: 1 })
  return requests
}

const page = (results: JobApplication[], next_cursor: string | null = null): JobApplicationsResponse => ({
  results,
  next_cursor,
  hasMore: next_cursor !== null,
})

describe('My applications', () => {
  it('asks a logged-out visitor to log in, and asks the API nothing', async () => {
    const requests = await renderPage([page([])])
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My applications')
    expect(await screen.findByText('Log in to see the jobs you applied to.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy()
    expect(requests).toHaveLength(0)
  })

  it('lists the applications newest first with the date, the status, and a link to each open job', async () => {
    logIn()
    await renderPage([
      page([
        anApplication(3, 'contacted', 'Delivery rider'),
        anApplication(2, 'applied', 'Car driver'),
        anApplication(1, 'job_closed', 'Security guard'),
      ]),
    ])
    const items = await screen.findAllByRole('article')
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Delivery rider',
      'Car driver',
      'Security guard',
    ])
    const [contacted, applied, closed] = items as [HTMLElement, HTMLElement, HTMLElement]
    expect(contacted.textContent).toContain('Status: Contacted')
    expect(applied.textContent).toContain('Status: Applied')
    expect(applied.textContent).toContain('Applied on 20 Nov, 2026')
    expect(applied.textContent).toContain('Company 2 · Hyderabad')
    expect(within(applied).getByRole('link', { name: 'Car driver' }).getAttribute('href')).toBe(
      '/jobs/jobDetails/driver-in-hyderabad-1002',
    )
    // A closed job has no live page: it says so and is not a link.
    expect(closed.textContent).toContain('Status: Job closed')
    expect(within(closed).queryByRole('link')).toBeNull()
  })

  it('speaks the page language', async () => {
    logIn()
    await renderPage([page([anApplication(1, 'job_closed', 'सुरक्षा गार्ड')])], 'hi')
    const item = await screen.findByRole('article')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('मेरे आवेदन')
    expect(item.textContent).toContain('नौकरी बंद हो गई')
    expect(item.textContent).toContain('20 नव॰, 2026 को आवेदन किया')
  })

  it('loads more with the cursor until there are no more', async () => {
    logIn()
    const requests = await renderPage([
      page([anApplication(2, 'applied', 'Car driver')], 'next-page'),
      page([anApplication(1, 'applied', 'Cook')]),
    ])
    fireEvent.click(await screen.findByRole('button', { name: 'Load more applications' }))
    await screen.findByRole('heading', { name: 'Cook' })
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Load more applications' })).toBeNull()
    expect(new URL(requests[1]?.url ?? '').searchParams.get('cursor')).toBe('next-page')
  })

  it('has an empty state that leads to the jobs', async () => {
    logIn()
    await renderPage([page([])])
    expect(await screen.findByText('You have not applied to any job yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the latest jobs' }).getAttribute('href')).toBe('/jobs')
  })

  it('says when the list could not be loaded, and tries again', async () => {
    logIn()
    await renderPage([
      { status: 503 },
      { status: 503 },
      { status: 503 },
      page([anApplication(1, 'applied', 'Cook')]),
    ])
    expect(
      await screen.findByText('Your applications could not be loaded.', {}, { timeout: 5000 }),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Cook' })).toBeTruthy()
  })

  it('asks to log in again when the session has ended (401)', async () => {
    logIn()
    await renderPage([{ status: 401 }])
    expect(await screen.findByText('Log in to see the jobs you applied to.')).toBeTruthy()
    await waitFor(() => expect(getLoginDetails()).toBeNull())
  })

  it('shows each status in its words with what it means: Viewed and Job expired too', async () => {
    logIn()
    await renderPage([
      page([anApplication(2, 'viewed', 'Car driver'), anApplication(1, 'job_expired', 'Cook')]),
    ])
    const [viewed, expired] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement]
    expect(viewed.textContent).toContain('Status: Viewed')
    expect(viewed.textContent).toContain('The employer opened your application.')
    expect(within(viewed).getByRole('link', { name: 'Car driver' })).toBeTruthy()
    expect(expired.textContent).toContain('Status: Job expired')
    expect(expired.textContent).toContain('This job is no longer open for applications.')
    expect(within(expired).queryByRole('link')).toBeNull()
  })
})

describe('My applications never shows a remembered status', () => {
  /** The API's answer now: the test changes it as the employer would. */
  function liveApi(initial: SeekerApplicationStatus) {
    let status = initial
    // While held, answers wait (a slow network): what the page shows meanwhile can be looked at.
    let held: Promise<void> = Promise.resolve()
    let release: () => void = () => {}
    const { fetch, requests } = fakeFetch(async () => {
      await held
      return jsonResponse(page([anApplication(1, status, 'Car driver')]))
    })
    return {
      fetch,
      requests,
      set: (next: SeekerApplicationStatus) => (status = next),
      hold: () => (held = new Promise((resolve) => (release = resolve))),
      release: () => release(),
    }
  }

  it('asks again when the page comes back to the front, and shows the new status', async () => {
    logIn()
    const api = liveApi('applied')
    await renderSeeker({ root: MyApplicationsPage, basepath: '/jobs', fetch: api.fetch })
    expect((await screen.findByRole('article')).textContent).toContain('Status: Applied')
    api.set('contacted')
    // The seeker switches to WhatsApp and back: the browser fires visibilitychange (React Query listens
    // on the window, where the event bubbles to).
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'))
    })
    await waitFor(() => expect(screen.getByRole('article').textContent).toContain('Status: Contacted'))
    expect(api.requests).toHaveLength(2)
  })

  it('asks again when the page is restored from the back-forward cache', async () => {
    logIn()
    const api = liveApi('applied')
    await renderSeeker({ root: MyApplicationsPage, basepath: '/jobs', fetch: api.fetch })
    expect((await screen.findByRole('article')).textContent).toContain('Status: Applied')
    api.set('viewed')
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    })
    await waitFor(() => expect(screen.getByRole('article').textContent).toContain('Status: Viewed'))
  })

  it('coming back to the page shows the database status, never the last visit one, not even for a moment', async () => {
    logIn()
    const api = liveApi('applied')
    const Shell = () => <Outlet />
    const { router } = await renderSeeker({
      root: Shell,
      routes: [
        { path: '/my-applications', component: MyApplicationsPage },
        { path: '/sitemap', component: () => <p>Elsewhere page</p> },
      ],
      basepath: '/jobs',
      path: '/jobs/my-applications',
      fetch: api.fetch,
    })
    expect((await screen.findByRole('article')).textContent).toContain('Status: Applied')
    await act(() => router.navigate({ to: '/sitemap' }))
    await screen.findByText('Elsewhere page')
    api.set('contacted')
    api.hold()
    // Back (the browser's Back button or a link) on a slow network: while the API answers, the page shows
    // its skeleton, not the status it showed on the last visit.
    await act(() => router.history.back())
    await screen.findByRole('heading', { level: 1 })
    const shown = () => screen.queryAllByRole('article').map((item) => item.textContent)
    await waitFor(() => expect(api.requests).toHaveLength(2))
    expect(shown()).toEqual([])
    expect(screen.getByText('Loading your applications')).toBeTruthy()
    api.release()
    await waitFor(() => expect(shown()).toEqual([expect.stringContaining('Status: Contacted')]))
  })
})
