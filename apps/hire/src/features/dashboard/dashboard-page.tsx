import { advertiserProfileQueryOptions } from '@localjobs/api-client/advertisers/profile'
import { ButtonLink } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Heading, PageContainer, Stack } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { AccountGate } from '#src/components/account-gate.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import { type AdvertiserSession, sessionName } from '#src/lib/advertiser-session.ts'
import { POST_JOB_PATH } from '#src/lib/paths.ts'
import * as styles from './dashboard-page.css.ts'

/**
 * The dashboard: a greeting by the advertiser's name (GET /advertisers/v1/profile/, which refreshes an
 * expired access token once and retries), the company of an enterprise account, "Post a job" and the jobs
 * area issue #9 fills (empty until then). Not known yet (server, hydrating): a skeleton. Signed out: the
 * sign-in page, which comes back here.
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
        <section aria-labelledby="your-jobs" className={styles.jobs}>
          <Heading level={2} id="your-jobs">
            {t.yourJobs}
          </Heading>
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
        </section>
      </Stack>
    </PageContainer>
  )
}
