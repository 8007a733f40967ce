import type { AdvertiserType, EnterpriseLoginDetails, LoginDetails } from '@localjobs/api-client/auth/types'
import { useSyncExternalStore } from 'react'

/**
 * Who is signed in to the hire app: the advertiser's login details (spec section 3), b2b or b2c (spec
 * section 6) and, for an enterprise account, its enterprise details. Kept in local storage beside the token
 * pair (spec section 4: "advertiser access and refresh tokens are kept in local storage"; the api-client's
 * token store holds the tokens). The pages that need an account render only in the browser: the server
 * never sees local storage, so it renders their loading state and the browser decides.
 */
export interface AdvertiserSession {
  details: LoginDetails
  type: AdvertiserType
  /** set for an enterprise (b2b) account */
  enterprise: EnterpriseLoginDetails | null
}

/** The local storage key of the session (the spec does not name it; tokens are under TOKEN_STORAGE_KEYS). */
export const ADVERTISER_SESSION_KEY = 'localjobs.advertiser.session'

const listeners = new Set<() => void>()
let cached: { raw: string | null; session: AdvertiserSession | null } = { raw: null, session: null }

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Storage blocked (some web views, cookies blocked in Safari): nobody is signed in.
    return undefined
  }
}

/** The stored session, or null: none, unreadable, or storage blocked. */
export function getAdvertiserSession(): AdvertiserSession | null {
  let raw: string | null = null
  try {
    raw = storage()?.getItem(ADVERTISER_SESSION_KEY) ?? null
  } catch {
    return null
  }
  if (raw === cached.raw) return cached.session
  let session: AdvertiserSession | null = null
  try {
    const parsed = raw ? (JSON.parse(raw) as AdvertiserSession) : null
    session = parsed?.details?.isLogIn ? parsed : null
  } catch {
    session = null
  }
  cached = { raw, session }
  return session
}

/** Stores the session after a sign-in (or a profile change), or forgets it (null) on sign-out. */
export function setAdvertiserSession(session: AdvertiserSession | null): void {
  try {
    if (session) storage()?.setItem(ADVERTISER_SESSION_KEY, JSON.stringify(session))
    else storage()?.removeItem(ADVERTISER_SESSION_KEY)
  } catch {
    // Full or blocked storage: the session lasts as long as the page.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    // Another tab signed in or out, or cleared storage (key null).
    if (event.key === ADVERTISER_SESSION_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The session in a component: `undefined` on the server and while the page hydrates (not known yet: draw
 * the loading state), then the session, or `null` when nobody is signed in.
 */
export function useAdvertiserSession(): AdvertiserSession | null | undefined {
  return useSyncExternalStore<AdvertiserSession | null | undefined>(
    subscribe,
    getAdvertiserSession,
    () => undefined,
  )
}

/** The name the header and the dashboard greet the advertiser by: the enterprise contact's, else theirs. */
export const sessionName = (session: AdvertiserSession): string =>
  session.enterprise?.name?.trim() || session.details.name
