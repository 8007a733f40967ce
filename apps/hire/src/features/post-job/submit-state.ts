/**
 * What the post-job submit keeps in the tab's session storage (spec section 3's saved client state):
 * - the post's Idempotency-Key: made once, on the first Submit of a post (`crypto.randomUUID()`), and
 *   reused by every retry until the post is created, so a second tap, a reload or a retry after a dropped
 *   connection answers the first post instead of creating another; forgotten once the post exists (or the
 *   server refused it: nothing was created, and the corrected post is a new request);
 * - the add-on (upsell) chosen with the plan at step 4, for the payment (#10).
 * Storage that throws (blocked cookies) keeps the values in memory for the page instead.
 */
export const SUBMIT_KEY_STORAGE_KEY = 'postJobSubmitKey'
export const UPSELL_STORAGE_KEY = 'postJobUpsell'

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

function read(key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return memory.get(key) ?? null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key)
    else storage().setItem(key, value)
  } catch {
    if (value === null) memory.delete(key)
    else memory.set(key, value)
  }
}

/** The Idempotency-Key of the post being submitted: the kept one, or a new one kept from now on. */
export function submitKey(makeKey: () => string = () => crypto.randomUUID()): string {
  const kept = read(SUBMIT_KEY_STORAGE_KEY)
  if (kept) return kept
  const key = makeKey()
  write(SUBMIT_KEY_STORAGE_KEY, key)
  return key
}

/** The post exists (or was refused): the next post gets a new key. */
export function forgetSubmitKey(): void {
  write(SUBMIT_KEY_STORAGE_KEY, null)
}

/** The add-on chosen with the plan, or null. */
export function chosenUpsell(): number | null {
  const kept = Number(read(UPSELL_STORAGE_KEY))
  return Number.isInteger(kept) && kept > 0 ? kept : null
}

export function chooseUpsell(id: number | null): void {
  write(UPSELL_STORAGE_KEY, id === null ? null : String(id))
}
