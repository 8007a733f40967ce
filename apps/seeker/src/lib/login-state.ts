import type { LoginDetails } from '@localjobs/api-client/auth/types'
import { useSyncExternalStore } from 'react'

/**
 * The seeker's login details (spec section 3: id, jobsUserId, isLogIn, mobileNumber, name, whatsAppOptIn),
 * kept in local storage beside the server's session and user cookies. Small on purpose: the header reads
 * it on every page; the login modal and the apply flow are loaded only when used.
 */
export const LOGIN_DETAILS_KEY = 'loginDetails'

const listeners = new Set<() => void>()
let cached: { raw: string | null; details: LoginDetails | null } = { raw: null, details: null }

function read(): LoginDetails | null {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(LOGIN_DETAILS_KEY)
  } catch {
    return null
  }
  if (raw === cached.raw) return cached.details
  let details: LoginDetails | null = null
  try {
    const parsed = raw ? (JSON.parse(raw) as LoginDetails) : null
    details = parsed?.isLogIn ? parsed : null
  } catch {
    details = null
  }
  cached = { raw, details }
  return details
}

function notify() {
  for (const listener of listeners) listener()
}

export function getLoginDetails(): LoginDetails | null {
  return typeof window === 'undefined' ? null : read()
}

export function setLoginDetails(details: LoginDetails | null): void {
  try {
    if (details) window.localStorage.setItem(LOGIN_DETAILS_KEY, JSON.stringify(details))
    else window.localStorage.removeItem(LOGIN_DETAILS_KEY)
  } catch {
    // Storage may be full or blocked; the session cookie still signs the seeker in for this visit.
  }
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOGIN_DETAILS_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The login details, or null when logged out; null on the server and while hydrating. */
export function useLoginDetails(): LoginDetails | null {
  return useSyncExternalStore(subscribe, getLoginDetails, () => null)
}

/** A request for the login modal; the shell draws it (loaded on first use) and settles the promise. */
export interface LoginRequest {
  resolve: (details: LoginDetails | null) => void
}

let request: LoginRequest | null = null
const requestListeners = new Set<() => void>()

/** Opens the login modal; resolves with the login details, or null when the seeker closes it. */
export function requestLogin(): Promise<LoginDetails | null> {
  request?.resolve(null)
  return new Promise((resolve) => {
    request = {
      resolve: (details) => {
        request = null
        for (const listener of requestListeners) listener()
        resolve(details)
      },
    }
    for (const listener of requestListeners) listener()
  })
}

export function useLoginRequest(): LoginRequest | null {
  return useSyncExternalStore(
    (listener) => {
      requestListeners.add(listener)
      return () => requestListeners.delete(listener)
    },
    () => request,
    () => null,
  )
}
