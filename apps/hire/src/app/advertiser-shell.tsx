import { ButtonLink } from '@localjobs/ui/button'
import { Main, SkipLink } from '@localjobs/web-app/landmarks'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { productName } from '#src/lib/site.ts'
import * as styles from './advertiser-shell.css.ts'
import { postJobHref, signInHref } from './links.ts'

/** Header, main area and footer around every page under /hire (spec: the advertiser shell). */
export function AdvertiserShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink>Skip to content</SkipLink>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brand}>
            {productName} <span className={styles.brandTag}>for employers</span>
          </Link>
          <nav aria-label="Account" className={styles.nav}>
            <ButtonLink href={signInHref} variant="quiet">
              Sign in
            </ButtonLink>
            <ButtonLink href={postJobHref}>Post a job</ButtonLink>
          </nav>
        </div>
      </header>
      <Main>{children}</Main>
      <footer className={styles.footer}>
        {/* The seeker side is another app: a plain link, a full page load. */}
        <a href="/jobs" className={styles.footerLink}>
          Looking for a job? See the latest jobs
        </a>
      </footer>
    </>
  )
}
