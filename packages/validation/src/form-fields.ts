/**
 * Building blocks of the form schemas (not exported from the package). Forms hand us what their inputs
 * hold: text for text boxes and selects, numbers or booleans when code or a JSON API fills them. A rule
 * reads such a value and answers with the parsed value or the key of the message that says what to fix.
 *
 * Rules are plain functions rather than chains of zod checks because the spec's rules are about form text
 * ('' is missing, '12.5' is not a whole number) and about other fields (fees only when fees are charged):
 * a whole form is checked in one pass so a person sees every problem at once, and fields a rule skips are
 * neither checked nor passed on.
 */
import * as z from 'zod/mini'
import {
  LONG_TEXT_MAX_LENGTH,
  MAX_ID,
  MOBILE_NUMBER_PATTERN,
  NAME_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from './constants.ts'
import type { MessageKey } from './messages/en.ts'

export type Verdict<T> = { readonly value: T } | { readonly error: MessageKey }
export type Rule<T> = (input: unknown) => Verdict<T>

export const accept = <T>(value: T): Verdict<T> => ({ value })
export const refuse = (error: MessageKey): { readonly error: MessageKey } => ({ error })

/** Nothing filled in: no value, null, text of only spaces, or an empty list. */
export const isEmpty = (input: unknown): boolean =>
  input === undefined ||
  input === null ||
  (typeof input === 'string' && input.trim() === '') ||
  (Array.isArray(input) && input.length === 0)

/** The rule, or `undefined` when nothing was filled in. */
export const optional =
  <T>(rule: Rule<T>): Rule<T | undefined> =>
  (input) =>
    isEmpty(input) ? accept(undefined) : rule(input)

/**
 * A whole number from text ('12', ' 12 ', '007') or from code (12). Text is checked with a pattern rather
 * than `Number()` so that '12.5', '1e3', '0x1f' and 'abc' are refused instead of read as something else.
 */
export const integerOf = (input: unknown): number | undefined => {
  if (typeof input === 'number') return Number.isInteger(input) ? input : undefined
  if (typeof input === 'string' && /^[+-]?\d+$/.test(input.trim())) return Number(input.trim())
  return undefined
}

/** The id of an option the form offered (a select, a radio, a combobox): required, a whole number. */
export const optionId =
  (invalid: MessageKey = 'selectValidOption'): Rule<number> =>
  (input) => {
    if (isEmpty(input)) return refuse('required')
    const id = integerOf(input)
    return id === undefined || id < 0 || id > MAX_ID ? refuse(invalid) : accept(id)
  }

/** A list of option ids (a multi-select): required and non-empty. */
export const optionIds =
  (invalid: MessageKey = 'selectValidOption'): Rule<number[]> =>
  (input) => {
    if (isEmpty(input)) return refuse('required')
    if (!Array.isArray(input)) return refuse(invalid)
    const ids: number[] = []
    for (const item of input) {
      const verdict = optionId(invalid)(item)
      if ('error' in verdict) return refuse(invalid)
      ids.push(verdict.value)
    }
    return accept(ids)
  }

/** A list of option codes ('OTHER_REASON'); one code alone is read as a list of one. */
export const optionCodes: Rule<string[]> = (input) => {
  if (isEmpty(input)) return refuse('required')
  const items = Array.isArray(input) ? input : [input]
  const codes: string[] = []
  for (const item of items) {
    if (typeof item !== 'string' || item.trim() === '') return refuse('selectValidOption')
    codes.push(item.trim())
  }
  return accept(codes)
}

/** A whole number within bounds, each bound with its own message. */
export const wholeNumber =
  (bounds: { min: number; belowMin: MessageKey; max: number; aboveMax: MessageKey }): Rule<number> =>
  (input) => {
    if (isEmpty(input)) return refuse('required')
    const value = integerOf(input)
    if (value === undefined) return refuse('enterWholeNumber')
    if (value < bounds.min) return refuse(bounds.belowMin)
    if (value > bounds.max) return refuse(bounds.aboveMax)
    return accept(value)
  }

/** Required text, trimmed, at most `maxLength` characters. */
export const text =
  (maxLength: number): Rule<string> =>
  (input) => {
    if (isEmpty(input)) return refuse('required')
    if (typeof input !== 'string') return refuse('invalidValue')
    const value = input.trim()
    return [...value].length > maxLength ? refuse('tooLong') : accept(value)
  }

/** The three lengths of text the forms take (see the constants). */
export const nameText = text(NAME_MAX_LENGTH)
export const shortText = text(SHORT_TEXT_MAX_LENGTH)
export const longText = text(LONG_TEXT_MAX_LENGTH)

/** Yes or no: a checkbox or a radio pair gives a boolean, an HTML form gives 'true' or 'false'. */
export const yesNo: Rule<boolean> = (input) => {
  if (input === true || input === 'true') return accept(true)
  if (input === false || input === 'false') return accept(false)
  return isEmpty(input) ? refuse('required') : refuse('selectValidOption')
}

/** A mobile number: 10 digits starting 6 to 9 (spaces around it are a form's, not the person's). */
export const mobileNumber: Rule<string> = (input) => {
  if (isEmpty(input)) return refuse('required')
  const value = typeof input === 'string' ? input.trim() : undefined
  return value !== undefined && MOBILE_NUMBER_PATTERN.test(value)
    ? accept(value)
    : refuse('invalidMobileNumber')
}

/** A `File` or `Blob` as far as we need one; structural, so neither DOM nor Node types are required. */
export type FileLike = {
  readonly size: number
  readonly type: string
  slice(start?: number, end?: number): unknown
}

const isFileLike = (input: unknown): input is FileLike =>
  typeof input === 'object' &&
  input !== null &&
  typeof (input as FileLike).size === 'number' &&
  typeof (input as FileLike).type === 'string' &&
  typeof (input as FileLike).slice === 'function'

/**
 * An uploaded file: a `File` while the browser holds it, or the stored file's reference (a key or a URL)
 * once uploaded. Its size and type are checked by the upload, not here.
 */
export const fileReference: Rule<string | FileLike> = (input) => {
  if (isEmpty(input)) return refuse('required')
  if (typeof input === 'string') return accept(input.trim())
  return isFileLike(input) ? accept(input) : refuse('invalidValue')
}

// What each kind of field accepts before its rule reads it: these give the schemas their input types (and
// the API its JSON Schema); a value of another kind is refused here with 'invalidValue'.
const kind = { error: 'invalidValue' satisfies MessageKey }
/** A number, or the text of one, as a select or a number box gives it. */
export const numberInput = z.optional(z.nullable(z.union([z.string(), z.number()], kind)))
export const numberListInput = z.optional(z.nullable(z.array(z.union([z.string(), z.number()], kind), kind)))
export const textInput = z.optional(z.nullable(z.string(kind)))
/** One text or a list of them (a multi-select of codes). */
export const textListInput = z.optional(
  z.nullable(z.union([z.string(), z.array(z.string(kind), kind)], kind)),
)
export const yesNoInput = z.optional(z.nullable(z.union([z.boolean(), z.string()], kind)))
/** Anything: a `File` in the browser, a stored file's reference after upload; the rule decides. */
export const fileInput = z.optional(z.nullable(z.unknown()))

/** The values a form's rules read: what the shape lets through. */
export type FormValues<S extends z.core.$ZodShape> = z.output<z.ZodMiniObject<S>>

type Values = Record<string, unknown>

export type FormReader<V extends Values> = {
  /**
   * The field's parsed value. On a refusal the issue is recorded and `undefined` comes back; the form then
   * fails as a whole, so the value never reaches a caller. Compare such values only after `passed`.
   */
  field<T>(name: keyof V & string, rule: Rule<T>): T
  /** Record a problem that involves more than one field. */
  report(name: keyof V & string, error: MessageKey): void
  /** True when none of these fields was refused. */
  passed(...names: (keyof V & string)[]): boolean
}

/**
 * A form schema: `shape` types the input (zod checks only the kind of each value), `rules` reads the values
 * field by field and returns the parsed form. Fields not in the shape are dropped.
 */
export const form = <S extends z.core.$ZodShape, O>(
  shape: S,
  rules: (values: FormValues<S>, read: FormReader<FormValues<S>>) => O,
) =>
  z.pipe(
    z.object(shape, kind),
    z.transform((values, ctx): O => {
      const refused = new Set<string>()
      const report = (name: string, error: MessageKey) => {
        refused.add(name)
        ctx.issues.push({ code: 'custom', message: error, path: [name], input: (values as Values)[name] })
      }
      const read: FormReader<Values> = {
        field: <T>(name: string, rule: Rule<T>) => {
          const verdict = rule((values as Values)[name])
          if ('value' in verdict) return verdict.value
          report(name, verdict.error)
          return undefined as T
        },
        report,
        passed: (...names) => names.every((name) => !refused.has(name)),
      }
      const output = rules(values, read)
      return refused.size > 0 ? z.NEVER : output
    }),
  )

/** A schema for one value (an OTP, a password) read by a rule. */
export const single = <I extends z.core.SomeType, T>(input: I, rule: Rule<T>) =>
  z.pipe(
    input,
    z.transform((value, ctx): T => {
      const verdict = rule(value)
      if ('value' in verdict) return verdict.value
      ctx.issues.push({ code: 'custom', message: verdict.error, input: value })
      return z.NEVER
    }),
  )
