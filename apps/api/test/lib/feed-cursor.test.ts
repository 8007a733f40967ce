import { describe, expect, it } from 'vitest'
import { ApiError } from '#src/lib/api-error.ts'
import { decodeFeedCursor, encodeFeedCursor } from '#src/lib/feed-cursor.ts'

describe('feed cursor', () => {
  it('gives back the position it was made from, to the millisecond', () => {
    const position = { postedAt: new Date('2025-03-04T05:06:07.089Z'), id: 123_456 }
    expect(decodeFeedCursor(encodeFeedCursor(position))).toEqual(position)
  })

  it('is URL-safe without escaping', () => {
    const cursor = encodeFeedCursor({ postedAt: new Date(), id: 2_147_483_647 })
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
  })

  it.each([
    ['not base64 of a position', 'aGVsbG8'],
    ['an id of 0', Buffer.from('1700000000000.0').toString('base64url')],
    ['an id beyond the integer column', Buffer.from('1700000000000.2147483648').toString('base64url')],
    ['a time beyond what a date can hold', Buffer.from('9999999999999999.5').toString('base64url')],
    ['a negative time', Buffer.from('-5.5').toString('base64url')],
    ['extra text after a valid position', Buffer.from('1700000000000.5;drop').toString('base64url')],
    ['a cursor with its last character changed', `${encodeFeedCursor({ postedAt: new Date(1e12), id: 7 })}x`],
  ])('refuses %s with a 400 naming cursor', (_name, cursor) => {
    let error: unknown
    try {
      decodeFeedCursor(cursor)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).toBody()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      details: [{ path: 'cursor' }],
    })
    expect((error as ApiError).message).toMatch(/^cursor is not a cursor this API returned/)
  })
})
