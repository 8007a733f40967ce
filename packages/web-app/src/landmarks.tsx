import type { ReactNode } from 'react'
import * as styles from './landmarks.css.ts'

/** The first thing in a shell: a link past the header to the page's own content. */
export function SkipLink({ children }: { children: ReactNode }) {
  return (
    <a className={styles.skipLink} href="#main">
      {children}
    </a>
  )
}

/** The page's own content, between a shell's header and footer; the target of SkipLink. */
export function Main({ children }: { children: ReactNode }) {
  // Focusable, so following the skip link moves keyboard focus too, not just the scroll position.
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      {children}
    </main>
  )
}
