import type { Classified } from '@localjobs/api-client/classifieds/types'
import { categoryLocationSlug, locationsSlug } from '@localjobs/api-client/seeker-urls'

/** A link to a job-list page: the slug after /jobs/ and what the link says. */
export interface ListLink {
  slug: string
  label: string
}

function mostFrequent(entries: ListLink[], max: number): ListLink[] {
  const counts = new Map<string, { link: ListLink; count: number }>()
  for (const link of entries) {
    const seen = counts.get(link.slug)
    if (seen) seen.count++
    else counts.set(link.slug, { link, count: 1 })
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.link.label.localeCompare(b.link.label))
    .slice(0, max)
    .map(({ link }) => link)
}

/** 'Jobs in Hyderabad' links for the cities with the most of these jobs. */
export function popularLocationLinks(jobs: readonly Classified[], max = 6): ListLink[] {
  return mostFrequent(
    jobs.map((job) => ({ slug: locationsSlug([job.location.slug]), label: `Jobs in ${job.location.title}` })),
    max,
  )
}

/** 'Driver jobs in Hyderabad' links for the category and city pairs with the most of these jobs. */
export function popularCategoryLocationLinks(jobs: readonly Classified[], max = 6): ListLink[] {
  return mostFrequent(
    jobs.map((job) => ({
      slug: categoryLocationSlug([job.job_category.slug], job.location.slug),
      label: `${job.job_category.title} jobs in ${job.location.title}`,
    })),
    max,
  )
}
