import { Main, SkipLink } from '@localjobs/web-app/landmarks'
import { LanguageSwitch } from '@localjobs/web-app/language-switch'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import { productName } from '#src/lib/site.ts'
import { rememberVisitParams } from '#src/lib/visit-landing.ts'
import { AccountNav } from './account-nav.tsx'
import * as styles from './advertiser-shell.css.ts'

/** Header, main area and footer around every page under /hire (spec: the advertiser shell). */
export function AdvertiserShell({ children }: { children: ReactNode }) {
  const t = useMessages('common')
  // Any /hire page may be where an ad or a shared link lands: where the visit came from (utm params, the
  // click id) is kept for the parameters log after a post, pages later.
  useEffect(() => rememberVisitParams(), [])
  return (
    <>
      <SkipLink>{t.skipToContent}</SkipLink>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brand}>
            {productName} <span className={styles.brandTag}>{t.forEmployers}</span>
          </Link>
          <LanguageSwitch label={t.language} align="start" />
          <nav aria-label={t.account} className={styles.nav}>
            <AccountNav />
          </nav>
        </div>
      </header>
      <Main>{children}</Main>
      <footer className={styles.footer}>
        {/* The seeker side is another app: a plain link, a full page load. */}
        <a href="/jobs" className={styles.footerLink}>
          {t.lookingForJob}
        </a>
      </footer>
    </>
  )
}
