import { MAX_ID, MAX_LIST_LOCATIONS } from '@localjobs/validation/constants'
import { z } from 'zod'

/**
 * Query-string and path parameters the API defines itself (the form rules live in @localjobs/validation).
 * Messages are English sentences for developers that start with the parameter's name, as the feed's do.
 * Text must be plain digits: '1e3', '0x10', ' 5' and '' are refused rather than read as something else.
 */
export const wholeNumberParam = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} must be given once` })
    .regex(/^\d{1,10}$/, { error: `${what} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${what} must be at least ${min}` })
        .max(max, { error: `${what} must be at most ${max}` }),
    )

export const idParam = (what: string) => wholeNumberParam(what, 1, MAX_ID)

/** A signed decimal with at most 8 places ('17.4483', '-3.5'), within [min, max]. */
export const coordinateParam = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} must be given once` })
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/, { error: `${what} must be a decimal number such as 17.385` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${what} must be between ${min} and ${max}` })
        .max(max, { error: `${what} must be between ${min} and ${max}` }),
    )

export const cursorParam = z
  .string({ error: 'cursor must be given once' })
  .max(200, { error: 'cursor is too long' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'cursor is not a cursor this API returned' })

/** A strict query object: an unknown parameter is a 400 that names it and lists the known ones. */
export const strictQuery = <S extends z.ZodRawShape>(shape: S) => {
  const known = Object.keys(shape).join(', ')
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown parameter ${issue.keys.map((key) => `'${key}'`).join(', ')}; this call accepts ${known || 'none'}`
        : undefined,
  })
}

/**
 * Several cities in a query string: the parameter repeated, `location_ids=9&location_ids=31` (as the
 * api-client sends lists), 1 to MAX_LIST_LOCATIONS of them; once is a list of one.
 */
export const cityIdsParam = z
  .union([z.string(), z.array(z.string())], { error: 'location_ids must be city ids' })
  .transform((raw) => (Array.isArray(raw) ? raw : [raw]))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,10}$/, {
            error: 'location_ids must be whole numbers; repeat the parameter for several cities',
          })
          .transform(Number)
          .pipe(
            z
              .number()
              .min(1, { error: 'location_ids must be at least 1' })
              .max(MAX_ID, { error: `location_ids must be at most ${MAX_ID}` }),
          ),
      )
      .max(MAX_LIST_LOCATIONS, { error: `location_ids may name at most ${MAX_LIST_LOCATIONS} cities` }),
  )

/** A query's check that it names one city (location_id) or several (location_ids), not both. */
export const oneCityOrSeveral = (ctx: {
  value: { location_id?: number | undefined; location_ids?: number[] | undefined }
  issues: z.core.$ZodRawIssue[]
}) => {
  if (ctx.value.location_id !== undefined && ctx.value.location_ids !== undefined)
    ctx.issues.push({
      code: 'custom',
      path: ['location_ids'],
      message: 'give location_id (one city) or location_ids (several), not both',
      input: ctx.value,
    })
}

/**
 * Several ids of one kind in a query string: the parameter repeated, `classified_ids=7&classified_ids=8` (as
 * the api-client sends lists), 1 to `max` of them; once is a list of one.
 */
export const idListParam = (what: string, max: number) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${what} must be given, repeated for each id` })
    .transform((raw) => (Array.isArray(raw) ? raw : [raw]))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,10}$/, { error: `${what} must be whole numbers; repeat the parameter for several` })
            .transform(Number)
            .pipe(
              z
                .number()
                .min(1, { error: `${what} must be at least 1` })
                .max(MAX_ID, { error: `${what} must be at most ${MAX_ID}` }),
            ),
        )
        .max(max, { error: `${what} may name at most ${max} ids` }),
    )
