import type { Locale } from '@localjobs/validation/constants'
import dayjs from 'dayjs'
import 'dayjs/locale/hi'
import 'dayjs/locale/te'
import relativeTime from 'dayjs/plugin/relativeTime'

// The advertiser side does its date work with dayjs (decision 006); this module is loaded with the post-job
// form only, never by the seeker app.
dayjs.extend(relativeTime)

/** "2 hours ago" in the page's language, for "Draft saved 2 hours ago" (`now` for tests). */
export function savedAgo(savedAt: string, locale: Locale, now: Date = new Date()): string {
  // The server's clock may be a little ahead of the phone's: a save is never "in a few seconds".
  const saved = dayjs(savedAt)
  return (saved.isAfter(now) ? dayjs(now) : saved).locale(locale).from(dayjs(now))
}
