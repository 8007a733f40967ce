import { isApiError } from '@localjobs/api-client/errors'
import { jobSeekerProfileQueryOptions, resumeDownloadPath } from '@localjobs/api-client/job-seeker/profile'
import { isProfileCreated, jobSeekerStatusQueryOptions } from '@localjobs/api-client/job-seeker/status'
import { Button } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { showToast } from '#src/app/toasts.tsx'
import { requestLogin, useLoginDetails } from '#src/features/auth/login-state.ts'
import * as listStyles from '#src/features/job-list/components/list-page.css.ts'
import { useMessages } from '#src/i18n/translations.ts'

/** Spec sections 2 and 4: the status call (2 means created), then the profile's summary or the empty state. */
export function SeekerProfilePage() {
  const t = useMessages('profile')
  const details = useLoginDetails()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const status = useQuery({
    ...jobSeekerStatusQueryOptions(api, { userId: details?.id ?? 0 }),
    enabled: details !== null,
    retry: false,
  })
  const created = status.data ? isProfileCreated(status.data) : false
  const profile = useQuery({ ...jobSeekerProfileQueryOptions(api), enabled: created })

  useEffect(() => {
    // Spec section 8: a failed status call says so in an 'info' toast (offline, the client's toast says it).
    if (status.error && isApiError(status.error))
      showToast({
        message: t.statusFailed,
        title: t.statusTitle,
        duration: 3000,
        position: 'top',
        tone: 'info',
      })
  }, [status.error, t])

  let body: ReactNode = null
  if (!details) {
    body = (
      <EmptyState
        title={t.loginNeeded}
        action={<Button onClick={() => void requestLogin()}>{t.logIn}</Button>}
      />
    )
  } else if (status.data && !created) {
    body = (
      <EmptyState
        title={t.notCreated}
        description={t.notCreatedText}
        action={<Link to="/create_profile">{t.create}</Link>}
      />
    )
  } else if (profile.data) {
    const p = profile.data
    const rows: [string, string][] = [
      [t.name, p.name],
      [t.gender, p.titles.gender],
      [t.qualification, p.titles.qualification],
      [t.specialization, p.titles.specialization],
      [t.pastEmployer, p.past_employer],
      [t.recentDesignation, p.recent_designation],
      [t.experience, p.titles.experience],
      [t.salary, p.titles.salary],
      [t.jobType, p.titles.job_type],
      [t.workTime, p.titles.work_time],
      [t.shiftTiming, p.titles.shift_timing],
      [t.jobCategory, p.titles.job_category.join(', ')],
      [t.locations, p.titles.locations.join(', ')],
    ]
    body = (
      <>
        <dl>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {p.resume && (
          <p>
            <a href={`/api${resumeDownloadPath(p.resume.id)}`} download={p.resume.file_name}>
              {t.downloadResume}
            </a>
          </p>
        )}
      </>
    )
  } else if (!status.error) {
    body = (
      <SkeletonGroup label={t.loading}>
        <Skeleton height="20rem" />
      </SkeletonGroup>
    )
  }
  return (
    <div>
      <h1 className={listStyles.heading}>{t.profileTitle}</h1>
      {body}
    </div>
  )
}
