import { EARLY_CLICK_ATTRIBUTE, replayEarlyClick } from '@localjobs/ui/early-click'
import { type ComponentType, lazy, Suspense } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import { requestLogin, useLoginDetails } from '#src/lib/login-state.ts'

let LazyMenu: ComponentType<{ className: string }> | undefined

/**
 * The header's 'Log in' (opens the OTP modal) or, when logged in, the account menu (My job profile, My
 * applications, Log out). The menu's code and words load only for a logged-in seeker: job lists are at
 * their first-load budget, and most of their visitors are not logged in.
 */
export function AccountButton({ className }: { className: string }) {
  const t = useMessages('common')
  const details = useLoginDetails()
  if (!details) {
    return (
      <button
        // 'Log in' tapped before the page's scripts ran opens the modal once they have. A ref, not an
        // effect: after a logout this is a new button, which must take taps at once too.
        ref={replayEarlyClick}
        type="button"
        className={className}
        onClick={() => void requestLogin()}
        suppressHydrationWarning
        {...{ [EARLY_CLICK_ATTRIBUTE]: '' }}
      >
        {t.logIn}
      </button>
    )
  }
  // A chunk that fails to load (a dropped connection) leaves the place empty rather than break the page.
  LazyMenu ??= lazy(() => import('./account-menu.tsx').catch(() => ({ default: () => null })))
  return (
    <Suspense fallback={null}>
      <LazyMenu className={className} />
    </Suspense>
  )
}
