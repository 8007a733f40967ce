import { visuallyHiddenOnPhonesClassName } from '@localjobs/ui/visually-hidden'
import { useRouteContext } from '@tanstack/react-router'
import { type ComponentType, lazy, Suspense, useState } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import * as styles from './seeker-shell.css.ts'

/** The menu page; the same address the link has before the scripts run. */
export const MENU_PATH = '/jobs/jobs-menu'

let LazySheet: ComponentType<{ onClose: () => void }> | undefined

/**
 * The header's Menu: a plain link to /jobs/jobs-menu, so it works before the scripts run; once they have,
 * a plain tap opens the same menu as a sheet over the page instead (its code and words load on the first
 * tap). A tap that asks for a new tab or window still follows the link.
 */
export function MenuLink() {
  const t = useMessages('common')
  const i18n = useRouteContext({ from: '__root__', select: (context) => context.i18n })
  const [open, setOpen] = useState(false)
  LazySheet ??= lazy(() =>
    Promise.all([import('./menu-sheet.tsx'), i18n.load(['menu'])]).then(([module]) => ({
      default: module.MenuSheet,
    })),
  )
  const Sheet = LazySheet
  return (
    <>
      <a
        href={MENU_PATH}
        className={styles.headerLink}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          setOpen(true)
        }}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={visuallyHiddenOnPhonesClassName}>{t.menu}</span>
      </a>
      {open && (
        <Suspense fallback={null}>
          <Sheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
