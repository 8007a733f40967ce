import { z } from 'zod'

/** Largest page a caller may ask the job feed for. */
export const FEED_MAX_LIMIT = 50
/** Page size when the caller does not say. */
export const FEED_DEFAULT_LIMIT = 20

const positiveId = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .positive({ error: `${what} must be above 0` })

const slug = (what: string) =>
  z
    .string()
    .min(1, { error: `${what} must not be empty` })
    .max(200, { error: `${what} is too long` })
    .regex(/^[a-z0-9-]+$/, { error: `${what} may contain only a-z, 0-9 and '-'` })

/**
 * Query string of GET /classifieds/classifieds/feed_v2/.
 * Filter by location and category, either by id or by the slugs seeker URLs carry.
 * `cursor` is the opaque keyset cursor a previous page returned as `next_cursor`.
 */
export const feedQuerySchema = z.strictObject({
  location_id: positiveId('location_id').optional(),
  category_id: positiveId('category_id').optional(),
  location_slug: slug('location_slug').optional(),
  category_slug: slug('category_slug').optional(),
  cursor: z
    .string()
    .max(200, { error: 'cursor is too long' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'cursor is not a cursor this API returned' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(FEED_MAX_LIMIT, { error: `limit must be at most ${FEED_MAX_LIMIT}` })
    .default(FEED_DEFAULT_LIMIT),
})

export type FeedQuery = z.output<typeof feedQuerySchema>
export type FeedQueryInput = z.input<typeof feedQuerySchema>
