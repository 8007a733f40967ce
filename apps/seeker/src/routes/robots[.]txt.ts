import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => import('#src/features/sitemap/api/sitemap-responses.ts').then((m) => m.robotsResponse()),
    },
  },
})
