/**
 * Every message a schema of this package can give, in the three languages the product speaks, registered at
 * once: for the API (which answers in the caller's language) and for tests. A page imports the lookup
 * (`@localjobs/validation/messages/lookup`) and registers only its own language (decision 032); both read
 * the same texts (`messages/en.ts`, `hi.ts`, `te.ts`).
 */

import type { Locale } from './constants.ts'
import en, { type MessageKey } from './messages/en.ts'
import hi from './messages/hi.ts'
import { registerMessages } from './messages/lookup.ts'
import te from './messages/te.ts'

export {
  fieldMessages,
  hasMessages,
  isMessageKey,
  type MessageKey,
  type MessageTexts,
  messageFor,
  registerMessages,
  translate,
} from './messages/lookup.ts'

registerMessages('en', en)
registerMessages('hi', hi)
registerMessages('te', te)

/** Every message by key, in each language. */
export const messages = Object.fromEntries(
  (Object.keys(en) as MessageKey[]).map((key) => [key, { en: en[key], hi: hi[key], te: te[key] }]),
) as Record<MessageKey, Record<Locale, string>>
