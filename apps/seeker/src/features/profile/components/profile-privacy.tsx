import { isApiError } from '@localjobs/api-client/errors'
import {
  type ProfileVisibility,
  resumeViewsInfiniteQueryOptions,
  setProfileVisibility,
} from '@localjobs/api-client/job-seeker/privacy'
import { type JobSeekerProfile, jobSeekerProfileKeys } from '@localjobs/api-client/job-seeker/profile'
import type { ResumeAccess } from '@localjobs/api-client/leads/types'
import { Button } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { formatRelativeTime } from '@localjobs/ui/format'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useId } from 'react'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { setLoginDetails } from '#src/lib/login-state.ts'
import { useNow } from '#src/lib/use-now.ts'
import * as styles from './profile-privacy.css.ts'
import * as summaryStyles from './seeker-profile.css.ts'

/**
 * The profile summary's privacy part (issue #9), loaded with the summary only (a chunk of its own): the
 * "Let employers find my profile" switch and the list of employers who saw the resume.
 */
export default function ProfilePrivacy({ profile, userId }: { profile: JobSeekerProfile; userId: number }) {
  const t = useMessages('profile')
  return (
    <>
      <section aria-labelledby="profile-privacy" className={summaryStyles.section}>
        <h2 id="profile-privacy" className={summaryStyles.sectionHeading}>
          {t.privacyTitle}
        </h2>
        <VisibilitySwitch discoverable={profile.discoverable} />
      </section>
      <section aria-labelledby="profile-resume-views" className={summaryStyles.section}>
        <h2 id="profile-resume-views" className={summaryStyles.sectionHeading}>
          {t.resumeViewsTitle}
        </h2>
        <ResumeViews userId={userId} />
      </section>
    </>
  )
}

/**
 * Saved the moment it is flipped: the profile in the cache changes at once (the switch follows it), the call
 * confirms it; if the call fails the profile goes back to what it was and the seeker is told, in their
 * language. Only `discoverable` changes: the rest of the profile is not sent.
 */
function VisibilitySwitch({ discoverable }: { discoverable: boolean }) {
  const t = useMessages('profile')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const hintId = useId()
  const errorId = useId()
  const profileKey = jobSeekerProfileKeys.profile(api)
  const setDiscoverable = (value: boolean) =>
    queryClient.setQueryData<JobSeekerProfile>(profileKey, (saved) =>
      saved ? { ...saved, discoverable: value } : saved,
    )
  const save = useMutation({
    mutationFn: (body: ProfileVisibility) => setProfileVisibility(api, body, { throwOnError: true }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: profileKey })
      const before = queryClient.getQueryData<JobSeekerProfile>(profileKey)?.discoverable
      setDiscoverable(body.discoverable)
      return { before }
    },
    onError: (error, _body, context) => {
      if (context?.before !== undefined) setDiscoverable(context.before)
      if (isApiError(error) && error.status === 401) setLoginDetails(null)
    },
    onSuccess: (saved) => setDiscoverable(saved.discoverable),
  })
  return (
    <div className={styles.stack}>
      <label className={styles.switchRow}>
        <span>{t.discoverable}</span>
        <input
          type="checkbox"
          role="switch"
          className={styles.switchInput}
          checked={discoverable}
          aria-checked={discoverable}
          aria-describedby={save.isError ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => save.mutate({ discoverable: event.currentTarget.checked })}
        />
      </label>
      <p id={hintId} className={styles.hint}>
        {t.discoverableMeaning}
      </p>
      {save.isError && (
        <p id={errorId} role="alert" className={styles.error}>
          {t.discoverableSaveFailed}
        </p>
      )}
    </div>
  )
}

function ViewsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className={styles.views}>
      {[1, 2].map((key) => (
        <div key={key} className={styles.view}>
          <Skeleton text width="60%" />
          <Skeleton text width="80%" />
        </div>
      ))}
    </SkeletonGroup>
  )
}

/** Who viewed or downloaded the resume, newest first, from the API on every visit (it is the seeker's own). */
function ResumeViews({ userId }: { userId: number }) {
  const t = useMessages('profile')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const query = useInfiniteQuery({ ...resumeViewsInfiniteQueryOptions(api, { userId }), staleTime: 0 })

  if (query.isPending) return <ViewsSkeleton label={t.resumeViewsLoading} />
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <EmptyState
        headingLevel={3}
        title={t.resumeViewsFailed}
        action={
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        }
      />
    )
  }
  const views = query.data?.pages.flatMap((page) => page.results) ?? []
  if (views.length === 0) {
    return <EmptyState headingLevel={3} title={t.resumeViewsEmpty} description={t.resumeViewsEmptyAdvice} />
  }
  return (
    <>
      <ul className={styles.views}>
        {views.map((view) => (
          <li key={view.id} className={styles.view}>
            <ResumeViewItem view={view} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {query.isFetchingNextPage && <ViewsSkeleton label={t.resumeViewsLoadingMore} />}
        {query.isFetchNextPageError && <p role="alert">{t.resumeViewsMoreFailed}</p>}
        {query.hasNextPage && (
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t.resumeViewsLoadingMore : t.resumeViewsMore}
          </Button>
        )}
      </div>
    </>
  )
}

function ResumeViewItem({ view }: { view: ResumeAccess }) {
  const t = useMessages('profile')
  const locale = useLocale()
  const now = useNow()
  return (
    <>
      <p className={styles.company}>{view.company_name}</p>
      <p className={styles.detail}>
        {view.disposition === 'attachment' ? t.resumeDownloaded : t.resumeViewed}
      </p>
      <p className={styles.detail}>{t.resumeViewJob({ job: view.job_title })}</p>
      <p className={styles.when}>
        <time dateTime={view.at}>{formatRelativeTime(view.at, now, locale)}</time>
      </p>
    </>
  )
}
