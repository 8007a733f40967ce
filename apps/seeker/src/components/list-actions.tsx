import { AppLink } from '#src/app/app-link.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import * as styles from './list-page.css.ts'
import * as popular from './popular-links.css.ts'

/**
 * Ways to narrow a list down: the filter page (starting from this list's filters) and jobs near the
 * person. Plain links: the filter panel's code loads only when it is opened.
 */
export function ListActions({ listSlug }: { listSlug?: string }) {
  const t = useMessages('common')
  return (
    <div className={styles.actions}>
      <AppLink
        href={listSlug ? `/jobs/jobsFiltering?list=${listSlug}` : '/jobs/jobsFiltering'}
        className={popular.link}
      >
        {t.filterJobs}
      </AppLink>
      <AppLink href="/jobs/jobs-near-me" className={popular.link}>
        {t.jobsNearMe}
      </AppLink>
    </div>
  )
}
