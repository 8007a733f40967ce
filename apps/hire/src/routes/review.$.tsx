import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'

/**
 * The review desk (issue #8, ops only; decision 031): `/hire/review` (the queue), `/hire/review/leads`,
 * `/hire/review/reports` and `/hire/review/{submissionId}`, one route whose page picks the desk page by the
 * rest of the path: one route in every page's route tree instead of four (the entry chunk every hire page loads grows by
 * one route, not four).
 * Private: in no cache and no search index.
 */
export const Route = createFileRoute('/review/$')({
  beforeLoad: ({ context }) => context.i18n.load(['review', 'account']),
  head: accountPageHead('/review', (i18n) => {
    const t = i18n.get('review')
    return { title: t.deskTitle, description: t.deskDescription }
  }),
  headers: privatePageHeaders,
  codeSplitGroupings: [],
  component: lazyRouteComponent(() => import('#src/features/review/review-pages.tsx'), 'DeskPages'),
})
