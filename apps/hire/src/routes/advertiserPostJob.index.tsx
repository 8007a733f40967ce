import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import type { RouterContext } from '@localjobs/web-app/router'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { WithTranslations } from '#src/i18n/translations.ts'
import { accountPageHead } from '#src/lib/account-page.ts'

/**
 * `?step=N` (1-4): the step to open, when the saved draft reaches it (else the furthest it does).
 * `?edit=<id>`: the form edits that post (`&renew=1`: renewing it with changes; decision 033).
 */
export function validatePostJobSearch(search: Record<string, unknown>): {
  step?: number
  edit?: number
  renew?: true
} {
  const step = Number(search.step)
  const edit = Number(search.edit)
  return {
    ...(Number.isInteger(step) && step >= 1 && step <= 4 ? { step } : {}),
    ...(Number.isSafeInteger(edit) && edit > 0 ? { edit } : {}),
    ...(Number.isSafeInteger(edit) &&
    edit > 0 &&
    (search.renew === 1 || search.renew === '1' || search.renew === true)
      ? { renew: true as const }
      : {}),
  }
}

/**
 * The post-job form (spec section 2: /advertiserPostJob, steps 1 to 3 plus the plan). Who is signed in and
 * the draft live in the browser: the server renders the skeleton; private, never in search results.
 */
export const postJobRoute = {
  staticData: { screen: 'advertiser_post_job' },
  validateSearch: validatePostJobSearch,
  beforeLoad: ({ context, search }: { context: WithTranslations; search: { edit?: number } }) =>
    context.i18n.load(
      search.edit ? ['postJob', 'account', 'submission', 'validation'] : ['postJob', 'account', 'validation'],
    ),
  // The public lists of step 1, drawn by the server (their calls load with this page, not with every
  // page's first script).
  loader: async ({ context }: { context: Pick<RouterContext, 'queryClient' | 'api'> }) => {
    const lists = await import('#src/features/post-job/post-job-lists.ts')
    await lists.prefetchPostJobLists(context)
  },
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
}

export const Route = createFileRoute('/advertiserPostJob/')({ ...postJobRoute })
