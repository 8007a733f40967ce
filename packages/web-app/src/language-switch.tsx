import { visuallyHiddenOnPhonesClassName } from '@localjobs/ui/visually-hidden'
import { useLocation } from '@tanstack/react-router'
import { useLocale } from './i18n.ts'
import * as styles from './language-switch.css.ts'
import { LANGUAGE_NAMES, LOCALES, languageHref } from './locale.ts'

export interface LanguageSwitchProps {
  /** the app's word for 'Language', in the page's language */
  label: string
  /**
   * Which edge of the switch the open list lines up with: 'end' (the default) for a switch near the end of
   * its bar, 'start' for one nearer the middle, so the list opens towards the room it has.
   */
  align?: 'start' | 'end'
}

/**
 * The header's language menu, in both apps: a native disclosure with one plain link per language. Following
 * a link reloads the page in that language and the server remembers the choice in a cookie, so it works
 * without JavaScript and costs none. Each language is named in itself and marked with its own `lang`. Under
 * 640 px it shows only the 'अ/A' icon; the label and the current language stay for screen readers.
 */
export function LanguageSwitch({ label, align = 'end' }: LanguageSwitchProps) {
  const current = useLocale()
  const href = useLocation({ select: (location) => location.publicHref })
  return (
    <details className={styles.languages}>
      <summary className={styles.summary}>
        <span className={styles.icon} aria-hidden="true">
          अ/A
        </span>{' '}
        <span className={visuallyHiddenOnPhonesClassName}>
          {label}: <span lang={current}>{LANGUAGE_NAMES[current]}</span>
        </span>
      </summary>
      <ul className={styles.list[align]}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={languageHref(href, locale)}
              hrefLang={locale}
              lang={locale}
              className={styles.link}
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
