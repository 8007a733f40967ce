import type { MessagesOf } from '../../translations.ts'

/** The filter page: its form and the lists beside it. */
const filters = {
  filtersTitle: 'Filters',
  cities: 'Cities',
  citiesHint: ({ max }: { max: number }) => `Up to ${max}`,
  chosenCount: ({ count }: { count: number }) => `${count} chosen`,
  apply: 'Show jobs',
  /** The button once the matching jobs are counted; `shown` is the number as written ('1,000+'). */
  showCount: ({ count, shown }: { count: number; shown: string }) =>
    count === 1 ? 'Show 1 job' : `Show ${shown} jobs`,
  /** Read out (not shown) when the count follows a change. */
  matching: ({ count, shown }: { count: number; shown: string }) =>
    count === 1 ? '1 job matches' : `${shown} jobs match`,
  chosenTitle: 'Chosen filters',
  removeChip: ({ label }: { label: string }) => `Remove ${label}`,
  clear: 'Clear',
  clearGroup: ({ group }: { group: string }) => `Clear ${group}`,
  clearAll: 'Clear all',
  resultsTitle: 'Jobs matching your filters',
  sponsoredTitle: 'Sponsored jobs',
}

export type FilterMessages = MessagesOf<typeof filters>
export default filters
