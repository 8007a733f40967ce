import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import * as styles from './job-list.css.ts'

/** Job-card shaped placeholders, for a list or a page of it still on its way. */
export function JobCardSkeletons({ count = 3, label }: { count?: number; label: string }) {
  return (
    <SkeletonGroup label={label}>
      <div className={styles.list}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.cardSkeleton}>
            <Skeleton text width="70%" height="1.25em" />
            <Skeleton text width="40%" />
            <Skeleton text width="85%" />
            <Skeleton text width="30%" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  )
}

/** The page's stand-in while a job list loads on navigation; the header and footer stay in place. */
export function JobListPageSkeleton() {
  return (
    <div>
      <Skeleton text width="16em" height="1.75em" />
      <JobCardSkeletons count={4} label="Loading jobs" />
    </div>
  )
}
