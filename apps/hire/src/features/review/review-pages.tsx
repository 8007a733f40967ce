import { ButtonLink } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { useParams } from '@tanstack/react-router'
import { useMessages } from '#src/i18n/translations.ts'
import { REVIEW_PATH } from '#src/lib/paths.ts'
import { LeadsPage } from './leads-page.tsx'
import { QueuePage } from './queue-page.tsx'
import { ReportsPage } from './reports-page.tsx'
import { SubmissionPage } from './submission-page.tsx'

/**
 * The review desk's pages as one lazily loaded module behind one route (`/review/$`, decision 031): the
 * queue, the leads, the reports, or one post by its id. Nothing of the desk is in /hire's, sign-in's or
 * the post-job route's first load but that one route.
 */
export function DeskPages() {
  const t = useMessages('review')
  const { _splat: rest = '' } = useParams({ strict: false }) as { _splat?: string }
  const path = rest.replace(/\/+$/, '')
  if (path === '') return <QueuePage />
  if (path === 'leads') return <LeadsPage />
  if (path === 'reports') return <ReportsPage />
  if (/^[1-9]\d{0,9}$/.test(path)) return <SubmissionPage id={Number(path)} />
  return (
    <EmptyState
      title={t.notFound}
      headingLevel={2}
      action={
        <ButtonLink href={REVIEW_PATH} variant="secondary">
          {t.backToQueue}
        </ButtonLink>
      }
    />
  )
}
