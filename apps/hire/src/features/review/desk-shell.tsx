import { isApiError } from '@localjobs/api-client/errors'
import { ButtonLink } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Heading, PageContainer } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { ToastHost } from '@localjobs/web-app/toasts'
import type { ReactNode } from 'react'
import { AccountGate } from '#src/components/account-gate.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import { DASHBOARD_PATH, REVIEW_PATH } from '#src/lib/paths.ts'
import * as styles from './review.css.ts'

export type DeskSection = 'queue' | 'leads' | 'reports'

/**
 * A desk page (decision 031): signed out, sign-in, coming back here (AccountGate); signed in, the page. Whether
 * the account is ops only the API knows (the login does not tell roles): a 403 from the desk's calls shows
 * `DeskProblem`'s "This page is for the review team." rather than an error.
 */
export function DeskPage({
  title,
  section,
  children,
}: {
  title: string
  section?: DeskSection
  children: ReactNode
}) {
  return (
    <PageContainer className={styles.page}>
      <Heading level={1}>{title}</Heading>
      {section ? <DeskNav current={section} /> : null}
      <AccountGate loading={<DeskSkeleton />}>{() => children}</AccountGate>
      <ToastHost />
    </PageContainer>
  )
}

/** The desk's three queues as links (each its own address: a reviewer can open them side by side). */
function DeskNav({ current }: { current: DeskSection }) {
  const t = useMessages('review')
  const links: Array<[DeskSection, string, string]> = [
    ['queue', REVIEW_PATH, t.tabQueue],
    ['leads', `${REVIEW_PATH}/leads`, t.tabLeads],
    ['reports', `${REVIEW_PATH}/reports`, t.tabReports],
  ]
  return (
    <nav aria-label={t.deskSections} className={styles.nav}>
      {links.map(([section, href, label]) => (
        <a
          key={section}
          href={href}
          className={styles.navLink}
          aria-current={section === current ? 'page' : undefined}
        >
          {label}
        </a>
      ))}
    </nav>
  )
}

export function DeskSkeleton() {
  const t = useMessages('review')
  return (
    <SkeletonGroup label={t.loading}>
      <Skeleton height="7rem" />
      <Skeleton height="7rem" />
      <Skeleton height="7rem" />
    </SkeletonGroup>
  )
}

/** Whether a desk call was refused because the account is not on the review team. */
export const isNotOps = (error: unknown) => isApiError(error) && error.status === 403

/** A desk call failed: for a non-ops account the team-only notice, else the failure with 'Try again'. */
export function DeskProblem({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useMessages('review')
  if (isNotOps(error))
    return (
      <EmptyState
        title={t.opsOnly}
        description={t.opsOnlyText}
        headingLevel={2}
        action={
          <ButtonLink href={DASHBOARD_PATH} variant="secondary">
            {t.toDashboard}
          </ButtonLink>
        }
      />
    )
  return (
    <div role="alert" className={styles.problem}>
      <p>{t.loadFailed}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        {t.retry}
      </button>
    </div>
  )
}
