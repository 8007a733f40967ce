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

/** 'Driver jobs in Hyderabad', 'Jobs in Hyderabad, Chennai', '3 years experience jobs', 'Latest jobs', ... */
export function listTitle(t: Messages<'common'>, heading: ListHeading): string {
  const categories = heading.categories.join(', ')
  const locations = heading.locations.join(', ')
  if (categories && locations) return t.categoryJobsIn({ category: categories, location: locations })
  if (locations) return t.jobsIn({ location: locations })
  if (categories) return t.categoryJobs({ category: categories })
  if (heading.experienceYears !== undefined) return t.experienceJobs({ years: heading.experienceYears })
  if (heading.salary) {
    return t.salaryJobs({ min: formatInr(heading.salary.min), max: formatInr(heading.salary.max) })
  }
  return t.latestJobs
}
