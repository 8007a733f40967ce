import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { productName } from '#src/lib/site.ts'
import * as styles from './seeker-shell.css.ts'
import { SiteFooter } from './site-footer.tsx'

/** Header, main area and footer around every seeker page. */
export function SeekerShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brand}>
            {productName}
          </Link>
          {/* The advertiser side is another app: a plain link, a full page load. */}
          <a href="/hire" className={styles.headerLink}>
            Hire staff
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </>
  )
}
