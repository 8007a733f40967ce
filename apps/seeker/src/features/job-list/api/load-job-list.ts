import { feedInfiniteQueryOptions } from '@localjobs/api-client/classifieds/feed'
import { type ApiClient, isApiError } from '@localjobs/api-client/client'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { feedQueryFromSlug } from '../list-query.ts'

/**
 * Loads the first page of a job-list URL into the query cache and returns what the page's heading and head
 * need. Throws the router's notFound() (a 404 page) for a slug that is not a list the feed can answer.
 */
export async function loadJobList(
  { queryClient, api }: { queryClient: QueryClient; api: ApiClient },
  slug: string,
) {
  const query = feedQueryFromSlug(slug)
  if (!query) throw notFound()
  try {
    const data = await queryClient.ensureInfiniteQueryData(feedInfiniteQueryOptions(api, query))
    const { category, location } = data.pages[0]?.filters ?? { category: null, location: null }
    return { query, category, location }
  } catch (error) {
    // An unknown category or location, or a slug the API refuses, is a missing page, not a failure.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}
