/**
 * The lookup of validation messages, without their texts (decision 032). Schemas put only a key in a zod
 * issue's `message`; `messageFor` turns it into the person's language from the texts registered for it. A
 * page registers only its language (`registerMessages('te', te)` with `@localjobs/validation/messages/te`,
 * which the apps do when their `validation` namespace loads, before the page renders); the API and tests
 * import `@localjobs/validation/messages`, which registers all three.
 */

import { DEFAULT_LOCALE, type Locale } from '../constants.ts'
import type { MessageKey, MessageTexts } from './en.ts'

export type { MessageKey, MessageTexts } from './en.ts'

const registered: Partial<Record<Locale, MessageTexts>> = {}

const has = Object.prototype.hasOwnProperty

/** Makes a language's texts available to `translate` and `messageFor`; returns them. */
export const registerMessages = <T extends MessageTexts>(locale: Locale, texts: T): T => {
  registered[locale] = texts
  return texts
}

/** Whether a language's texts are registered (a page that shows errors must have its language's). */
export const hasMessages = (locale: Locale): boolean => registered[locale] !== undefined

const lookUp = (locale: Locale, key: string): string | undefined => {
  const texts = registered[locale]
  return texts && has.call(texts, key) ? texts[key as MessageKey] : undefined
}

/** Whether a value is one of our keys (known to a registered language). */
export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' &&
  (Object.keys(registered) as Locale[]).some((locale) => lookUp(locale, value) !== undefined)

/**
 * A key's text in a language; English when that language is not registered but English is, and the key
 * itself when neither is (a page that forgot to load its texts shows keys, which tests catch, rather than
 * English that looks right).
 */
export const translate = (key: MessageKey, locale: Locale = DEFAULT_LOCALE): string =>
  lookUp(locale, key) ?? lookUp(DEFAULT_LOCALE, key) ?? key

/**
 * The text to show for a zod issue (or an API error detail carrying the key as `message`), in the person's
 * language. A message that is not one of our keys (another library's, or a developer-facing one such as the
 * feed query's) is shown as it is rather than hidden.
 */
export const messageFor = (issue: { readonly message: string }, locale: Locale = DEFAULT_LOCALE): string =>
  lookUp(locale, issue.message) ?? lookUp(DEFAULT_LOCALE, issue.message) ?? issue.message

/**
 * One message per field, keyed by the dotted path a form uses for its inputs ('educations.0.course_id').
 * The first issue of a field wins: schemas report the most helpful problem first.
 */
export const fieldMessages = (
  issues: readonly { readonly message: string; readonly path: readonly PropertyKey[] }[],
  locale: Locale = DEFAULT_LOCALE,
): Record<string, string> => {
  const byField: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.')
    byField[field] ??= messageFor(issue, locale)
  }
  return byField
}
