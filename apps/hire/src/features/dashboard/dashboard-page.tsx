import { advertiserProfileQueryOptions } from '@localjobs/api-client/advertisers/profile'
import { ButtonLink } from '@localjobs/ui/button'
import { Heading, PageContainer, Stack } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { ToastHost } from '@localjobs/web-app/toasts'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext, useRouter, useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { AccountGate } from '#src/components/account-gate.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import { type AdvertiserSession, sessionName } from '#src/lib/advertiser-session.ts'
import type { DashboardList } from '#src/lib/dashboard-lists.ts'
import { DASHBOARD_PATH, PAYMENT_HISTORY_PATH, POST_JOB_PATH } from '#src/lib/paths.ts'
import * as styles from './dashboard-page.css.ts'
import { JobLists } from './job-lists.tsx'
import { PostedNotice } from './posted-notice.tsx'
import { useExitSheet } from './use-exit-sheet.ts'

// Loaded when Back opens it, not with the page.
const ExitSheet = lazy(() => import('./exit-sheet.tsx').then((module) => ({ default: module.ExitSheet })))

/**
 * The dashboard: a greeting by the advertiser's name (GET /advertisers/v1/profile/, which refreshes an
 * expired access token once and retries), the company of an enterprise account, "Post a job" and the
 * advertiser's posts (`JobLists`: the welcome of a first-time advertiser, or the tabs Active, Expired and All
 * with their jobs and applicants; issue #9). Back opens the exit sheet (`useExitSheet`). After a post (`?posted=true`, which the
 * page then drops from the address, so the notice shows once) the in-review notice with the CSAT question.
 * Not known yet (server, hydrating): a skeleton. Signed out: the sign-in page, which comes back here.
 */
export function DashboardPage() {
  return (
    <AccountGate loading={<DashboardSkeleton />}>
      {({ session }) => <Dashboard session={session} />}
    </AccountGate>
  )
}

function DashboardSkeleton() {
  const t = useMessages('account')
  return (
    <PageContainer className={styles.page}>
      <SkeletonGroup label={t.loading}>
        <Skeleton text width="60%" height="2rem" />
        <Skeleton text width="40%" />
        <Skeleton height="8rem" />
      </SkeletonGroup>
    </PageContainer>
  )
}

/** `session` is null in an app's web view signed in by its bridge: the profile call says who it is. */
function Dashboard({ session }: { session: AdvertiserSession | null }) {
  const t = useMessages('account')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const profile = useQuery(advertiserProfileQueryOptions(api))
  // Until the profile answers, the name the sign-in kept; then the account's own (it may have changed).
  const name = profile.data?.name?.trim() || (session ? sessionName(session) : '')
  const company = profile.data ? profile.data.company_name : (session?.enterprise?.companyName ?? '')
  const enterprise = (profile.data?.advertiser_type ?? session?.type) === 'b2b'
  const posted = usePostedNotice()
  const list = useRef<DashboardList | null>(null)
  const exit = useExitSheet(list)

  return (
    <PageContainer className={styles.page}>
      <Stack gap="lg">
        <div className={styles.welcome}>
          <Heading level={1}>{name ? t.greeting({ name }) : t.dashboardTitle}</Heading>
          {enterprise && company ? (
            <p className={styles.company}>
              <span className={styles.label}>{t.company}: </span>
              {company}
            </p>
          ) : null}
          {profile.isError ? (
            <div role="alert" className={styles.problem}>
              <p>{t.loadFailed}</p>
              <button type="button" className={styles.retry} onClick={() => void profile.refetch()}>
                {t.retry}
              </button>
            </div>
          ) : null}
          <ButtonLink href={POST_JOB_PATH} fullWidth>
            {t.postJob}
          </ButtonLink>
          <ButtonLink href={PAYMENT_HISTORY_PATH} variant="secondary" fullWidth>
            {t.paymentHistory}
          </ButtonLink>
        </div>
        {posted.shown ? <PostedNotice onClose={posted.close} /> : null}
        {/* The toast the review page asked for as it opened this page ('Post submitted for review'). */}
        {posted.arrived ? <ToastHost /> : null}
        <section aria-labelledby="your-jobs" className={styles.jobs}>
          <Heading level={2} id="your-jobs">
            {t.yourJobs}
          </Heading>
          <JobLists currentList={list} />
        </section>
      </Stack>
      {exit.open ? (
        <Suspense fallback={null}>
          <ExitSheet onStay={exit.stay} onLeave={exit.leave} />
        </Suspense>
      ) : null}
    </PageContainer>
  )
}

/** The notice after a post: shown when the address says `posted`, which is then dropped (shown once). */
function usePostedNotice() {
  const router = useRouter()
  const search = useSearch({ strict: false }) as { posted?: unknown }
  const [shown, setShown] = useState(false)
  const [arrived, setArrived] = useState(false)
  const asked = search.posted === true || search.posted === 'true'
  useEffect(() => {
    if (!asked) return
    setShown(true)
    setArrived(true)
    void router.navigate({ href: DASHBOARD_PATH, replace: true })
  }, [asked, router])
  // `arrived`: after a post, for the page's life (the toast outlives a closed notice).
  return { shown, arrived: arrived || asked, close: () => setShown(false) }
}
