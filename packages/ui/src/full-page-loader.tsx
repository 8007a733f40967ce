import * as styles from './full-page-loader.css.ts'
import { VisuallyHidden } from './visually-hidden.tsx'

export interface FullPageLoaderProps {
  /** Whether a navigation is in progress (the app decides, e.g. from its router state). */
  active: boolean
  /** Read out by screen readers. */
  label?: string
}

/**
 * Covers the page while a navigation loads. Which routes show it is the rule `showsFullPageLoader`
 * in `@localjobs/api-client/shell`; this component only draws it.
 */
export function FullPageLoader({ active, label = 'Loading' }: FullPageLoaderProps) {
  if (!active) return null
  return (
    <div className={styles.overlay} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  )
}
