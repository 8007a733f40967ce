/**
 * What the post-job submit keeps in the tab's session storage (spec section 3's saved client state):
 * - the post's Idempotency-Key: made once, on the first Submit of a post (`crypto.randomUUID()`), and
 *   reused by every retry until the post is created, so a second tap, a reload or a retry after a dropped
 *   connection answers the first post instead of creating another; forgotten once the post exists (or the
 *   server refused it: nothing was created, and the corrected post is a new request);
 * - the add-on (upsell) and the number of districts chosen with the plan at step 4, for the payment (#10).
 * Storage that throws (blocked cookies) keeps the values in memory for the page instead.
 */
import { isTotalDistricts, TOTAL_DISTRICTS_MIN } from '@localjobs/validation/payments'
import { readTab, writeTab } from '#src/lib/tab-storage.ts'

export const SUBMIT_KEY_STORAGE_KEY = 'postJobSubmitKey'
export const UPSELL_STORAGE_KEY = 'postJobUpsell'
export const DISTRICTS_STORAGE_KEY = 'postJobDistricts'

const read = readTab
const write = writeTab

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

/** The districts chosen with the plan (TOTAL_DISTRICTS_MIN..MAX; 1 when none or out of range). */
export function chosenDistricts(): number {
  const kept = Number(read(DISTRICTS_STORAGE_KEY))
  return isTotalDistricts(kept) ? kept : TOTAL_DISTRICTS_MIN
}

export function chooseDistricts(count: number | null): void {
  write(DISTRICTS_STORAGE_KEY, count === null || !isTotalDistricts(count) ? null : String(count))
}
