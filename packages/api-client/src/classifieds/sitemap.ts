import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'

/** A place or category with live jobs: its slug, how many, and when the newest was posted (ISO 8601). */
export interface SitemapEntry {
  id: number
  slug: string
  /** the name in the request's language (English where a translation is missing), for the sitemap page */
  title: string
  english_name: string
  jobs: number
  lastmod: string
}

/** A category x location pair with live jobs: one '{category}-jobs-in-{location}' list page. */
export interface SitemapPair {
  category_slug: string
  location_slug: string
  jobs: number
  lastmod: string
}

/**
 * GET /classifieds/classifieds/sitemap/lists/ (ours) — the job-list pages worth listing: 'Jobs by category',
 * 'Jobs by location' and their pairs, only where live jobs are, named in the client's language (the lists
 * are keyed by it). `truncated` is true when there were more pairs than one answer carries (10,000).
 */
export interface SitemapListsResponse {
  categories: SitemapEntry[]
  locations: SitemapEntry[]
  category_locations: SitemapPair[]
  truncated: boolean
}

export interface SitemapJob {
  id: number
  category_slug: string
  location_slug: string
  /** when it was posted (ISO 8601) */
  lastmod: string
}

/** GET /classifieds/classifieds/sitemap/jobs/ (ours) — live job ids, newest first, keyset pages. */
export interface SitemapJobsResponse {
  results: SitemapJob[]
  next_cursor: string | null
}

export interface SitemapJobsQuery {
  cursor?: string
  /** 1 to 5000, default 1000 */
  limit?: number
}

export const getSitemapLists = defineCall<Record<string, never>, SitemapListsResponse>(() => ({
  method: 'GET',
  path: '/classifieds/classifieds/sitemap/lists/',
  auth: 'none',
}))

export const getSitemapJobs = defineCall<SitemapJobsQuery, SitemapJobsResponse>((query) => ({
  method: 'GET',
  path: '/classifieds/classifieds/sitemap/jobs/',
  searchParams: { cursor: query.cursor, limit: query.limit },
  auth: 'none',
}))

export const sitemapKeys = {
  all: ['classifieds', 'sitemap'] as const,
  lists: (client: ApiClient) => [...sitemapKeys.all, 'lists', client.locale] as const,
}

export function sitemapListsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: sitemapKeys.lists(client),
    queryFn: ({ signal }) => getSitemapLists(client, {}, { signal, throwOnError: true }),
  })
}
