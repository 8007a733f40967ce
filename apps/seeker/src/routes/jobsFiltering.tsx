import { createFileRoute } from '@tanstack/react-router'
import { DefaultPageSkeleton } from '#src/app/page-skeleton.tsx'
import { FilterPage } from '#src/features/filters/components/filter-page.tsx'
import { seekerHead } from '#src/lib/page-head.ts'

/**
 * Spec section 2: /jobs/jobsFiltering, every filter of spec section 9 and the jobs they match. The filter
 * state is the query string ('?f2=12&f9=3&f9=4', see filter-search.ts); the loader validates it, so the
 * check is not in every page's first-load code.
 */
export const Route = createFileRoute('/jobsFiltering')({
  staticData: { screen: 'jobs_filtering' },
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) =>
    import('#src/features/filters/api/load-filter-page.ts').then((m) =>
      m.loadFilterPage(context, deps.search),
    ),
  head: seekerHead,
  pendingComponent: FilterSkeleton,
  component: FilterPageRoute,
})

function FilterPageRoute() {
  return <FilterPage loaded={Route.useLoaderData()} />
}

function FilterSkeleton() {
  return <DefaultPageSkeleton variant="filters" />
}
