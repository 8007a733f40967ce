import type { SubmissionDetail } from '@localjobs/api-client/submissions/job'
import type { SubmissionStatus } from '@localjobs/api-client/submissions/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '#src/testing/advertiser.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { parseSubmissionId, SubmissionPage } from './submission-page.tsx'

vi.mock('@localjobs/web-app/toasts', () => ({ showToast: vi.fn() }))
const { showToast } = await import('@localjobs/web-app/toasts')

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.mocked(showToast).mockClear()
})

const aJob = (overrides: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
  id: 7,
  title: 'Delivery executive',
  status: 'on_hold',
  classified_id: null,
  location: { id: 9, title: 'Vijayawada' },
  openings_count: 3,
  created_at: '2026-11-20T06:30:00.000Z',
  valid_through: null,
  applicants_count: 0,
  payment_type: 'pay_later',
  status_reason: { code: 'fee_charged', label: 'Asks candidates for money', note: 'Remove the deposit.' },
  values: {},
  plan_id: 1,
  valid_from: null,
  history: [
    {
      id: 1,
      action: 'edit',
      from_status: null,
      to_status: 'approval_pending',
      reason: null,
      reason_label: null,
      note: null,
      actor: { kind: 'advertiser', name: null },
      created_at: '2026-11-20T06:30:00.000Z',
    },
    {
      id: 2,
      action: 'hold',
      from_status: 'approval_pending',
      to_status: 'on_hold',
      reason: null,
      reason_label: 'Asks candidates for money',
      note: 'Remove the deposit.',
      actor: { kind: 'ops', name: null },
      created_at: '2026-11-21T06:30:00.000Z',
    },
  ],
  actions: ['edit'],
  ...overrides,
})

const renderPage = (fetch: typeof globalThis.fetch, id: string | number = 7, locale?: 'en' | 'te') =>
  renderHire({
    root: Outlet,
    routes: [
      { path: 'submissions/$submissionId', component: SubmissionPage },
      { path: 'signin', component: () => <h1>Sign-in page</h1> },
    ],
    basepath: '/hire',
    path: `/hire/submissions/${id}`,
    fetch,
    locale,
  })

/** The API as the page meets it: GET the post, and the close and renew calls answering the new status. */
function jobApi(job: SubmissionDetail) {
  let current = job
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname
    if (path === `/api/submissions/submissions/${job.id}/`) return jsonResponse(current)
    if (path.endsWith('/close/')) {
      current = { ...current, status: 'expired', actions: ['renew'] }
      return jsonResponse({ id: job.id, status: 'expired' })
    }
    if (path.endsWith('/renew/')) {
      current = { ...current, status: 'active', actions: ['close'] }
      return jsonResponse({ id: job.id, status: 'active' })
    }
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404)
  })
}

