import { Main, SkipLink } from '@localjobs/web-app/landmarks'
import { LanguageSwitch } from '@localjobs/web-app/language-switch'
import { useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AccountButton } from '#src/features/auth/account-button.tsx'
import { LoginHost } from '#src/features/auth/login-host.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import { productName } from '#src/lib/site.ts'
import { AppLink } from './app-link.tsx'
import { headerModeForPath } from './header-mode.ts'
import { MenuLink } from './menu-link.tsx'
import * as styles from './seeker-shell.css.ts'
import { SiteFooter } from './site-footer.tsx'
import { OfflineToast, ToastHost } from './toasts.tsx'

/**
 * Header, main area and footer around every seeker page; the header follows `headerModeForPath`. On a
 * phone the header holds what fits 320 px in Telugu: the product, the language, one primary action (Log in,
 * or the account menu) and the Menu, which holds the rest; wider screens also show the advertiser link.
 */
export function SeekerShell({ children }: { children: ReactNode }) {
  const t = useMessages('common')
  const mode = useLocation({ select: (location) => headerModeForPath(location.pathname) })
  return (
    <>
      <SkipLink>{t.skipToContent}</SkipLink>
      {mode !== 'hidden' && (
        <header className={styles.header}>
          <div className={styles.bar}>
            <AppLink href="/jobs" className={styles.brand}>
              {productName}
            </AppLink>
            <div className={styles.actions}>
              {mode === 'location' ? (
                <AppLink href="/jobs" className={`${styles.headerLink} ${styles.wideOnly}`}>
                  {t.backToJobs}
                </AppLink>
              ) : (
                // The advertiser side is another app: a plain link, a full page load.
                <a href="/hire" className={`${styles.headerLink} ${styles.wideOnly}`}>
                  {t.hireStaff}
                </a>
              )}
              <LanguageSwitch label={t.language} />
              <AccountButton className={styles.headerButton} />
              <MenuLink />
            </div>
          </div>
        </header>
      )}
      <Main>{children}</Main>
      <SiteFooter />
      <LoginHost />
      <ToastHost />
      <OfflineToast />
    </>
  )
}
