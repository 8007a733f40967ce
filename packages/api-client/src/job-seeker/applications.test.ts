import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client.ts'
import type { ReviewStatus } from '../leads/types.ts'
import { aClassified } from '../testing/classifieds.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import {
  type JobApplication,
  type JobApplicationsResponse,
  type JobOpenness,
  jobApplicationKeys,
  jobApplicationsInfiniteQueryOptions,
  type SeekerApplicationStatus,
  seekerApplicationStatus,
} from './applications.ts'
import { getAppliedJobs } from './applied-jobs.ts'
import { jobSeekerKeys } from './status.ts'

const baseUrl = 'http://api.test/api'

describe('seekerApplicationStatus: what the seeker reads about an application', () => {
  it.each<[ReviewStatus, boolean, JobOpenness, SeekerApplicationStatus]>([
    ['to_review', false, 'open', 'applied'],
    ['to_review', true, 'open', 'viewed'],
    ['to_review', false, 'closed', 'job_closed'],
    ['to_review', true, 'closed', 'job_closed'],
    ['to_review', false, 'expired', 'job_expired'],
    ['to_review', true, 'expired', 'job_expired'],
    ['contacted', true, 'open', 'contacted'],
    ['contacted', false, 'open', 'contacted'],
    ['contacted', true, 'closed', 'contacted'],
    ['contacted', true, 'expired', 'contacted'],
  ])('review status %s, viewed %s, job %s -> %s', (reviewStatus, viewed, job, expected) => {
    expect(seekerApplicationStatus({ reviewStatus, viewed, job })).toBe(expected)
  })
})

describe('getAppliedJobs', () => {
  it('asks applied_jobs about several jobs at once, the parameter repeated', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ classified_ids: [7] }))
    const client = createApiClient({ baseUrl, fetch })

    const result = await getAppliedJobs(client, { classified_ids: [7, 8, 9] })

    const url = new URL(requests[0]?.url ?? '')
    expect(url.pathname).toBe('/api/classifieds/job_seeker/applied_jobs/')
    expect(url.searchParams.getAll('classified_ids')).toEqual(['7', '8', '9'])
    expect(requests[0]?.method).toBe('GET')
    expect(result.kind === 'ok' && result.data.classified_ids).toEqual([7])
  })
})

const application = (id: number, status: SeekerApplicationStatus = 'applied'): JobApplication => ({
  id,
  classified_id: 1000 + id,
  source: 'details',
  applied_at: '2026-11-20T10:00:00.000Z',
  status,
  job: aClassified({ id: 1000 + id }),
})

describe('jobApplicationsInfiniteQueryOptions', () => {
  it('pages with the cursor of the page before until hasMore is false', async () => {
    const pages: Record<string, JobApplicationsResponse> = {
      first: { results: [application(2)], next_cursor: 'abc', hasMore: true },
      abc: { results: [application(1, 'contacted')], next_cursor: null, hasMore: false },
    }
    const { fetch, requests } = fakeFetch((request) => {
      const cursor = new URL(request.url).searchParams.get('cursor') ?? 'first'
      return jsonResponse(pages[cursor])
    })
    const client = createApiClient({ baseUrl, fetch })
    const queryClient = new QueryClient()
    const options = jobApplicationsInfiniteQueryOptions(client, { userId: 5 }, { limit: 1 })

    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 3 })

    expect(data.pages.flatMap((page) => page.results.map((result) => result.status))).toEqual([
      'applied',
      'contacted',
    ])
    expect(requests.map((request) => new URL(request.url).search)).toEqual([
      '?limit=1',
      '?cursor=abc&limit=1',
    ])
    expect(options.getNextPageParam(pages.abc as JobApplicationsResponse, [], 'abc', [])).toBeNull()
  })

  it("lives under the seeker's keys, so invalidating those refreshes the applications too", () => {
    expect(jobApplicationKeys.all.slice(0, jobSeekerKeys.all.length)).toEqual([...jobSeekerKeys.all])
  })

  it('keeps two seekers (and two languages) apart in the cache', () => {
    const fetch = fakeFetch(() => jsonResponse({})).fetch
    const english = createApiClient({ baseUrl, fetch })
    const hindi = createApiClient({ baseUrl, fetch, locale: 'hi' })
    const ravi = jobApplicationsInfiniteQueryOptions(english, { userId: 5 }).queryKey
    expect(jobApplicationsInfiniteQueryOptions(english, { userId: 6 }).queryKey).not.toEqual(ravi)
    expect(jobApplicationsInfiniteQueryOptions(hindi, { userId: 5 }).queryKey).not.toEqual(ravi)
  })
})
