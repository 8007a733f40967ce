import { Button } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import {
  type AdvertiserAccess,
  useAdvertiserAccess,
  useSignInWhenSignedOut,
} from '#src/lib/advertiser-access.ts'

/** The loading state of the profile pages: the shape of the account's card. */
export function ProfileSkeleton() {
  const t = useMessages('profile')
  return (
    <SkeletonGroup label={t.loading}>
      <Skeleton height="18rem" />
    </SkeletonGroup>
  )
}

/** What a profile page shows when its data could not be read: why, and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useMessages('profile')
  return (
    <EmptyState
      title={t.loadFailed}
      description={t.loadFailedText}
      action={<Button onClick={onRetry}>{t.retry}</Button>}
    />
  )
}

/**
 * Renders `children` for a signed-in advertiser (a stored session, or an app's web view signed in by its
 * bridge); the loading state while that is not known (on the server, while hydrating); and, for nobody,
 * sends them to sign in and comes back to `path` afterwards.
 */
export function AccountGate({
  path,
  children,
}: {
  /** this page's address, base path included ('/hire/profile') */
  path: string
  children: (access: Extract<AdvertiserAccess, { status: 'signed-in' }>) => ReactNode
}) {
  const t = useMessages('profile')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const access = useAdvertiserAccess({ api })
  useSignInWhenSignedOut(access, path)
  if (access.status === 'signed-in') return children(access)
  if (access.status === 'signed-out' && access.ended)
    return <EmptyState title={t.signedOut} description={t.signedOutText} />
  return <ProfileSkeleton />
}
