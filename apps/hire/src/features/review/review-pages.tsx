import { useParams } from '@tanstack/react-router'
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
  const { _splat: rest = '' } = useParams({ strict: false }) as { _splat?: string }
  const path = rest.replace(/\/+$/, '')
  if (path === '') return <QueuePage />
  if (path === 'leads') return <LeadsPage />
  if (path === 'reports') return <ReportsPage />
  return <SubmissionPage id={Number(path)} />
}
