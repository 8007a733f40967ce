import { isApiError } from '@localjobs/api-client/errors'
import {
  type JobApplication,
  jobApplicationsInfiniteQueryOptions,
} from '@localjobs/api-client/job-seeker/applications'
import { Button, ButtonLink } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { formatPostedDate, formatRelativeTime } from '@localjobs/ui/format'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { visuallyHiddenClassName } from '@localjobs/ui/visually-hidden'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useSyncExternalStore } from 'react'
import { AppLink } from '#src/app/app-link.tsx'
import { list as cardList } from '#src/components/job-list.css.ts'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { jobDetailsParam } from '#src/lib/job-url.ts'
import { requestLogin, setLoginDetails, useLoginDetails } from '#src/lib/login-state.ts'
import { useNow } from '#src/lib/use-now.ts'
import { APPLICATION_STATUS_DISPLAY } from '../application-status.ts'
import * as styles from './my-applications-page.css.ts'

/** Applications per page: a phone screen or two. */
const PAGE_SIZE = 20

const noSubscription = () => () => undefined
/** False on the server and while hydrating: the login details live in the browser only. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/**
 * "My applications": the jobs the logged-in seeker applied to, newest first, with the date and what the
 * employer did. Private: the server renders only the frame (it has no session), the list comes from the
 * browser with the seeker's own session.
 */
export function MyApplicationsPage() {
  const t = useMessages('applications')
  const hydrated = useHydrated()
  const details = useLoginDetails()

  let body: ReactNode
  if (!hydrated) body = <ListSkeleton label={t.loading} />
  else if (!details) {
    body = (
      <EmptyState
        title={t.loginNeeded}
        action={<Button onClick={() => void requestLogin()}>{t.logIn}</Button>}
      />
    )
  } else body = <Applications userId={details.id} />
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.title}</h1>
      {body}
    </div>
  )
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className={cardList}>
      {[1, 2, 3].map((key) => (
        <div key={key} className={styles.item}>
          <Skeleton text width="70%" />
          <Skeleton text width="45%" />
          <Skeleton text width="55%" />
        </div>
      ))}
    </SkeletonGroup>
  )
}

/**
 * Issue #9: the status the seeker sees is always the database's, never a remembered one. Nothing is kept
 * once the page is left (gcTime 0: coming back shows the skeleton, then the API's answer, not the status of
 * the last visit), and the list is asked again whenever the page is shown again: the tab or the app comes
 * back to the front (focus, visibility), the connection returns. The API answers `private, no-store`.
 */
const ALWAYS_FRESH = {
  staleTime: 0,
  gcTime: 0,
  refetchOnMount: 'always',
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
} as const

/**
 * A page restored from the browser's back-forward cache runs no code again: React Query does not know it was
 * shown. `pageshow` with `persisted` says so; the list is asked again.
 */
function useRefetchOnPageShow(refetch: () => unknown) {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [refetch])
}

function Applications({ userId }: { userId: number }) {
  const t = useMessages('applications')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const query = useInfiniteQuery({
    ...jobApplicationsInfiniteQueryOptions(api, { userId }, { limit: PAGE_SIZE }),
    ...ALWAYS_FRESH,
  })
  useRefetchOnPageShow(query.refetch)
  const loggedOut = isApiError(query.error) && query.error.status === 401

  // The session ended (expired, or logged out on another device): the page asks to log in again.
  useEffect(() => {
    if (loggedOut) setLoginDetails(null)
  }, [loggedOut])

  if (query.isPending) return <ListSkeleton label={t.loading} />
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <EmptyState
        title={t.loadFailed}
        description={t.loadFailedAdvice}
        action={
          <Button busy={query.isFetching} onClick={() => void query.refetch()}>
            {t.tryAgain}
          </Button>
        }
      />
    )
  }
  const applications = query.data?.pages.flatMap((page) => page.results) ?? []
  if (applications.length === 0) {
    return (
      <EmptyState
        title={t.empty}
        description={t.emptyAdvice}
        action={
          <ButtonLink as={AppLink} href="/jobs">
            {t.findJobs}
          </ButtonLink>
        }
      />
    )
  }
  return (
    <>
      <ul className={cardList}>
        {applications.map((application) => (
          <li key={application.id}>
            <ApplicationItem application={application} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {query.isFetchingNextPage && <ListSkeleton label={t.loadingMore} />}
        {query.isFetchNextPageError && <p role="alert">{t.loadMoreFailed}</p>}
        {query.hasNextPage && (
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t.loadingMore : t.loadMore}
          </Button>
        )}
      </div>
    </>
  )
}

function ApplicationItem({ application }: { application: JobApplication }) {
  const t = useMessages('applications')
  const { months } = useMessages('jobs')
  const locale = useLocale()
  const now = useNow()
  const titleId = useId()
  const { job, status, applied_at: appliedAt } = application
  const display = APPLICATION_STATUS_DISPLAY[status]
  const title = job?.translated_content.title ?? t.jobRemoved
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {job && display.linksToJob ? (
          <AppLink
            href={`/jobs/jobDetails/${jobDetailsParam({ id: job.id, category: job.job_category, location: job.location })}`}
            className={styles.link}
          >
            {title}
          </AppLink>
        ) : (
          title
        )}
      </h2>
      {job && (
        <p className={styles.company}>
          {job.company_name} · {job.location.title}
        </p>
      )}
      <div className={styles.footer}>
        <p className={styles.date}>
          {t.appliedOn({ date: formatPostedDate(appliedAt, months) })}{' '}
          <time dateTime={appliedAt}>({formatRelativeTime(appliedAt, now, locale)})</time>
        </p>
        <p className={styles.status[display.tone]}>
          {/* "Status:" is for screen readers; on screen the coloured word speaks for itself. */}
          <span className={visuallyHiddenClassName}>{t.status}: </span>
          {t[display.label] as string}
        </p>
      </div>
      <p className={styles.meaning}>{t[display.meaning] as string}</p>
    </article>
  )
}
