/**
 * Where an advertiser's tokens live. The spec keeps them in local storage (section 4); the client only
 * reads and writes them through this interface, so tests and server renders use the in-memory store.
 */

export interface AdvertiserTokens {
  /** Short-lived JWT sent as `Authorization: Bearer <access>` on advertiser calls. */
  access: string
  /** Rotating token that buys a new access token (`POST /user/token/refresh/`); absent for some logins. */
  refresh: string | null
}

export interface TokenStore {
  get(): AdvertiserTokens | null
  /** Stores tokens after sign-in or a refresh; `refresh` left undefined keeps the stored one. */
  set(tokens: { access: string; refresh?: string | null | undefined }): void
  /** Forgets everything this store holds (sign-out, or a refresh that failed). */
  clear(): void
}

/** Local storage keys (the spec does not name them). */
export const TOKEN_STORAGE_KEYS = {
  access: 'localjobs.advertiser.access',
  refresh: 'localjobs.advertiser.refresh',
} as const

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface LocalStorageTokenStoreOptions {
  /** Defaults to `globalThis.localStorage`, looked up on each use (absent during a server render). */
  storage?: KeyValueStorage
  /** Other keys that belong to the signed-in advertiser (profile, login details), removed by `clear()`. */
  alsoClear?: readonly string[]
}

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage
  } catch {
    // Safari with cookies blocked throws on the mere access.
    return undefined
  }
}

/** The browser store: `localStorage`, or nothing at all where storage is missing or blocked. */
export function localStorageTokenStore({
  storage,
  alsoClear = [],
}: LocalStorageTokenStoreOptions = {}): TokenStore {
  const use = <T>(fallback: T, action: (s: KeyValueStorage) => T): T => {
    const s = storage ?? defaultStorage()
    if (!s) return fallback
    try {
      return action(s)
    } catch {
      return fallback
    }
  }
  return {
    get: () =>
      use(null, (s) => {
        const access = s.getItem(TOKEN_STORAGE_KEYS.access)
        return access ? { access, refresh: s.getItem(TOKEN_STORAGE_KEYS.refresh) || null } : null
      }),
    set: ({ access, refresh }) =>
      use(undefined, (s) => {
        s.setItem(TOKEN_STORAGE_KEYS.access, access)
        if (refresh) s.setItem(TOKEN_STORAGE_KEYS.refresh, refresh)
        else if (refresh === null) s.removeItem(TOKEN_STORAGE_KEYS.refresh)
      }),
    clear: () =>
      use(undefined, (s) => {
        for (const key of [TOKEN_STORAGE_KEYS.access, TOKEN_STORAGE_KEYS.refresh, ...alsoClear]) {
          s.removeItem(key)
        }
      }),
  }
}

/** A store that lives as long as the object: tests, server renders, or a browser without storage. */
export function memoryTokenStore(initial: AdvertiserTokens | null = null): TokenStore {
  let tokens = initial
  return {
    get: () => tokens,
    set: ({ access, refresh }) => {
      tokens = { access, refresh: refresh === undefined ? (tokens?.refresh ?? null) : refresh }
    },
    clear: () => {
      tokens = null
    },
  }
}
