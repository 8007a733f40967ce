/**
 * A form's draft on the device (decision 012): what a person typed, kept in local storage until the form is
 * saved, so that a reload, a killed tab or a dropped connection loses nothing. One draft per form and per
 * user, versioned, stale after a while, and never a reason for the page to fail: storage that is blocked
 * (some web views, private modes), full, or holding something that no longer parses is treated as empty.
 */

/** The part of the Web Storage API a draft needs; `window.localStorage` in a browser. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What is written: the values, the step the person was on, when, the form's version and the basis. */
export interface StoredDraft<V> {
  version: number
  /** The saved record the draft edits (see `basis`), or null for a new one. */
  basis: string | null
  step: number
  values: V
  savedAt: number
}

export interface DraftStoreOptions<V> {
  /** The form and whose draft it is, e.g. `seeker-profile:42`; stored under `localjobs.draft.<key>`. */
  key: string
  /** The shape of the values; a draft of another version is dropped. Bump it when the fields change. */
  version: number
  /** Defaults to `window.localStorage` where there is one and it can be reached. */
  storage?: DraftStorage | null
  /** A draft older than this is dropped (a shared phone should not keep a stranger's details long). */
  maxAgeMs?: number
  /**
   * Which saved record the draft edits, e.g. its `updated_at`: a draft started from another one (the record
   * was saved since, on this device or another) is dropped. Leave it out for a new record. Compared as
   * given, so no clock on the device needs to be right.
   */
  basis?: string | null
  /** The default values: a stored value is kept only where it has the same kind as the default. */
  defaults: V
  /** Reads the stored values instead of the default check; undefined drops the draft. */
  restore?: (stored: unknown, defaults: V) => V | undefined
  now?: () => number
}

export interface DraftStore<V> {
  /** The stored draft, or undefined (none, another version, stale, unreadable; a bad one is removed). */
  read(): { step: number; values: V; savedAt: number } | undefined
  /** Writes the draft; false when storage refused it (blocked or full). */
  write(step: number, values: V): boolean
  clear(): void
  /** Ties later reads and writes to another saved record (the one just saved); see `basis`. */
  rebase(basis: string | null): void
}

export const DRAFT_KEY_PREFIX = 'localjobs.draft.'
/** A week: long enough to come back to a half-filled form, short enough for a shared phone. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

function defaultStorage(): DraftStorage | null {
  try {
    // Reading the property itself throws where storage is blocked (a SecurityError).
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null'

const kindOf = (value: unknown): Kind | 'other' => {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'object' ? type : 'other'
}

/**
 * The default reading: the defaults, with each stored value of the same kind put over its default (a list
 * must hold values of its default's item kind when the default has items, else texts or numbers). Keys the
 * form no longer has are left behind; keys it has gained keep their defaults.
 */
export function restoreByKind<V>(stored: unknown, defaults: V): V | undefined {
  if (kindOf(stored) !== 'object' || kindOf(defaults) !== 'object') return undefined
  const from = stored as Record<string, unknown>
  const result: Record<string, unknown> = { ...(defaults as Record<string, unknown>) }
  for (const [key, fallback] of Object.entries(defaults as Record<string, unknown>)) {
    if (!Object.hasOwn(from, key)) continue
    const value = from[key]
    const kind = kindOf(fallback)
    if (kind === 'array') {
      const [first] = fallback as unknown[]
      const itemKinds = first === undefined ? ['string', 'number'] : [kindOf(first)]
      if (Array.isArray(value) && value.every((item) => itemKinds.includes(kindOf(item)))) result[key] = value
    } else if (kind === 'object') {
      if (kindOf(value) === 'object') result[key] = value
    } else if (kindOf(value) === kind || (kind === 'null' && kindOf(value) !== 'other')) result[key] = value
  }
  return result as V
}

/**
 * Forgets every form draft kept on this device (on logout: a shared phone must not keep what the last person
 * typed). Blocked storage holds none; answers how many were removed.
 */
export function clearAllDrafts(storage: Storage | null = defaultStorage() as Storage | null): number {
  if (!storage) return 0
  try {
    const names: string[] = []
    for (let index = 0; index < storage.length; index++) {
      const name = storage.key(index)
      if (name?.startsWith(DRAFT_KEY_PREFIX)) names.push(name)
    }
    for (const name of names) storage.removeItem(name)
    return names.length
  } catch {
    return 0
  }
}

export function createDraftStore<V>(options: DraftStoreOptions<V>): DraftStore<V> {
  const storage = options.storage === undefined ? defaultStorage() : options.storage
  const name = `${DRAFT_KEY_PREFIX}${options.key}`
  const now = options.now ?? Date.now
  const maxAge = options.maxAgeMs ?? DRAFT_MAX_AGE_MS
  const restore = options.restore ?? restoreByKind
  let basis = options.basis ?? null

  const remove = () => {
    try {
      storage?.removeItem(name)
    } catch {
      // Blocked storage holds nothing to remove.
    }
  }

  return {
    read() {
      let raw: string | null = null
      try {
        raw = storage?.getItem(name) ?? null
      } catch {
        return undefined
      }
      if (raw === null) return undefined
      let parsed: Partial<StoredDraft<unknown>> | undefined
      try {
        parsed = JSON.parse(raw) as Partial<StoredDraft<unknown>>
      } catch {
        parsed = undefined
      }
      const savedAt = parsed?.savedAt
      const step = parsed?.step
      const values =
        parsed?.version === options.version &&
        typeof savedAt === 'number' &&
        now() - savedAt <= maxAge &&
        (parsed.basis ?? null) === basis &&
        typeof step === 'number' &&
        Number.isInteger(step) &&
        step >= 0
          ? restore(parsed.values, options.defaults)
          : undefined
      if (values === undefined || step === undefined || savedAt === undefined) {
        remove()
        return undefined
      }
      return { step, values, savedAt }
    },

    write(step, values) {
      if (!storage) return false
      const draft: StoredDraft<V> = {
        version: options.version,
        basis,
        step,
        values,
        savedAt: now(),
      }
      try {
        storage.setItem(name, JSON.stringify(draft))
        return true
      } catch {
        // Full (QuotaExceededError) or blocked: the form goes on without a draft.
        return false
      }
    },

    clear: remove,
    rebase(next) {
      basis = next
    },
  }
}
