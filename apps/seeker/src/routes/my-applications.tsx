import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute } from '@tanstack/react-router'
import { MyApplicationsPage } from '#src/features/applications/components/my-applications-page.tsx'
import { seekerHead } from '#src/lib/page-head.ts'

/** The jobs the logged-in seeker applied to (issue #5): private, in no cache and no search index. */
export const Route = createFileRoute('/my-applications')({
  staticData: { screen: 'my_applications' },
  loader: ({ context }) =>
    import('#src/features/applications/api/load-my-applications.ts').then((m) =>
      m.loadMyApplications(context),
    ),
  head: seekerHead,
  headers: privatePageHeaders,
  component: MyApplicationsPage,
})
