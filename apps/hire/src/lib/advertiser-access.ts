import { androidBridge, type NativeBridge } from '@localjobs/api-client/app-context'
import type { ApiClient } from '@localjobs/api-client/client'
import { useEffect, useState } from 'react'
import { type AdvertiserSession, setAdvertiserSession, useAdvertiserSession } from './advertiser-session.ts'

/**
 * Whether a page that needs an advertiser account may ask for it (decision 022):
 * - `pending`: not known yet (the server, hydration, the app's bridge still answering): draw the loading state;
 * - `signed-in`: a session is stored here, or the page runs in an app's web view whose bridge holds a token
 *   (the app signed the advertiser in; the API client sends that token instead of stored ones), in which
 *   case `session` may be null;
 * - `signed-out`: nobody is; `ended` says the API client has just given up on the tokens (its refresh was
 *   refused), and has already sent the advertiser to sign in or asked the app to log out.
 */
export type AdvertiserAccess =
  | { status: 'pending' }
  | { status: 'signed-in'; session: AdvertiserSession | null; via: 'session' | 'app' }
  | { status: 'signed-out'; ended: boolean }

/** The app's token from its bridge: a string, '' (none), or undefined while the bridge has not answered. */
function useAppToken(bridge: () => NativeBridge | undefined): string | undefined {
  const [token, setToken] = useState<string | undefined>(undefined)
  useEffect(() => {
    const appBridge = bridge()
    if (!appBridge) {
      setToken('')
      return
    }
    let live = true
    Promise.resolve()
      .then(() => appBridge.getToken())
      .then(
        (value) => live && setToken(value?.trim() ?? ''),
        () => live && setToken(''),
      )
    return () => {
      live = false
    }
  }, [bridge])
  return token
}

export interface AdvertiserAccessOptions {
  /** The page's API client (router context): its auth failures end the stored session too. */
  api: ApiClient
  /** Where the app's bridge is found; `window.Android` by default (tests pass their own). */
  bridge?: () => NativeBridge | undefined
}

const defaultBridge = () => androidBridge()

/**
 * The gate of the advertiser's own pages. When the API client gives up on the tokens (a refused refresh:
 * it clears them, then goes to sign-in or asks the app to log out), the stored session goes too, so the
 * header and every page agree that nobody is signed in.
 */
export function useAdvertiserAccess({
  api,
  bridge = defaultBridge,
}: AdvertiserAccessOptions): AdvertiserAccess {
  const session = useAdvertiserSession()
  const appToken = useAppToken(bridge)
  const [ended, setEnded] = useState(false)

  useEffect(
    () =>
      api.on('auth-failure', () => {
        setEnded(true)
        setAdvertiserSession(null)
      }),
    [api],
  )

  if (ended) return { status: 'signed-out', ended: true }
  if (session === undefined) return { status: 'pending' }
  if (session) return { status: 'signed-in', session, via: 'session' }
  if (appToken === undefined) return { status: 'pending' }
  if (appToken !== '') return { status: 'signed-in', session: null, via: 'app' }
  return { status: 'signed-out', ended: false }
}
