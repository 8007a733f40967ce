import { feedKeys, getFeed } from '@localjobs/api-client/classifieds/feed'
import type { Classified, FeedResponse } from '@localjobs/api-client/classifieds/types'
import type { ApiClient } from '@localjobs/api-client/client'
import type { FeedQueryInput } from '@localjobs/validation/feed-query'
import { infiniteQueryOptions } from '@tanstack/react-query'

/**
 * What a job card shows, and nothing more. Lists keep this shape in the query cache, so the state the
 * server sends with the page (and the browser parses before it hydrates) carries no descriptions or ids
 * the card does not use.
 */
export interface JobSummary {
  id: number
  title: string
  company: string
  salaryMin: number
  salaryMax: number
  category: { title: string; slug: string }
  location: { title: string; slug: string }
  locality: string | null
  experience: string
  jobType: string
  postedAt: string
  /** jobs near me: kilometres from the person to the job's area */
  distanceKm?: number
}

export function toJobSummary(job: Classified): JobSummary {
  return {
    id: job.id,
    title: job.translated_content.title,
    company: job.company_name,
    salaryMin: job.salary_min,
    salaryMax: job.salary_max,
    category: { title: job.job_category.title, slug: job.job_category.slug },
    location: { title: job.location.title, slug: job.location.slug },
    locality: job.locality?.title ?? null,
    experience: job.translated_content.primary_details.Experience,
    jobType: job.translated_content.primary_details['Job Type'],
    postedAt: job.posted_at,
  }
}

/** One page of a job list. */
export interface JobListPage {
  jobs: JobSummary[]
  hasMore: boolean
}

/** A feed page also says what it was filtered by, for the heading. */
export interface FeedJobsPage extends JobListPage {
  nextCursor: string | null
  filters: FeedResponse['filters']
}

export type FeedListQuery = Omit<FeedQueryInput, 'cursor'>

/** The home page's list: the newest jobs of every place. */
export const LATEST_JOBS_QUERY: FeedListQuery = {}

/** The feed (newest first, keyset pages) as job summaries: the home page and '{category}-jobs-in-{place}'. */
export function feedJobsQueryOptions(api: ApiClient, query: FeedListQuery) {
  return infiniteQueryOptions({
    queryKey: ['seeker', 'list', ...feedKeys.pages(api, query)],
    queryFn: async ({ pageParam, signal }): Promise<FeedJobsPage> => {
      const page = await getFeed(api, pageParam ? { ...query, cursor: pageParam } : query, signal)
      return {
        jobs: page.results.map(toJobSummary),
        hasMore: page.hasMore,
        nextCursor: page.next_cursor,
        filters: page.filters,
      }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  })
}
