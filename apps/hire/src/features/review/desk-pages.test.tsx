import type {
  ReviewQueuePage,
  ReviewSubmissionDetail,
  SubmissionEvent,
} from '@localjobs/api-client/review/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signIn } from '#src/testing/advertiser.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { DeskPages } from './review-pages.tsx'
import { aQueueItem } from './review-test-kit.ts'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  localStorage.clear()
})

const renderDesk = (fetch: typeof globalThis.fetch, path = '/hire/review', locale: 'en' | 'te' = 'en') =>
  renderHire({
    root: Outlet,
    routes: [
      { path: 'review/$', component: DeskPages },
      { path: 'signin', component: () => <h1>Sign-in page</h1> },
    ],
    basepath: '/hire',
    path,
    fetch,
    locale,
  })

const forbidden = () => jsonResponse({ statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' }, 403)

describe('the review desk', () => {
  it('sends a signed-out visitor to sign-in', async () => {
    const { fetch } = fakeFetch(() => forbidden())
    await renderDesk(fetch)
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy()
  })

  it('tells an advertiser without the ops role that the page is for the review team, in their language', async () => {
    signIn()
    const { fetch } = fakeFetch(() => forbidden())
    await renderDesk(fetch, '/hire/review', 'te')
    expect(await screen.findByRole('heading', { name: 'ఈ పేజీ సమీక్ష బృందం కోసం.' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('lists the queue as the API orders it, filters by risk and the first-time switch, and says when nothing is left', async () => {
    signIn()
    const page: ReviewQueuePage = {
      results: [
        aQueueItem(),
        aQueueItem({ id: 32, title: 'Cook', risk: { score: 0, level: 'low' }, findings: [] }),
      ],
      next_cursor: null,
      hasMore: false,
    }
    const { fetch, requests } = fakeFetch((request) => {
      const url = new URL(request.url)
      return jsonResponse(url.searchParams.get('risk') === 'medium' ? { ...page, results: [] } : page)
    })
    await renderDesk(fetch)
    const links = await screen.findAllByRole('link', { name: /Delivery executive|Cook/ })
    expect(links.map((link) => link.textContent)).toEqual(['Delivery executive', 'Cook'])
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer access-1')
    expect(new URL(requests[0]!.url).searchParams.get('status')).toBe('approval_pending')

    fireEvent.change(screen.getByRole('combobox', { name: 'Risk' }), { target: { value: 'medium' } })
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeTruthy()
    expect(new URL(requests.at(-1)!.url).searchParams.get('risk')).toBe('medium')

    fireEvent.click(screen.getByRole('checkbox', { name: 'Only first-time advertisers' }))
    fireEvent.click(screen.getByRole('button', { name: 'On hold' }))
    await screen.findByRole('heading', { name: 'Nothing to review' })
    const last = new URL(requests.at(-1)!.url).searchParams
    expect([last.get('status'), last.get('first_time'), last.get('risk')]).toEqual(['on_hold', '1', 'medium'])
  })

  it('shows a failed queue with Try again', async () => {
    signIn()
    let fail = true
    const { fetch } = fakeFetch(() =>
      fail
        ? jsonResponse({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' }, 429)
        : jsonResponse({ results: [], next_cursor: null, hasMore: false }),
    )
    await renderDesk(fetch)
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getByRole('alert').textContent).toContain('We could not load this.')
    fail = false
    fireEvent.click(retry)
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeTruthy()
  })
})

const created: SubmissionEvent = {
  id: 1,
  action: 'edit',
  from_status: null,
  to_status: 'approval_pending',
  reason: null,
  reason_label: null,
  note: null,
  actor: { kind: 'advertiser', name: 'Ravi Kumar' },
  created_at: '2026-11-24T06:30:00.000Z',
}

const aDetail = (overrides: Partial<ReviewSubmissionDetail> = {}): ReviewSubmissionDetail => ({
  id: 31,
  status: 'approval_pending',
  title: 'Delivery executive',
  risk: { score: 70, level: 'high' },
  findings: [
    { code: 'asks_money', weight: 30, reason: 'The description asks for money: "deposit"' },
    { code: 'fee_charged', weight: 40, reason: 'The post charges candidates a fee' },
  ],
  fields: [
    { field: 'job_title', value: 'Delivery executive' },
    { field: 'other_details', value: 'Pay a deposit of ₹500 to join' },
  ],
  logo_url: null,
  classified_id: null,
  valid_through: null,
  waiting_since: '2026-11-24T06:30:00.000Z',
  created_at: '2026-11-24T06:30:00.000Z',
  advertiser: {
    id: 41,
    name: 'Ravi Kumar',
    company_name: 'Ravi Traders',
    mobile_no: '9100000004',
    kind: 'b2c',
    posts: 4,
    approved: 2,
    rejections: 1,
    reports: 0,
    blocked: false,
  },
  history: [created],
  actions: ['approve', 'reject', 'hold', 'fraud'],
  ...overrides,
})

describe("a post's page on the desk", () => {
  it('shows the company logo the advertiser uploaded, named in the page’s language; "No logo" without one', async () => {
    signIn()
    const logoUrl = '/api/ops/review/logos/AAAAAAAAAAAAAAAAAAAAAAAA?exp=1795000000&sig=ab12'
    const withLogo = aDetail({
      logo_url: logoUrl,
      fields: [...aDetail().fields, { field: 'company_name', value: 'Godavari Foods' }],
    })
    const { fetch } = fakeFetch(() => jsonResponse(withLogo))
    await renderDesk(fetch, '/hire/review/31', 'te')
    const logo = await screen.findByRole('img', { name: 'Godavari Foods లోగో' })
    expect(logo.getAttribute('src')).toBe(logoUrl)
    // where the "Company logo" field is: its label names the value that holds the image
    expect(screen.getByText('కంపెనీ లోగో').nextElementSibling?.contains(logo)).toBe(true)
    cleanup()

    const { fetch: noLogo } = fakeFetch(() => jsonResponse(aDetail()))
    await renderDesk(noLogo, '/hire/review/31')
    const label = await screen.findByText('Company logo')
    expect(label.nextElementSibling?.textContent).toBe('No logo')
    expect(screen.queryByRole('img', { name: /logo/ })).toBeNull()
  })

  it('names the logo by the advertiser’s company when the post names none', async () => {
    signIn()
    const { fetch } = fakeFetch(() =>
      jsonResponse(aDetail({ logo_url: '/api/ops/review/logos/x?exp=1&sig=0' })),
    )
    await renderDesk(fetch, '/hire/review/31')
    expect(await screen.findByRole('img', { name: 'Ravi Traders logo' })).toBeTruthy()
  })

  it('shows the findings weightiest first, the fields, the advertiser, and holds it with a reason: the history shows it', async () => {
    signIn()
    let detail = aDetail()
    const held: SubmissionEvent = {
      id: 2,
      action: 'hold',
      from_status: 'approval_pending',
      to_status: 'on_hold',
      reason: 'remove_fee',
      reason_label: 'Remove the fee charged to candidates',
      note: 'Remove the deposit',
      actor: { kind: 'ops', name: 'Asha' },
      created_at: '2026-11-24T09:30:00.000Z',
    }
    const { fetch, requests } = fakeFetch(async (request) => {
      const url = new URL(request.url)
      if (request.method === 'POST' && url.pathname === '/api/ops/review/submissions/31/decision/') {
        detail = aDetail({
          status: 'on_hold',
          history: [created, held],
          actions: ['approve', 'reject', 'fraud'],
        })
        return jsonResponse({
          id: 31,
          status: 'on_hold',
          classified_id: null,
          valid_through: null,
          event: held,
        })
      }
      return jsonResponse(detail)
    })
    await renderDesk(fetch, '/hire/review/31')

    const findings = await screen.findByRole('heading', { name: 'What the checks found' })
    const items = within(findings.closest('section')!).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Charges a fee (+40)',
      'Asks for money (+30)',
    ])
    expect(items.map((item) => item.querySelectorAll('p')[1]?.textContent)).toEqual([
      'The post charges candidates a fee',
      'The description asks for money: "deposit"',
    ])
    const fields = within(screen.getByRole('heading', { name: 'The post as written' }).closest('section')!)
    expect(fields.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Company logo',
      'Job title as typed',
      'Job description',
    ])
    expect(fields.getByText('Pay a deposit of ₹500 to join')).toBeTruthy()
    expect(screen.getByRole('link', { name: '9100000004' }).getAttribute('href')).toBe('tel:9100000004')
    expect(screen.getByText('Status: Approval Pending')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Hold' }))
    const sheet = await screen.findByRole('region', { name: 'Hold' })
    fireEvent.change(within(sheet).getByRole('combobox', { name: /Reason/ }), {
      target: { value: 'remove_fee' },
    })
    fireEvent.change(within(sheet).getByRole('textbox', { name: /What the advertiser must fix/ }), {
      target: { value: 'Remove the deposit' },
    })
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }))

    expect(await screen.findByText('Status: On Hold')).toBeTruthy()
    const post = requests.find((request) => request.method === 'POST')
    expect(await post?.json()).toEqual({ action: 'hold', reason: 'remove_fee', note: 'Remove the deposit' })
    const history = within(screen.getByRole('heading', { name: 'History' }).closest('section')!)
    expect(history.getByText('Approval Pending → On Hold')).toBeTruthy()
    expect(history.getByText('Remove the fee charged to candidates')).toBeTruthy()
    expect(history.getByText('Remove the deposit')).toBeTruthy()
    expect(history.getByText(/Review team \(Asha\)/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Hold' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Next post' })).toBeTruthy()
  })

  it('labels the fields and shows what the checks found in Telugu: no wire names, no English reasons', async () => {
    signIn()
    const detail = aDetail({
      findings: [
        { code: 'asks_money', weight: 30, reason: 'The text asks for money: "deposit"', evidence: 'deposit' },
        { code: 'fee_charged', weight: 60, reason: 'Candidates are charged a fee ₹500', evidence: '₹500' },
        {
          code: 'duplicate',
          weight: 25,
          reason: 'The advertiser posted the same job (post 7)',
          evidence: '7',
        },
        { code: 'salary_above_norm', weight: 25, reason: 'The salary is over 2 times the median' },
      ],
      fields: [
        { field: 'job_category', value: 'డెలివరీ' },
        { field: 'fees_charged', value: 'అవును' },
        { field: 'min_preferred_age', value: '18' },
        { field: 'resume_required', value: 'false' },
        { field: 'other_details', value: 'Pay a deposit of ₹500 to join' },
      ],
    })
    const { fetch } = fakeFetch(() => jsonResponse(detail))
    await renderDesk(fetch, '/hire/review/31', 'te')

    const fields = within((await screen.findByRole('heading', { name: 'రాసిన విధంగా పోస్ట్' })).closest('section')!)
    const shown = fields
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(shown).toEqual([
      ['కంపెనీ లోగో', 'లోగో లేదు'],
      ['ఉద్యోగ విభాగం', 'డెలివరీ'],
      ['వసూలు చేసే ఫీజు', 'అవును'],
      ['వయసు నుండి', '18'],
      ['రెజ్యూమ్ అవసరం', 'కాదు'],
      ['ఉద్యోగ వివరణ', 'Pay a deposit of ₹500 to join'],
    ])

    const findings = within(screen.getByRole('heading', { name: 'తనిఖీలలో కనుగొన్నవి' }).closest('section')!)
    const items = findings
      .getAllByRole('listitem')
      .map((item) => [...item.querySelectorAll('p')].map((p) => p.textContent))
    expect(items).toEqual([
      ['ఫీజు వసూలు చేస్తుంది (+60)', '“₹500”'],
      ['డబ్బు అడుగుతుంది (+30)', '“deposit”'],
      ['దాదాపు అదే పోస్ట్ (+25)', 'పోస్ట్ 7 లాంటిదే'],
      ['జీతం సాధారణం కంటే చాలా ఎక్కువ (+25)', 'జీతం దాని విభాగంలోని లైవ్ ఉద్యోగాల మధ్యస్థ జీతానికి రెండింతల కంటే ఎక్కువ.'],
    ])
    expect(findings.getByRole('link', { name: 'పోస్ట్ 7 లాంటిదే' }).getAttribute('href')).toBe('/hire/review/7')

    const page = document.body.textContent ?? ''
    for (const english of [
      ...detail.findings.map((finding) => finding.reason),
      'Candidates are charged',
      'The text',
    ])
      expect(page).not.toContain(english)
    for (const wire of [
      'job_category',
      'fees_charged',
      'min_preferred_age',
      'resume_required',
      'other_details',
    ])
      expect(page).not.toContain(wire)
  })
})
