import type { JobCategory, JobLocation } from '@localjobs/api-client/classifieds/types'
import { parseSeekerListSlug } from '@localjobs/api-client/seeker-urls'
import type { FeedQueryInput } from '@localjobs/validation/feed-query'

/** The feed filters a job-list URL stands for, or null when the feed cannot answer it (-> 404). */
export function feedQueryFromSlug(slug: string): Omit<FeedQueryInput, 'cursor'> | null {
  const parsed = parseSeekerListSlug(slug)
  switch (parsed?.kind) {
    case 'category-location':
      // '-and-' may be part of one category's slug ('sales-and-marketing'); the API resolves it.
      return { category_slug: parsed.categories, location_slug: parsed.location }
    case 'locations':
      return { location_slug: parsed.locations }
    default:
      // Experience and salary pages need feed filters the API does not have yet.
      return null
  }
}

/** 'Driver jobs in Hyderabad', 'Jobs in Hyderabad', 'Driver jobs' or 'Latest jobs'. */
export function listHeading(category: JobCategory | null, location: JobLocation | null): string {
  if (category && location) return `${category.title} jobs in ${location.title}`
  if (location) return `Jobs in ${location.title}`
  if (category) return `${category.title} jobs`
  return 'Latest jobs'
}

/** The meta description of a job list, written for search results. */
export function listDescription(category: JobCategory | null, location: JobLocation | null): string {
  const what = category ? `${category.english_name.toLowerCase()} jobs` : 'jobs'
  const where = location ? ` in ${location.english_name}` : ' near you'
  return `Latest ${what}${where}: salary, experience and job type for each post. Apply directly to local employers, free of charge.`
}
