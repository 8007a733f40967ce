import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { lazy, Suspense } from 'react'
import * as styles from '#src/components/job-list.css.ts'
import { useMessages } from '#src/i18n/translations.ts'

// The filter page's and the details page's own stand-ins load when one is first needed.
const specific = {
  filters: lazy(() =>
    import('#src/features/filters/components/filter-page-skeleton.tsx').then((m) => ({
      default: m.FilterPageSkeleton,
    })),
  ),
  details: lazy(() =>
    import('#src/features/job-details/components/job-details-skeleton.tsx').then((m) => ({
      default: m.JobDetailsSkeleton,
    })),
  ),
}

/**
 * The default stand-in of a page: a heading and a few lines; with a `variant`, that page's own skeleton
 * (jobsFiltering, jobDetails) once its code is there.
 */
export function DefaultPageSkeleton({ variant }: { variant?: keyof typeof specific }) {
  if (!variant) return <GenericPageSkeleton />
  const Specific = specific[variant]
  return (
    <Suspense fallback={<GenericPageSkeleton />}>
      <Specific />
    </Suspense>
  )
}

function GenericPageSkeleton() {
  const t = useMessages('common')
  return (
    <SkeletonGroup label={t.loadingPage}>
      <div className={styles.pageSkeleton}>
        <Skeleton text width="60%" height="1.75em" />
        <Skeleton text width="90%" />
        <Skeleton text width="80%" />
        <Skeleton height={120} />
      </div>
    </SkeletonGroup>
  )
}
