import { advertiserProfileQueryOptions } from '@localjobs/api-client/advertisers/profile'
import { ButtonLink } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Heading, PageContainer, Stack } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { ToastHost } from '@localjobs/web-app/toasts'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext, useRouter, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { AccountGate } from '#src/components/account-gate.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import { type AdvertiserSession, sessionName } from '#src/lib/advertiser-session.ts'
import { DASHBOARD_PATH, POST_JOB_PATH } from '#src/lib/paths.ts'
import * as styles from './dashboard-page.css.ts'
import { JobsList } from './jobs-list.tsx'
import { PostedNotice } from './posted-notice.tsx'

/**
 * The dashboard: a greeting by the advertiser's name (GET /advertisers/v1/profile/, which refreshes an
 * expired access token once and retries), the company of an enterprise account, "Post a job" and the
 * advertiser's posts (`JobsList`; issue #9 adds tabs and applicants). After a post (`?posted=true`, which the
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
        </div>
        {posted.shown ? <PostedNotice onClose={posted.close} /> : null}
        {/* The toast the review page asked for as it opened this page ('Post submitted for review'). */}
        {posted.arrived ? <ToastHost /> : null}
        <section aria-labelledby="your-jobs" className={styles.jobs}>
          <Heading level={2} id="your-jobs">
            {t.yourJobs}
          </Heading>
          <JobsList
            empty={
              <EmptyState
                title={t.noJobsTitle}
                description={t.noJobsText}
                headingLevel={3}
                action={
                  <ButtonLink href={POST_JOB_PATH} variant="secondary">
                    {t.postJob}
                  </ButtonLink>
                }
              />
            }
          />
        </section>
      </Stack>
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
