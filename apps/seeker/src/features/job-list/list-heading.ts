import { formatInr } from '@localjobs/ui/format'
import type { Messages } from '#src/i18n/translations.ts'

/** What a job list is filtered by, in the page's language, for its heading and title. */
export interface ListHeading {
  categories: string[]
  locations: string[]
  experienceYears?: number
  salary?: { min: number; max: number } | undefined
}

export const LATEST_JOBS: ListHeading = { categories: [], locations: [] }

/**
 * 'Driver jobs in Hyderabad', 'Jobs in Hyderabad, Chennai', 'Jobs for 3 years of experience in Hyderabad',
 * 'Latest jobs', ... An experience or salary list names the city it lists (the default location).
 */
export function listTitle(t: Messages<'common'>, heading: ListHeading): string {
  const categories = heading.categories.join(', ')
  const location = heading.locations.join(', ')
  if (heading.experienceYears !== undefined)
    return t.experienceJobs({ years: heading.experienceYears, location })
  if (heading.salary) {
    const { min, max } = heading.salary
    return t.salaryJobs({ min: formatInr(min), max: formatInr(max), location })
  }
  if (categories && location) return t.categoryJobsIn({ category: categories, location })
  if (location) return t.jobsIn({ location })
  if (categories) return t.categoryJobs({ category: categories })
  return t.latestJobs
}
