import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { JobCardSkeletons } from '#src/components/job-list-skeleton.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import * as styles from './filter-page.css.ts'

/** Spec section 2: the jobsFiltering skeleton, filter groups beside job cards. */
export function FilterPageSkeleton() {
  const t = useMessages('common')
  return (
    <div className={styles.layout}>
      <SkeletonGroup label={t.loadingFilters}>
        <div className={styles.panel}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={48} />
          ))}
        </div>
      </SkeletonGroup>
      <JobCardSkeletons count={3} label={t.loadingJobs} />
    </div>
  )
}
