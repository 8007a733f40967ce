import { Button } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { useMessages } from '#src/i18n/translations.ts'

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