describe("the job's page", () => {
  it('reads the id from the address: positive whole numbers only', () => {
    expect(parseSubmissionId('7')).toBe(7)
    expect(parseSubmissionId('abc')).toBeNull()
    expect(parseSubmissionId('0')).toBeNull()
    expect(parseSubmissionId('-3')).toBeNull()
    expect(parseSubmissionId('1.5')).toBeNull()
    expect(parseSubmissionId('99999999999999999')).toBeNull()
  })

  it('shows a held post: title, city, On Hold, what to fix, the history oldest first and Edit', async () => {
    signIn()
    const { fetch, requests } = jobApi(aJob())
    await renderPage(fetch)

    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery executive' })).toBeTruthy()
    expect(screen.getByText('Vijayawada')).toBeTruthy()
    expect(screen.getByText('On Hold')).toBeTruthy()
    const fix = screen.getByRole('region', { name: 'What to fix' })
    expect(within(fix).getByText('Asks candidates for money')).toBeTruthy()
    expect(within(fix).getByText('Remove the deposit.')).toBeTruthy()
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Submitted: Approval Pending'),
      expect.stringContaining('Approval Pending → On Hold'),
    ])
    expect(history[0]?.textContent).toContain('20 Nov, 2026')
    const edit = screen.getByRole('link', { name: 'Edit' })
    expect(edit.getAttribute('href')).toBe('/hire/advertiserPostJob?edit=7')
    expect(screen.queryByRole('button', { name: 'Close job' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull()
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer access-1')
  })

  it('shows a rejected post with why, and no reason for a waiting post', async () => {
    signIn()
    await renderPage(jobApi(aJob({ status: 'rejected', actions: [] })).fetch)
    expect(await screen.findByRole('region', { name: 'Why it was rejected' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'What you can do' })).toBeNull()
    cleanup()
    await renderPage(jobApi(aJob({ status: 'approval_pending', status_reason: null })).fetch)
    expect(await screen.findByText('Approval Pending', { selector: '[data-status]' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'What to fix' })).toBeNull()
  })

  const actionsByStatus: [SubmissionStatus, SubmissionDetail['actions'], string[]][] = [
    ['approval_pending', ['edit'], ['Edit']],
    ['on_hold', ['edit'], ['Edit']],
    ['active', ['close'], ['Close job']],
    ['expiring', ['close', 'renew'], ['Renew', 'Renew with changes', 'Close job']],
    ['expired', ['renew'], ['Renew', 'Renew with changes']],
    ['rejected', [], []],
  ]
  it.each(actionsByStatus)('offers what the answer lists for %s', async (status, actions, names) => {
    signIn()
    await renderPage(jobApi(aJob({ status, actions })).fetch)
    await screen.findByRole('heading', { level: 1, name: 'Delivery executive' })
    const region = screen.queryByRole('region', { name: 'What you can do' })
    const shown = region
      ? [...within(region).queryAllByRole('link'), ...within(region).queryAllByRole('button')]
      : []
    expect(shown.map((element) => element.textContent).sort()).toEqual([...names].sort())
  })

  it('closes a live job only after the advertiser confirms, then shows Expired and a toast', async () => {
    signIn()
    const { fetch, requests } = jobApi(
      aJob({ status: 'active', status_reason: null, actions: ['close'], valid_from: '2026-11-22T00:00:00Z' }),
    )
    await renderPage(fetch)
    fireEvent.click(await screen.findByRole('button', { name: 'Close job' }))
    expect(requests.some((request) => request.url.endsWith('/close/'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close job' }))
    expect(screen.getByRole('alertdialog').textContent).toContain('Close this job now?')
    fireEvent.click(screen.getByRole('button', { name: 'Yes, close it' }))

    expect(await screen.findByText('Expired', { selector: '[data-status]' })).toBeTruthy()
    const closes = requests.filter((request) => request.url.endsWith('/close/'))
    expect(closes.map((request) => request.method)).toEqual(['POST'])
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Job closed' }))
    expect(screen.getByRole('link', { name: 'Renew with changes' }).getAttribute('href')).toBe(
      '/hire/advertiserPostJob?edit=7&renew=1',
    )
  })

  it('renews an expired job unchanged: Active again', async () => {
    signIn()
    const { fetch } = jobApi(aJob({ status: 'expired', status_reason: null, actions: ['renew'] }))
    await renderPage(fetch)
    fireEvent.click(await screen.findByRole('button', { name: 'Renew' }))
    expect(await screen.findByText('Active', { selector: '[data-status]' })).toBeTruthy()
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Job renewed' }))
  })

  it("says 'Job not found' for another advertiser's post and for a bad id, with the way back", async () => {
    signIn()
    const { fetch } = fakeFetch(() =>
      jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404),
    )
    await renderPage(fetch, 8)
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy()
    expect(
      screen.getAllByRole('link', { name: 'Back to your jobs' }).map((link) => link.getAttribute('href')),
    ).toContain('/hire/advertiserDashboardPage')
    cleanup()
    const bad = fakeFetch(() => jsonResponse({}))
    await renderPage(bad.fetch, 'abc')
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy()
    expect(bad.requests.filter((request) => request.url.includes('/submissions/'))).toHaveLength(0)
  })

  it('offers a retry when the network fails, and shows the job once it answers', async () => {
    signIn()
    let fail = true
    const { fetch } = fakeFetch(() => {
      if (fail) return jsonResponse({ statusCode: 503, code: 'UNAVAILABLE', message: 'Down' }, 503)
      return jsonResponse(aJob())
    })
    await renderPage(fetch)
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('We could not load your job.')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery executive' })).toBeTruthy()
  })

  it('speaks Telugu: the status label from the api-client', async () => {
    signIn()
    await renderPage(jobApi(aJob()).fetch, 7, 'te')
    expect(await screen.findByText('నిలిపివేయబడింది', { selector: '[data-status]' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'ఏమి సరిచేయాలి' })).toBeTruthy()
  })

  it('sends a signed-out visitor to sign-in', async () => {
    await renderPage(jobApi(aJob()).fetch)
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy()
  })
})
