import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'

/**
 * The job's page ("submission details", spec section 2; issue #8): one of the advertiser's posts, its
 * status, what to fix, its history and its actions (decision 033). Needs an account: rendered in the
 * browser, private and `noindex`.
 */
export const Route = createFileRoute('/submissions/$submissionId')({
  staticData: { screen: 'submission_details' },
  beforeLoad: ({ context }) => context.i18n.load(['submission', 'postJobReview', 'account']),
  head: accountPageHead('/submissions', (i18n) => {
    const t = i18n.get('submission')
    return { title: t.title, description: t.description }
  }),
  headers: privatePageHeaders,
  component: lazyRouteComponent(
    () => import('#src/features/submission/submission-page.tsx'),
    'SubmissionPage',
  ),
})
