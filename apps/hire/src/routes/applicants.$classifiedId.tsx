import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'

/**
 * A job's applicants (issue #9, decision 034): the candidate tabs, the list and the selected candidate. The
 * page reads its search (`tab`, `candidate`, `sort`, `status`, `job`) itself, falling back to the defaults,
 * so this file stays thin. Needs an account: rendered in the browser, private and `noindex`.
 */
export const Route = createFileRoute('/applicants/$classifiedId')({
  staticData: { screen: 'applicants' },
  beforeLoad: ({ context }) => context.i18n.load(['applicants', 'account']),
  head: accountPageHead('/applicants', (i18n) => {
    const t = i18n.get('applicants')
    return { title: t.title, description: t.description }
  }),
  headers: privatePageHeaders,
  component: lazyRouteComponent(
    () => import('#src/features/applicants/applicants-page.tsx'),
    'ApplicantsPage',
  ),
})
