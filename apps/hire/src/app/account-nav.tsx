import { ButtonLink } from '@localjobs/ui/button'
import { type ComponentType, lazy, Suspense, useRef } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import { type AdvertiserSession, useAdvertiserSession } from '#src/lib/advertiser-session.ts'
import { POST_JOB_PATH, SIGN_IN_PATH } from '#src/lib/paths.ts'

let LazyMenu: ComponentType<{ session: AdvertiserSession }> | undefined
let LazyToastHost: ComponentType | undefined

/**
 * The header's account links. Signed out (and on the server, and while the page hydrates: who is signed
 * in lives in the browser): "Sign in" and "Post a job", plain links that work before the scripts. Signed
 * in: "Post a job" and the account menu, whose code and words load only then, so /hire's first load does
 * not grow for the visitors who are not signed in.
 */
export function AccountNav() {
  const t = useMessages('common')
  const session = useAdvertiserSession()
  // Signed in at some point of this page's life: a sign-out here says so in a toast, whose host (and code)
  // loads only then.
  const wasSignedIn = useRef(false)
  if (session) wasSignedIn.current = true
  if (!session) {
    if (wasSignedIn.current) {
      LazyToastHost ??= lazy(() =>
        import('@localjobs/web-app/toasts').then(
          (m) => ({ default: m.ToastHost }),
          () => ({ default: () => null }),
        ),
      )
    }
    return (
      <>
        <ButtonLink href={SIGN_IN_PATH} variant="quiet">
          {t.signIn}
        </ButtonLink>
        <ButtonLink href={POST_JOB_PATH}>{t.postJob}</ButtonLink>
        {/* The sign-out toast shows after the menu that asked for it is gone. */}
        {wasSignedIn.current && LazyToastHost ? (
          <Suspense fallback={null}>
            <LazyToastHost />
          </Suspense>
        ) : null}
      </>
    )
  }
  // A chunk that fails to load (a dropped connection) leaves the menu's place empty rather than break the page.
  LazyMenu ??= lazy(() => import('./account-menu.tsx').catch(() => ({ default: () => null })))
  return (
    <>
      <ButtonLink href={POST_JOB_PATH}>{t.postJob}</ButtonLink>
      <Suspense fallback={null}>
        <LazyMenu session={session} />
      </Suspense>
    </>
  )
}
