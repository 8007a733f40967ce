import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { useMessages } from '#src/i18n/translations.ts'
import * as styles from './job-details.css.ts'

/** Spec section 2: the jobDetails skeleton: title, company, facts and description lines. */
export function JobDetailsSkeleton() {
  const t = useMessages('common')
  return (
    <SkeletonGroup label={t.loadingPage}>
      <div className={styles.page}>
        <Skeleton text width="40%" />
        <Skeleton text width="80%" height="1.75em" />
        <Skeleton text width="50%" />
        <Skeleton height={160} />
        <Skeleton text width="95%" />
        <Skeleton text width="90%" />
        <Skeleton text width="70%" />
      </div>
    </SkeletonGroup>
  )
}
