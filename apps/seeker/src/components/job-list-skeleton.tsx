import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { useMessages } from '#src/i18n/translations.ts'
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

/**
 * The home page's stand-in while it loads on navigation (spec section 2: skeletons for seekerHomePage,
 * jobsFiltering and jobDetails, plus a default): a heading and job cards; header and footer stay.
 */
export function HomePageSkeleton() {
  const t = useMessages('common')
  return (
    <div>
      <Skeleton text width="16em" height="1.75em" />
      <JobCardSkeletons count={4} label={t.loadingJobs} />
    </div>
  )
}
