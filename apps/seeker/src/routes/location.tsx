import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute } from '@tanstack/react-router'
import { LocationPage } from '#src/features/places/components/location-page.tsx'
import { seekerHead } from '#src/lib/page-head.ts'

/** A location page: pick a city (or jobs near me). The path holds 'location', so the header is compact. */
export const Route = createFileRoute('/location')({
  staticData: { screen: 'location' },
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) =>
    import('#src/features/places/api/load-location-page.ts').then((m) =>
      m.loadLocationPage(context, deps.search),
    ),
  head: seekerHead,
  headers: ({ match }) => publicPageHeaders(match.status, 300),
  component: LocationRoute,
})

function LocationRoute() {
  return <LocationPage states={Route.useLoaderData().states} />
}
