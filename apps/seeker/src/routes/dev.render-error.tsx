import { createFileRoute, notFound } from '@tanstack/react-router'

/**
 * /jobs/dev/render-error: a page that fails to render, to check that such a page shows the error area and
 * is reported (decision 042; e2e/tests/error-reporting.spec.ts). It exists only where error reporting is on
 * outside production (SENTRY_DSN set, APP_ENV not production); everywhere else it is an unknown page.
 */
export const Route = createFileRoute('/dev/render-error')({
  beforeLoad: ({ context }) => {
    if ((context.site.errorReporting?.environment ?? 'production') === 'production') throw notFound()
  },
  component: RenderErrorPage,
})

function RenderErrorPage(): never {
  throw new Error('A test render error (/dev/render-error) for 9876543210')
}
