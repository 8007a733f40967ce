/**
 * The advertiser app's dates, with dayjs (decision 006: the seeker's first load formats dates by hand; the
 * advertiser app uses dayjs rather than re-implementing date work). The month names come in the page's
 * language (dayjs's Hindi and Telugu locales). Dates are shown in the browser's time zone: these pages
 * render them only in the browser (their data needs the account), so server and browser cannot disagree.
 */
import dayjs from 'dayjs'
import 'dayjs/locale/hi'
import 'dayjs/locale/te'
import type { Locale } from '@localjobs/validation/constants'

type DateInput = string | number | Date

/** 'D MMM, YYYY' (spec section 9's posted-date format) in `locale`: '24 Nov, 2026', '24 नव., 2026'. */
export function formatDate(date: DateInput, locale: Locale): string {
  return dayjs(date).locale(locale).format('D MMM, YYYY')
}

/** The last day a plan of `days` bought `now` is valid: `now` plus the validity days. */
export function validUntil(days: number, now: DateInput = Date.now()): Date {
  return dayjs(now).add(days, 'day').toDate()
}
