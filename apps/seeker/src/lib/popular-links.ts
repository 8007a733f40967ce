/** A job's category and place, as a list link needs them. */
export interface Placed {
  category: { slug: string; title: string }
  location: { slug: string; title: string }
}

export type Place = Placed['location']

function mostFrequent<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  labelOf: (item: T) => string,
  max: number,
) {
  const counts = new Map<string, { item: T; count: number }>()
  for (const item of items) {
    const seen = counts.get(keyOf(item))
    if (seen) seen.count++
    else counts.set(keyOf(item), { item, count: 1 })
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || labelOf(a.item).localeCompare(labelOf(b.item)))
    .slice(0, max)
    .map(({ item }) => item)
}

/** The places with the most of these jobs, busiest first (ties by name). */
export function popularLocations(jobs: readonly Placed[], max = 6): Place[] {
  return mostFrequent(
    jobs.map((job) => job.location),
    (location) => location.slug,
    (location) => location.title,
    max,
  )
}

/** The category and place pairs with the most of these jobs, busiest first (ties by category name). */
export function popularCategoryLocations(jobs: readonly Placed[], max = 6): Placed[] {
  return mostFrequent(
    jobs.map(({ category, location }) => ({ category, location })),
    (job) => `${job.category.slug}/${job.location.slug}`,
    (job) => `${job.category.title} ${job.location.title}`,
    max,
  )
}
