import { item, list, menu as menuClass, useDisclosureMenu } from '@localjobs/ui/disclosure-menu'
import { AppLink } from '@localjobs/web-app/app-link'
import { showToast } from '@localjobs/web-app/toasts'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { use, useState } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import { type AdvertiserSession, sessionName } from '#src/lib/advertiser-session.ts'
import { DASHBOARD_PATH, PROFILE_PATH } from '#src/lib/paths.ts'
import { signOut } from '#src/lib/sign-out.ts'
import * as styles from './account-menu.css.ts'

/** Whether the menu's words loaded; false after a failed load, which the next menu shown tries again. */
let words: Promise<boolean> | undefined

/**
 * The signed-in advertiser's menu in the header: a disclosure button with their name, opening Dashboard,
 * Profile and Sign out (keyboard, Escape and focus return: `useDisclosureMenu`). Loaded for signed-in
 * advertisers only, with its words (`account`).
 */
export default function AccountMenu({ session }: { session: AdvertiserSession }) {
  const i18n = useRouteContext({ from: '__root__', select: (context) => context.i18n })
  words ??= i18n.load(['account']).then(
    () => true,
    () => {
      words = undefined
      return false
    },
  )
  return use(words) ? <Menu session={session} /> : null
}

function Menu({ session }: { session: AdvertiserSession }) {
  const t = useMessages('account')
  const { api, queryClient } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const menu = useDisclosureMenu()
  const [busy, setBusy] = useState(false)
  const name = sessionName(session)

  async function leave() {
    setBusy(true)
    await signOut(api, queryClient)
    // This menu is gone now (signed out); the toast host stays mounted beside "Sign in" (AccountNav).
    showToast({ title: t.signedOutTitle, message: t.signedOut, position: 'top' })
    await router.navigate({ to: '/' })
  }

  return (
    <div ref={menu.rootRef} className={menuClass}>
      <button {...menu.buttonProps} className={styles.button}>
        <span className={styles.initial} aria-hidden="true">
          {Array.from(name)[0]?.toUpperCase()}
        </span>
        <span className={styles.name}>{name}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul {...menu.listProps} className={list}>
        <li>
          <AppLink href={DASHBOARD_PATH} className={item} onClick={menu.close}>
            {t.dashboard}
          </AppLink>
        </li>
        <li>
          <AppLink href={PROFILE_PATH} className={item} onClick={menu.close}>
            {t.profile}
          </AppLink>
        </li>
        <li>
          <button
            type="button"
            className={item}
            aria-disabled={busy || undefined}
            onClick={() => void (busy || leave())}
          >
            {busy ? t.signingOut : t.signOut}
          </button>
        </li>
      </ul>
    </div>
  )
}
