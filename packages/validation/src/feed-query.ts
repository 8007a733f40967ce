import * as z from 'zod/mini'
import { MAX_ID } from './constants.ts'

/** Largest page a caller may ask the job feed for. */
export const FEED_MAX_LIMIT = 50
/** Page size when the caller does not say. */
export const FEED_DEFAULT_LIMIT = 20
export { MAX_ID }

/**
 * A whole number from a query string ('20') or from code (20). Query strings are checked with a pattern
 * rather than `Number()` so that '1e1', '0x10', ' 5' or '' are refused instead of silently read.
 */
const wholeNumber = (what: string, message = `${what} must be a whole number`) =>
  z.pipe(
    z.union([z.int({ error: message }), z.string().check(z.regex(/^-?\d+$/, { error: message }))], {
      error: message,
    }),
    z.transform(Number),
  )

const bounded = (what: string, min: [number, string], max: [number, string]) =>
  z.pipe(
    wholeNumber(what),
    z.number().check(z.gte(min[0], { error: min[1] }), z.lte(max[0], { error: max[1] })),
  )

const positiveId = (what: string) =>
  bounded(what, [1, `${what} must be above 0`], [MAX_ID, `${what} is too large`])

const slug = (what: string) =>
  z
    .string({ error: `${what} must be given once` })
    .check(
      z.minLength(1, { error: `${what} must not be empty` }),
      z.maxLength(200, { error: `${what} is too long` }),
      z.regex(/^[a-z0-9-]+$/, { error: `${what} may contain only a-z, 0-9 and '-'` }),
    )

const feedQueryShape = {
  location_id: z.optional(positiveId('location_id')),
  category_id: z.optional(positiveId('category_id')),
  location_slug: z.optional(slug('location_slug')),
  category_slug: z.optional(slug('category_slug')),
  cursor: z.optional(
    z
      .string({ error: 'cursor must be given once' })
      .check(
        z.maxLength(200, { error: 'cursor is too long' }),
        z.regex(/^[A-Za-z0-9_-]+$/, { error: 'cursor is not a cursor this API returned' }),
      ),
  ),
  limit: z._default(
    bounded(
      'limit',
      [1, 'limit must be at least 1'],
      [FEED_MAX_LIMIT, `limit must be at most ${FEED_MAX_LIMIT}`],
    ),
    FEED_DEFAULT_LIMIT,
  ),
}

const parameterNames = Object.keys(feedQueryShape).join(', ')

/**
 * Query string of GET /classifieds/classifieds/feed_v2/.
 * Filter by location and category, either by id or by the slugs seeker URLs carry (not both for the
 * same thing). `cursor` is the opaque keyset cursor a previous page returned as `next_cursor`.
 * Messages here are for developers calling the API, so they are English sentences, not message keys.
 */
export const feedQuerySchema = z
  .strictObject(feedQueryShape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown parameter ${issue.keys.map((key) => `'${key}'`).join(', ')}; the feed accepts ${parameterNames}`
        : undefined,
  })
  .check(
    z.superRefine((query, ctx) => {
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
    }),
  )

export type FeedQuery = z.output<typeof feedQuerySchema>
export type FeedQueryInput = z.input<typeof feedQuerySchema>
