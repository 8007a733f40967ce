import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'
import { validatePostJobSearch } from './advertiserPostJob.index.tsx'

/**
 * /hire/post-job: the same form as /hire/advertiserPostJob, on its own address (an alias, not a redirect:
 * spec section 2 lists it among the routes that show no full-page loader, and a redirect would be one more
 * round trip on a slow network). Its canonical address is /advertiserPostJob; decision 026.
 */
export const Route = createFileRoute('/post-job')({
  staticData: { screen: 'advertiser_post_job' },
  validateSearch: validatePostJobSearch,
  beforeLoad: ({ context }) => context.i18n.load(['postJob', 'account']),
  head: accountPageHead('/advertiserPostJob', (i18n) => {
    const t = i18n.get('postJob')
    return { title: t.title, description: t.description }
  }),
  headers: privatePageHeaders,
  codeSplitGroupings: [],
  component: lazyRouteComponent(
    () => import('#src/features/post-job/components/post-job-pages.ts'),
    'PostJobPage',
  ),
})
