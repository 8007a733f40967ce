import type { ReactNode } from 'react'
import * as styles from './empty-state.css.ts'

export interface EmptyStateProps {
  /** What is missing, e.g. 'Profile not created' or 'No applicants found'. */
  title: ReactNode
  description?: ReactNode
  /** What to do about it, e.g. a Button or ButtonLink. */
  action?: ReactNode
  /** A picture; decorative, so hidden from screen readers. */
  icon?: ReactNode
  /** The title's heading level, to fit the page outline; 2 by default. */
  headingLevel?: 2 | 3 | 4
  className?: string
}

/** Fills the space of a list or section that has nothing to show, and says what to do next. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {icon != null && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description != null && <p className={styles.description}>{description}</p>}
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  )
}
