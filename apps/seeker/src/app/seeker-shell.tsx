import { Main, SkipLink } from '@localjobs/web-app/landmarks'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { productName } from '#src/lib/site.ts'
import * as styles from './seeker-shell.css.ts'
import { SiteFooter } from './site-footer.tsx'

/** Header, main area and footer around every seeker page. */
export function SeekerShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink>Skip to content</SkipLink>
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
      <Main>{children}</Main>
      <SiteFooter />
    </>
  )
}
