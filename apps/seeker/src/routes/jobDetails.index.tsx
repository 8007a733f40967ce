import { createFileRoute } from '@tanstack/react-router'

/**
 * /jobs/jobDetails?id=1001, the spec's bare address with the id in the query: moved permanently to the
 * job's own address. Without a usable id it is a 404.
 */
export const Route = createFileRoute('/jobDetails/')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ deps }) => import('#src/lib/moved.ts').then((m) => m.toJobDetails(deps.search)),
})
