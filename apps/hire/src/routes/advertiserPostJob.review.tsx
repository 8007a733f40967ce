import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'

/**
 * 'Review your job post' (spec section 2), after step 4 of the post-job form: the post as the server's
 * draft holds it, each section with an edit link to its step, and Submit. Needs an account: rendered in the
 * browser (the server sends its loading state), private and `noindex`. Loaded with its page, not with the
 * form's first load.
 */
export const Route = createFileRoute('/advertiserPostJob/review')({
  staticData: { screen: 'post_job_review' },
  beforeLoad: ({ context }) => context.i18n.load(['postJobReview', 'account']),
  head: accountPageHead('/advertiserPostJob/review', (i18n) => {
    const t = i18n.get('postJobReview')
    return { title: t.title, description: t.description }
  }),
  headers: privatePageHeaders,
  component: lazyRouteComponent(() => import('#src/features/post-job/review/review-page.tsx'), 'ReviewPage'),
})
