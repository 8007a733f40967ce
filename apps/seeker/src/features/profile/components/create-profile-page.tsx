import { jobSeekerProfileOptionsQueryOptions } from '@localjobs/api-client/job-seeker/profile'
import { primaryJobRolesQueryOptions } from '@localjobs/api-client/primary-job-roles'
import { Button } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import * as listStyles from '#src/components/list-page.css.ts'
import { useMessages } from '#src/i18n/translations.ts'
import { requestLogin, useLoginDetails } from '#src/lib/login-state.ts'
import { useOwnProfile } from '../use-own-profile.ts'
import { ProfileForm } from './profile-form.tsx'

/**
 * Spec sections 3 and 4: the job profile in three steps, for a logged-in seeker; one who has a profile
 * edits it here (the form starts from what is saved). Loading, logged-out and failed states around it.
 */
export function CreateProfilePage() {
  const t = useMessages('profile')
  const details = useLoginDetails()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const options = useQuery({ ...jobSeekerProfileOptionsQueryOptions(api), enabled: details !== null })
  // The job role is optional: the form does not wait for its list, nor fail without it.
  const roles = useQuery({
    ...primaryJobRolesQueryOptions(api, {}),
    enabled: details !== null,
    staleTime: 60 * 60_000,
  })
  const own = useOwnProfile(details)
  const editing = own.profile !== undefined

  let body: ReactNode
  if (!details) {
    body = (
      <EmptyState
        title={t.loginNeeded}
        action={<Button onClick={() => void requestLogin()}>{t.logIn}</Button>}
      />
    )
  } else if (own.failed || options.isError) {
    body = (
      <EmptyState
        title={t.loadFailed}
        action={
          <Button
            onClick={() => {
              if (own.failed) own.retry()
              if (options.isError) void options.refetch()
            }}
          >
            {t.retry}
          </Button>
        }
      />
    )
  } else if (!options.data || (!own.notCreated && !own.profile)) {
    body = (
      <SkeletonGroup label={t.loading}>
        <Skeleton height="20rem" />
      </SkeletonGroup>
    )
  } else {
    body = (
      <ProfileForm
        // Another seeker logging in on this page gets their own form and draft.
        key={details.id}
        options={options.data}
        roles={{ list: roles.data?.results, failed: roles.isError }}
        saved={own.profile ?? null}
        userId={details.id}
        initialName={details.name === 'Name' ? '' : details.name}
      />
    )
  }
  return (
    <div>
      <h1 className={listStyles.heading}>{editing ? t.editTitle : t.createTitle}</h1>
      <p>{editing ? t.editIntro : t.createIntro}</p>
      {body}
    </div>
  )
}
