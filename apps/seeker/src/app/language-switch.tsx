import { LANGUAGE_NAMES, LOCALES, languageHref } from '@localjobs/web-app/locale'
import { useLocation } from '@tanstack/react-router'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import * as styles from './seeker-shell.css.ts'

/**
 * The language menu: a native disclosure with one plain link per language. Following a link reloads the
 * page in that language and the server remembers the choice in a cookie, so it works without JavaScript
 * and costs none. Each language is named in itself and marked with its own `lang`.
 */
export function LanguageSwitch() {
  const t = useMessages('common')
  const current = useLocale()
  const href = useLocation({ select: (location) => location.publicHref })
  return (
    <details className={styles.languages}>
      <summary className={styles.languageSummary}>
        <span className={styles.languageIcon} aria-hidden="true">
          अ/A
        </span>{' '}
        <span className={styles.wideLabel}>
          {t.language}: <span lang={current}>{LANGUAGE_NAMES[current]}</span>
        </span>
      </summary>
      <ul className={styles.languageList}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={languageHref(href, locale)}
              hrefLang={locale}
              lang={locale}
              className={styles.languageLink}
              aria-current={locale === current ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
