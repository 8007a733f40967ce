import { submissionStatusLabel } from '@localjobs/api-client/submissions/status'
import type { SubmissionStatus } from '@localjobs/api-client/submissions/types'
import { useLocale } from '#src/i18n/translations.ts'
import * as styles from './status-badge.css.ts'

/**
 * A job's status as a coloured badge: one of the six labels of spec section 4, from the api-client's one
 * table, in the page's language. `data-status` carries the status itself (for tests and styles).
 */
export function StatusBadge({
  status,
  size = 'small',
}: {
  status: SubmissionStatus
  size?: 'small' | 'large'
}) {
  const locale = useLocale()
  return (
    <span className={`${styles.tone[status]} ${styles.size[size]}`} data-status={status}>
      {submissionStatusLabel(status, locale)}
    </span>
  )
}
