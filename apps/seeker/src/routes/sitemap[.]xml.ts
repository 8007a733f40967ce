import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: () =>
        import('#src/features/sitemap/api/sitemap-responses.ts').then((m) => m.sitemapIndexResponse()),
    },
  },
})
