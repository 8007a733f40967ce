import { type JobSeekerProfile, resumeDownloadPath } from '@localjobs/api-client/job-seeker/profile'
import { Button, buttonClassName } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { Link } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense } from 'react'
import * as listStyles from '#src/components/list-page.css.ts'
import { useMessages } from '#src/i18n/translations.ts'
import { requestLogin, useLoginDetails } from '#src/lib/login-state.ts'
import { useOwnProfile } from '../use-own-profile.ts'
import * as styles from './seeker-profile.css.ts'

// Issue #9's visibility switch and resume views: only a seeker with a profile sees them, so they load then.
const ProfilePrivacy = lazy(() => import('./profile-privacy.tsx'))

/** Spec sections 2 and 4: the status call (2 means created), then the profile's summary or the empty state. */
export function SeekerProfilePage() {
  const t = useMessages('profile')
  const details = useLoginDetails()
  const own = useOwnProfile(details)

  let body: ReactNode
  if (!details) {
    body = (
      <EmptyState
        title={t.loginNeeded}
        action={<Button onClick={() => void requestLogin()}>{t.logIn}</Button>}
      />
    )
  } else if (own.notCreated) {
    body = (
      <EmptyState
        title={t.notCreated}
        description={t.notCreatedText}
        action={
          <Link to="/create_profile" className={buttonClassName()}>
            {t.create}
          </Link>
        }
      />
    )
  } else if (own.profile) {
    body = <ProfileSummary profile={own.profile} userId={details.id} />
  } else if (own.failed) {
    body = <EmptyState title={t.loadFailed} action={<Button onClick={own.retry}>{t.retry}</Button>} />
  } else {
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

/**
 * Spec section 2's summary sections, each a heading and its label/value pairs, then the resume. Every row
 * is shown: a fresher's employer, designation and salary say 'None (fresher)', a job role not chosen says so.
 */
function ProfileSummary({ profile: p, userId }: { profile: JobSeekerProfile; userId: number }) {
  const t = useMessages('profile')
  const sections: { id: string; title: string; rows: [string, string][] }[] = [
    {
      id: 'about',
      title: t.stepPersonal,
      rows: [
        [t.name, p.name],
        [t.gender, p.titles.gender],
      ],
    },
    {
      id: 'qualification',
      title: t.sectionQualification,
      rows: [
        [t.qualification, p.titles.qualification],
        [t.specialization, p.titles.specialization],
      ],
    },
    {
      id: 'experience',
      title: t.sectionExperience,
      rows: [
        [t.experienceLevel, p.titles.experience],
        [t.pastEmployer, p.past_employer ?? t.noneFresher],
        [t.currentDesignation, p.recent_designation ?? t.noneFresher],
        [t.currentSalary, p.salary === null ? t.noneFresher : p.titles.salary],
      ],
    },
    {
      id: 'preferences',
      title: t.stepPreferences,
      rows: [
        [t.preferredJob, p.titles.job_category.join(', ')],
        [t.jobRoleSummary, p.titles.job_role || t.notChosen],
        [t.preferredLocation, p.titles.locations.join(', ')],
        [t.jobType, p.titles.job_type],
        [t.workTime, p.titles.work_time],
        [t.shiftTimings, p.titles.shift_timing],
      ],
    },
  ]
  return (
    <>
      <p>
        <Link to="/create_profile" className={buttonClassName({ variant: 'secondary' })}>
          {t.edit}
        </Link>
      </p>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`profile-${section.id}`} className={styles.section}>
          <h2 id={`profile-${section.id}`} className={styles.sectionHeading}>
            {section.title}
          </h2>
          <dl className={styles.list}>
            {section.rows.map(([label, value]) => (
              <div key={label} className={styles.row}>
                <dt className={styles.label}>{label}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section aria-labelledby="profile-resume" className={styles.section}>
        <h2 id="profile-resume" className={styles.sectionHeading}>
          {t.resumeSection}
        </h2>
        {p.resume ? (
          <p>
            <a
              href={`/api${resumeDownloadPath(p.resume.id)}`}
              download={p.resume.file_name}
              className={styles.link}
            >
              {t.downloadResume}
            </a>{' '}
            ({p.resume.file_name})
          </p>
        ) : (
          // A profile saved before the resume was required: one step to add it.
          <p>
            {t.noResume}{' '}
            <Link to="/create_profile" className={styles.link}>
              {t.addResume}
            </Link>
          </p>
        )}
      </section>
      <Suspense
        fallback={
          <SkeletonGroup label={t.loading}>
            <Skeleton height="8rem" />
          </SkeletonGroup>
        }
      >
        <ProfilePrivacy profile={p} userId={userId} />
      </Suspense>
    </>
  )
}
