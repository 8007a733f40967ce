import { z } from 'zod'

/** Largest page a caller may ask the job feed for. */
export const FEED_MAX_LIMIT = 50
/** Page size when the caller does not say. */
export const FEED_DEFAULT_LIMIT = 20
/** Ids are PostgreSQL `integer` columns; a larger number can never match and must not reach the database. */
export const MAX_ID = 2_147_483_647

/**
 * A whole number from a query string ('20') or from code (20). Query strings are checked with a pattern
 * rather than `Number()` so that '1e1', '0x10', ' 5' or '' are refused instead of silently read.
 */
const wholeNumber = (what: string, message = `${what} must be a whole number`) =>
  z
    .union([z.int({ error: message }), z.string().regex(/^-?\d+$/, { error: message })], { error: message })
    .transform(Number)

const positiveId = (what: string) =>
  wholeNumber(what).pipe(
    z
      .number()
      .int({ error: `${what} must be a whole number` })
      .min(1, { error: `${what} must be above 0` })
      .max(MAX_ID, { error: `${what} is too large` }),
  )

const slug = (what: string) =>
  z
    .string({ error: `${what} must be given once` })
    .min(1, { error: `${what} must not be empty` })
    .max(200, { error: `${what} is too long` })
    .regex(/^[a-z0-9-]+$/, { error: `${what} may contain only a-z, 0-9 and '-'` })

const feedQueryShape = {
  location_id: positiveId('location_id').optional(),
  category_id: positiveId('category_id').optional(),
  location_slug: slug('location_slug').optional(),
  category_slug: slug('category_slug').optional(),
  cursor: z
    .string({ error: 'cursor must be given once' })
    .max(200, { error: 'cursor is too long' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'cursor is not a cursor this API returned' })
    .optional(),
  limit: wholeNumber('limit')
    .pipe(
      z
        .number()
        .int({ error: 'limit must be a whole number' })
        .min(1, { error: 'limit must be at least 1' })
        .max(FEED_MAX_LIMIT, { error: `limit must be at most ${FEED_MAX_LIMIT}` }),
    )
    .default(FEED_DEFAULT_LIMIT),
}

const parameterNames = Object.keys(feedQueryShape).join(', ')

/**
 * Query string of GET /classifieds/classifieds/feed_v2/.
 * Filter by location and category, either by id or by the slugs seeker URLs carry (not both for the
 * same thing). `cursor` is the opaque keyset cursor a previous page returned as `next_cursor`.
 */
export const feedQuerySchema = z
  .strictObject(feedQueryShape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown parameter ${issue.keys.map((key) => `'${key}'`).join(', ')}; the feed accepts ${parameterNames}`
        : undefined,
  })
  .superRefine((query, ctx) => {
    if (query.location_id !== undefined && query.location_slug !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['location_slug'],
        message: 'give location_id or location_slug, not both',
      })
    }
    if (query.category_id !== undefined && query.category_slug !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['category_slug'],
        message: 'give category_id or category_slug, not both',
      })
    }
  })

export type FeedQuery = z.output<typeof feedQuerySchema>
export type FeedQueryInput = z.input<typeof feedQuerySchema>
