/**
 * Values kept in the tab's session storage (spec section 3's saved client state). Storage that throws
 * (blocked cookies) keeps the values in memory for the page instead.
 */
const memory = new Map<string, string>()

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const store = globalThis.sessionStorage
    if (store) return store
  } catch {
    // blocked storage: the in-memory copy below
  }
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  }
}

export function readTab(key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return memory.get(key) ?? null
  }
}

/** Keeps `value` under `key`; null forgets it. */
export function writeTab(key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key)
    else storage().setItem(key, value)
  } catch {
    if (value === null) memory.delete(key)
    else memory.set(key, value)
  }
}
