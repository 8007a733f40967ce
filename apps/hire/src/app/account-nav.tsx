import { ButtonLink } from '@localjobs/ui/button'
import { ToastHost } from '@localjobs/web-app/toasts'
import { type ComponentType, lazy, Suspense } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import { type AdvertiserSession, useAdvertiserSession } from '#src/lib/advertiser-session.ts'
import { postJobHref, signInHref } from './links.ts'

let LazyMenu: ComponentType<{ session: AdvertiserSession }> | undefined

/**
 * The header's account links. Signed out (and on the server, and while the page hydrates: who is signed
 * in lives in the browser): "Sign in" and "Post a job", plain links that work before the scripts. Signed
 * in: "Post a job" and the account menu, whose code and words load only then, so /hire's first load does
 * not grow for the visitors who are not signed in.
 */
export function AccountNav() {
  const t = useMessages('common')
  const session = useAdvertiserSession()
  if (!session) {
    return (
      <>
        <ButtonLink href={signInHref} variant="quiet">
          {t.signIn}
        </ButtonLink>
        <ButtonLink href={postJobHref}>{t.postJob}</ButtonLink>
        {/* The sign-out toast shows after the menu that asked for it is gone. */}
        <ToastHost />
      </>
    )
  }
  // A chunk that fails to load (a dropped connection) leaves the menu's place empty rather than break the page.
  LazyMenu ??= lazy(() => import('./account-menu.tsx').catch(() => ({ default: () => null })))
  return (
    <>
      <ButtonLink href={postJobHref}>{t.postJob}</ButtonLink>
      <Suspense fallback={null}>
        <LazyMenu session={session} />
      </Suspense>
    </>
  )
}
