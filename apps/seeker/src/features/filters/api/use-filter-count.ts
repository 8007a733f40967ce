import { filterCountQueryOptions } from '@localjobs/api-client/classifieds/filter-count'
import { canonicalFilterSearch } from '@localjobs/api-client/classifieds/filters'
import type { FilterCountResponse, FilterSearchBody } from '@localjobs/api-client/classifieds/types'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { useHydrated } from '#src/lib/use-hydrated.ts'

/** How long the ticks must pause before counting, so a run of taps asks once. */
export const COUNT_DELAY_MS = 300

/**
 * How many jobs the search being built matches (apply_filters/count/), for the "Show N jobs" button: asked
 * once the ticks pause, each search once (cached; the loader counts the page's own search on the server).
 * Undefined in the server's HTML and while hydrating (without JavaScript nothing would follow the ticks),
 * while the count of this very search is not known (the ticks have not paused, it is being counted, or
 * counting failed), and while `ready` is false (nothing is asked then); the button then says "Show jobs"
 * and still works.
 */
export function useFilterCount(body: FilterSearchBody, ready = true): FilterCountResponse | undefined {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const key = JSON.stringify(canonicalFilterSearch(body))
  const [settledKey, setSettledKey] = useState(key)
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), COUNT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [key])
  const settled = useMemo(() => JSON.parse(settledKey) as FilterSearchBody, [settledKey])
  const hydrated = useHydrated()
  const { data } = useQuery({ ...filterCountQueryOptions(api, settled), enabled: ready })
  return hydrated && ready && settledKey === key ? data : undefined
}
