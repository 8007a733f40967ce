import type { LoginDetails } from '@localjobs/api-client/auth/types'
import { isApiError } from '@localjobs/api-client/errors'
import { type JobSeekerProfile, jobSeekerProfileQueryOptions } from '@localjobs/api-client/job-seeker/profile'
import { isProfileCreated, jobSeekerStatusQueryOptions } from '@localjobs/api-client/job-seeker/status'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import { showStatusFailed } from '#src/app/error-toasts.ts'
import { useMessages } from '#src/i18n/translations.ts'

export interface OwnProfile {
  /** the status call answered and the profile is not created */
  notCreated: boolean
  /** the saved profile, once read (only when created) */
  profile: JobSeekerProfile | undefined
  /** the status or the profile call failed */
  failed: boolean
  /** calls the failed ones again */
  retry: () => void
}

/**
 * The logged-in seeker's own profile: the status call (spec section 4: 2 means created), then the profile.
 * A failed status call shows the spec's 'Something went to wrong' toast (title 'info', 3000 ms, top);
 * offline, the client's own toast says so.
 */
export function useOwnProfile(details: LoginDetails | null): OwnProfile {
  const t = useMessages('profile')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const status = useQuery({
    ...jobSeekerStatusQueryOptions(api, { userId: details?.id ?? 0 }),
    enabled: details !== null,
    retry: false,
  })
  const created = status.data ? isProfileCreated(status.data) : false
  const profile = useQuery({ ...jobSeekerProfileQueryOptions(api), enabled: created, retry: false })

  useEffect(() => {
    if (status.error && isApiError(status.error)) showStatusFailed(t)
  }, [status.error, t])

  return {
    notCreated: status.data !== undefined && !created,
    profile: created ? profile.data : undefined,
    failed: status.isError || (created && profile.isError),
    retry: () => {
      if (status.isError) void status.refetch()
      else void profile.refetch()
    },
  }
}
