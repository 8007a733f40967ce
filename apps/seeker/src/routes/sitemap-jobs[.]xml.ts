import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/sitemap-jobs.xml')({
  server: {
    handlers: {
      GET: ({ request }) =>
        import('#src/features/sitemap/api/sitemap-responses.ts').then((m) => m.jobsSitemapResponse(request)),
    },
  },
})
