import { EmptyState } from '@localjobs/ui/empty-state'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import { type AdvertiserAccess, useAdvertiserAccess } from '#src/lib/advertiser-access.ts'
import { signInFrom } from '#src/lib/redirect.ts'

export type SignedInAccess = Extract<AdvertiserAccess, { status: 'signed-in' }>

/**
 * The gate of every page that needs an advertiser account (decisions 021 and 022). Renders `children` for a
 * signed-in advertiser (a stored session, or an app's web view signed in by its bridge); `loading` while that
 * is not known (on the server, while hydrating, while the bridge answers); for nobody, sends them to sign-in,
 * replacing this page, which comes back here afterwards. When the API client has just given up on the
 * tokens it has already gone to sign-in (or asked the app to log out): the page then says they are signed out.
 */
export function AccountGate({
  loading,
  children,
}: {
  loading: ReactNode
  children: (access: SignedInAccess) => ReactNode
}) {
  const t = useMessages('account')
  const router = useRouter()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const access = useAdvertiserAccess({ api })
  const sent = useRef(false)
  const signedOut = access.status === 'signed-out' && !access.ended

  useEffect(() => {
    // Once: while the sign-in page loads, this page is still drawn and the address is already sign-in's.
    if (!signedOut || sent.current) return
    sent.current = true
    const signIn = signInFrom(router.latestLocation)
    if (signIn) void router.navigate({ href: signIn, replace: true })
  }, [signedOut, router])

  if (access.status === 'signed-in') return children(access)
  if (access.status === 'signed-out' && access.ended)
    return <EmptyState title={t.sessionEnded} description={t.sessionEndedText} />
  return loading
}
