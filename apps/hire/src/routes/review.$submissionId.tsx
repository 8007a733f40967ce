import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'

/** One post on the review desk (issue #8, ops only; decision 031). Private: in no cache and no search index. */
export const Route = createFileRoute('/review/$submissionId')({
  beforeLoad: ({ context }) => context.i18n.load(['review', 'account']),
  head: ({ match, params }) =>
    accountPageHead(`/review/${params.submissionId}`, (i18n) => {
      const t = i18n.get('review')
      return { title: t.postTitle, description: t.postDescription }
    })({ match }),
  headers: privatePageHeaders,
  // One chunk for the desk's pages (review-pages.ts says why).
  codeSplitGroupings: [],
  component: lazyRouteComponent(() => import('#src/features/review/review-pages.ts'), 'SubmissionPage'),
})
