import { formatInr } from '@localjobs/ui/format'
import type { Translations } from '#src/i18n/translations.ts'

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
 * 'Latest jobs', ... An experience or salary list names the city it lists (the default location); their
 * words are in `lists`, which the loader loads (server-only) for them.
 */
export function listTitle(i18n: Translations, heading: ListHeading): string {
  const t = i18n.get('common')
  const categories = heading.categories.join(', ')
  const location = heading.locations.join(', ')
  if (heading.experienceYears !== undefined) {
    return i18n.get('lists').experienceJobs({ years: heading.experienceYears, location })
  }
  if (heading.salary) {
    const { min, max } = heading.salary
    return i18n.get('lists').salaryJobs({ min: formatInr(min), max: formatInr(max), location })
  }
  if (categories && location) return t.categoryJobsIn({ category: categories, location })
  if (location) return t.jobsIn({ location })
  if (categories) return t.categoryJobs({ category: categories })
  return t.latestJobs
}
