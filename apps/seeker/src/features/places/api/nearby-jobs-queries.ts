import { getNearbyJobs, nearbyKeys } from '@localjobs/api-client/classifieds/nearby'
import type { ApiClient } from '@localjobs/api-client/client'
import type { LocationItem } from '@localjobs/api-client/locations/types'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { type JobListPage, toJobSummary } from '#src/lib/job-list-queries.ts'

/** A page of jobs near the person: job summaries with their distance, and the nearest place. */
export interface NearbyJobsPage extends JobListPage {
  nextCursor: string | null
  /** the nearest locality (with its city), for the heading; null when no place is near */
  place: LocationItem | null
}

/** Jobs near a position, nearest area first, as the job list shows them (keyset pages). */
export function nearbyJobsQueryOptions(api: ApiClient, point: { lat: number; long: number }) {
  return infiniteQueryOptions({
    queryKey: ['seeker', 'list', ...nearbyKeys.pages(api, point)],
    queryFn: async ({ pageParam, signal }): Promise<NearbyJobsPage> => {
      const page = await getNearbyJobs(api, pageParam ? { ...point, cursor: pageParam } : point, {
        signal,
        throwOnError: true,
      })
      return {
        jobs: page.results.map((job) => ({ ...toJobSummary(job), distanceKm: job.distance_km })),
        hasMore: page.hasMore,
        nextCursor: page.next_cursor,
        place: page.place,
      }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  })
}
