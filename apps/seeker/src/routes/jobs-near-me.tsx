import { createFileRoute } from '@tanstack/react-router'
import { JobsNearMePage } from '#src/features/places/components/jobs-near-me-page.tsx'
import { seekerHead } from '#src/lib/page-head.ts'

/** Jobs near the person: the browser's position, the nearest place with jobs, its jobs. */
export const Route = createFileRoute('/jobs-near-me')({
  staticData: { screen: 'jobs_near_me' },
  loader: ({ context }) =>
    import('#src/features/places/api/load-jobs-near-me.ts').then((m) => m.loadJobsNearMe(context)),
  head: seekerHead,
  component: JobsNearMePage,
})
