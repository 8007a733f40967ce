import { MAX_ID } from '@localjobs/validation/feed-query'
import { invalidParameter } from './api-error.ts'

/** Where a feed page ended: the last job's posting time and id, the feed's sort key. */
export interface FeedPosition {
  postedAt: Date
  id: number
}

const LATEST_TIME_MS = 8_640_000_000_000_000

/** Opaque to callers, so the sort key can change without breaking their code. */
export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(`${position.postedAt.getTime()}.${position.id}`, 'latin1').toString('base64url')
}

/** Reads a cursor this API returned; anything else is a 400 naming the parameter. */
export function decodeFeedCursor(cursor: string): FeedPosition {
  const decoded = Buffer.from(cursor, 'base64url').toString('latin1')
  const match = /^(\d{1,16})\.(\d{1,10})$/.exec(decoded)
  const time = Number(match?.[1])
  const id = Number(match?.[2])
  const position = { postedAt: new Date(time), id }
  if (!match || time > LATEST_TIME_MS || id < 1 || id > MAX_ID || encodeFeedCursor(position) !== cursor) {
    throw invalidParameter(
      'cursor',
      'cursor is not a cursor this API returned; start again without it and use next_cursor from the answer',
    )
  }
  return position
}
