import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client.ts'
import { REVIEW_STATUS_LABELS } from '../leads/review-status.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import { memoryTokenStore } from '../token-store.ts'
import { SUBMISSION_STATUS_LABELS, submissionKeys, submissionsInfiniteQueryOptions } from './list.ts'
import type { AdvertiserSubmission } from './types.ts'

const baseUrl = 'http://api.test/api'

describe('status labels (spec section 4)', () => {
  it.each([
    ['active', 'Active'],
    ['approval_pending', 'Approval Pending'],
    ['expired', 'Expired'],
    ['rejected', 'Rejected'],
    ['expiring', 'Expiring'],
    ['on_hold', 'On Hold'],
  ] as const)('job status %s is labelled %s', (status, label) => {
    expect(SUBMISSION_STATUS_LABELS[status]).toBe(label)
  })

  it.each([
    ['to_review', 'To Review'],
    ['contacted', 'Contacted'],
  ] as const)('applicant status %s is labelled %s', (status, label) => {
    expect(REVIEW_STATUS_LABELS[status]).toBe(label)
  })
})

const job = (id: number): AdvertiserSubmission => ({
  id,
  title: 'Driver',
  status: 'active',
  classified_id: id + 1000,
  location: { id: 9, title: 'Hyderabad' },
  openings_count: 2,
  created_at: '2025-01-10T09:00:00.000Z',
  valid_through: null,
  applicants_count: 0,
  new_applicants_count: 0,
  payment_type: 'pay_now',
  plan_paid_at: null,
})

describe("the advertiser's job lists", () => {
  it('follow the cursor until the last page', async () => {
    const { fetch, requests } = fakeFetch((r) => {
      const cursor = new URL(r.url).searchParams.get('cursor')
      return cursor === null
        ? jsonResponse({ results: [job(1)], next_cursor: 'c2', hasMore: true })
        : jsonResponse({ results: [job(2)], next_cursor: null, hasMore: false })
    })
    const client = createApiClient({
      baseUrl,
      fetch,
      tokenStore: memoryTokenStore({ access: 'a', refresh: null }),
    })

    const data = await new QueryClient().fetchInfiniteQuery({
      ...submissionsInfiniteQueryOptions(client, { status: ['active'] }),
      pages: 5,
    })

    expect(data.pages.flatMap((p) => p.results.map((r) => r.id))).toEqual([1, 2])
    expect(requests.map((r) => new URL(r.url).search)).toEqual([
      '?status=active&limit=10',
      '?status=active&cursor=c2&limit=10',
    ])
  })

  it('key lists by language, the set of statuses (in any order) and the page size', () => {
    const client = createApiClient({ baseUrl, locale: 'te' })

    expect(submissionKeys.list(client, { status: ['expired', 'active'] })).toEqual(
      submissionKeys.list(client, { status: ['active', 'expired'] }),
    )
    expect(submissionKeys.list(client, { status: ['active'] })).toEqual([
      'submissions',
      'list',
      'te',
      ['active'],
      10,
    ])
  })
})
