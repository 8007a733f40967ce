import {
  item as itemClass,
  list as listClass,
  menu as menuClass,
  useDisclosureMenu,
} from '@localjobs/ui/disclosure-menu'
import { useRouteContext } from '@tanstack/react-router'
import { use, useEffect, useState } from 'react'
import { AppLink } from '#src/app/app-link.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import { useLoginDetails } from '#src/lib/login-state.ts'
import { MY_APPLICATIONS_PATH, SEEKER_PROFILE_PATH } from '#src/lib/site.ts'
import * as styles from './account-menu.css.ts'
import { logOut } from './log-out.ts'

/** Whether the menu's words loaded; false after a failed load, which the next menu shown tries again. */
let words: Promise<boolean> | undefined

/**
 * The logged-in seeker's menu in the header: a disclosure button (an icon and a short word, so it fits a
 * 320 px header in Telugu) opening My job profile, My applications and Log out. Escape, a tap outside and
 * leaving it with Tab close it; Escape gives the focus back to the button. Loaded for logged-in seekers
 * only, it also marks the job cards they applied to (applied-marks.ts).
 */
export default function AccountMenu({ className }: { className: string }) {
  const i18n = useRouteContext({ from: '__root__', select: (context) => context.i18n })
  // Its words load with it (suspending the first render), not with every page.
  words ??= i18n.load(['applications']).then(
    () => true,
    () => {
      words = undefined
      return false
    },
  )
  return use(words) ? <Menu className={className} /> : null
}

function Menu({ className }: { className: string }) {
  const t = useMessages('applications')
  const common = useMessages('common')
  const context = useRouteContext({ from: '__root__' })
  const { api, queryClient } = context
  const userId = useLoginDetails()?.id
  const menu = useDisclosureMenu()
  const [busy, setBusy] = useState(false)

  // While a seeker is logged in (this menu is shown), the job cards of every page say which jobs they applied to.
  // (Loaded apart from the menu, so the list pages' entry does not name its chunks.)
  useEffect(() => {
    if (!userId) return
    const stop = import('#src/lib/applied-marks.ts').then((marks) => marks.markJobCards(context, userId))
    return () => void stop.then((unmark) => unmark())
  }, [context, userId])

  async function leave() {
    setBusy(true)
    await logOut(api, queryClient)
    setBusy(false)
  }

  const close = menu.close
  return (
    <div ref={menu.rootRef} className={menuClass}>
      <button {...menu.buttonProps} className={`${className} ${styles.button}`}>
        <PersonIcon />
        {t.account}
      </button>
      <ul {...menu.listProps} className={listClass}>
        <li>
          <AppLink href={SEEKER_PROFILE_PATH} className={itemClass} onClick={close}>
            {t.myProfile}
          </AppLink>
        </li>
        <li>
          <AppLink href={MY_APPLICATIONS_PATH} className={itemClass} onClick={close}>
            {t.myApplications}
          </AppLink>
        </li>
        <li>
          <button
            type="button"
            className={itemClass}
            aria-disabled={busy || undefined}
            onClick={() => void (busy || leave())}
          >
            {common.logOut}
          </button>
        </li>
      </ul>
    </div>
  )
}

function PersonIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
