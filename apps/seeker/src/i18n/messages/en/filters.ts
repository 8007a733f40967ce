import type { MessagesOf } from '../../translations.ts'

/** The filter page: its form and the lists beside it. */
const filters = {
  filtersTitle: 'Filters',
  cities: 'Cities',
  citiesHint: ({ max }: { max: number }) => `Up to ${max}`,
  chosenCount: ({ count }: { count: number }) => `${count} chosen`,
  apply: 'Show jobs',
  clearAll: 'Clear all',
  resultsTitle: 'Jobs matching your filters',
  sponsoredTitle: 'Sponsored jobs',
}

export type FilterMessages = MessagesOf<typeof filters>
export default filters
