import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FEED_DEFAULT_LIMIT,
  FEED_MAX_LIMIT,
  type FeedQueryInput,
  feedQuerySchema,
} from '../src/feed-query.ts'

const messagesOf = (input: unknown): string[] => {
  const result = feedQuerySchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('feedQuerySchema', () => {
  it.each<[string, FeedQueryInput, object]>([
    ['no parameters: first page of the default size', {}, { limit: FEED_DEFAULT_LIMIT }],
    ['limit from a query string', { limit: '5' }, { limit: 5 }],
    ['limit from code', { limit: 5 }, { limit: 5 }],
    ['largest limit', { limit: String(FEED_MAX_LIMIT) }, { limit: FEED_MAX_LIMIT }],
    ['ids from a query string', { location_id: '9', category_id: '3' }, { location_id: 9, category_id: 3 }],
    ['leading zeros are still the same id', { location_id: '009' }, { location_id: 9 }],
    [
      'slugs as seeker URLs write them',
      { location_slug: 'hyderabad', category_slug: 'sales-and-marketing' },
      { location_slug: 'hyderabad', category_slug: 'sales-and-marketing' },
    ],
    ['a cursor', { cursor: 'MTcxNzE3MTcxNzEyMy4xMjM0NQ' }, { cursor: 'MTcxNzE3MTcxNzEyMy4xMjM0NQ' }],
    ['id for location, slug for category', { location_id: '9', category_slug: 'driver' }, {}],
  ])('accepts %s', (_name, input, expected) => {
    const result = feedQuerySchema.safeParse(input)
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject(expected)
  })

  it.each<[unknown, string]>([
    [{ limit: 'abc' }, 'limit must be a whole number'],
    [{ limit: '1.5' }, 'limit must be a whole number'],
    [{ limit: '1e1' }, 'limit must be a whole number'],
    [{ limit: '0x10' }, 'limit must be a whole number'],
    [{ limit: '' }, 'limit must be a whole number'],
    [{ limit: ' 5' }, 'limit must be a whole number'],
    [{ limit: ['1', '2'] }, 'limit must be a whole number'],
    [{ limit: 2.5 }, 'limit must be a whole number'],
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ limit: '-3' }, 'limit must be at least 1'],
    [{ limit: '51' }, `limit must be at most ${FEED_MAX_LIMIT}`],
    [{ limit: '99999999999999999999999' }, `limit must be at most ${FEED_MAX_LIMIT}`],
    [{ location_id: 'nine' }, 'location_id must be a whole number'],
    [{ location_id: '0' }, 'location_id must be above 0'],
    [{ category_id: '2147483648' }, 'category_id is too large'],
    [{ location_slug: '' }, 'location_slug must not be empty'],
    [{ location_slug: 'Hyderabad' }, "location_slug may contain only a-z, 0-9 and '-'"],
    [{ category_slug: 'sales%20and' }, "category_slug may contain only a-z, 0-9 and '-'"],
    [{ category_slug: 'a'.repeat(201) }, 'category_slug is too long'],
    [{ category_slug: ['a', 'b'] }, 'category_slug must be given once'],
    [{ cursor: 'abc=' }, 'cursor is not a cursor this API returned'],
    [{ cursor: 'a'.repeat(201) }, 'cursor is too long'],
    [{ location_id: '9', location_slug: 'hyderabad' }, 'give location_id or location_slug, not both'],
    [{ category_id: '1', category_slug: 'driver' }, 'give category_id or category_slug, not both'],
  ])('refuses %o with "%s"', (input, message) => {
    expect(messagesOf(input)).toContain(message)
  })

  it('names an unknown parameter and lists the accepted ones', () => {
    const [message] = messagesOf({ page: '2' })
    expect(message).toMatch(/^unknown parameter 'page'; the feed accepts location_id, category_id,/)
    expect(message).toContain('limit')
  })

  it('never throws and always answers with a parsed query or named problems', () => {
    const keys = ['location_id', 'category_id', 'location_slug', 'category_slug', 'cursor', 'limit', 'x']
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), fc.oneof(fc.string(), fc.integer())), (input) => {
        const result = feedQuerySchema.safeParse(input)
        if (result.success) {
          expect(result.data.limit).toBeGreaterThanOrEqual(1)
          expect(result.data.limit).toBeLessThanOrEqual(FEED_MAX_LIMIT)
        } else {
          for (const issue of result.error.issues) expect(issue.message.length).toBeGreaterThan(0)
        }
      }),
    )
  })
})
