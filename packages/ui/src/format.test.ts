/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as format from './format.ts'
import {
  ENGLISH_MONTHS,
  formatDaysAgo,
  formatInr,
  formatNumber,
  formatPostedDate,
  formatRelativeTime,
  formatSalaryRange,
} from './format.ts'

const now = new Date('2025-06-15T12:00:00.000Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const seconds = (n: number) => n * 1000
const minutes = (n: number) => n * 60_000
const hours = (n: number) => minutes(60 * n)
const days = (n: number) => hours(24 * n)

describe('formatRelativeTime (spec section 9: just now, minutes, hours, days, months, years)', () => {
  it.each([
    ['0 seconds', 0, 'just now'],
    ['59 seconds', seconds(59), 'just now'],
    ['1 minute', minutes(1), '1 minute ago'],
    ['2 minutes', minutes(2), '2 minutes ago'],
    ['59 minutes', minutes(59) + seconds(59), '59 minutes ago'],
    ['60 minutes', minutes(60), '1 hour ago'],
    ['23 hours', hours(23) + minutes(59), '23 hours ago'],
    ['24 hours', hours(24), '1 day ago'],
    ['29 days', days(29), '29 days ago'],
    ['30 days', days(30), '1 month ago'],
    ['59 days', days(59), '1 month ago'],
    ['11 months', days(359), '11 months ago'],
    ['12 months of 30 days', days(360), '1 year ago'],
    ['2 years', days(730), '2 years ago'],
  ])('%s -> %s', (_label, elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(text)
  })

  it('reads a time a little in the future (clock skew) as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + minutes(3)), now)).toBe('just now')
  })

  it('accepts the ISO strings the API sends', () => {
    expect(formatRelativeTime('2025-06-15T09:00:00.000Z', now)).toBe('3 hours ago')
  })
})

describe('formatDaysAgo (spec section 9: days up to 30, then 30-day months)', () => {
  it.each([
    ['under a day', hours(23), 'today'],
    ['one day', days(1), '1 day ago'],
    ['two days', days(2) + hours(5), '2 days ago'],
    ['thirty days', days(30), '30 days ago'],
    ['thirty-one days', days(31), '1 month ago'],
    ['fifty-nine days', days(59), '1 month ago'],
    ['sixty days', days(60), '2 months ago'],
    ['a year', days(365), '12 months ago'],
  ])('%s -> %s', (_label, elapsed, text) => {
    expect(formatDaysAgo(ago(elapsed), now)).toBe(text)
  })
})

describe('formatPostedDate (spec section 9: D MMM, YYYY)', () => {
  it('writes day without padding, short month, comma, full year', () => {
    expect(formatPostedDate('2025-01-05T06:30:00.000Z', ENGLISH_MONTHS)).toBe('5 Jan, 2025')
    expect(formatPostedDate('2024-12-25T10:00:00.000Z', ENGLISH_MONTHS)).toBe('25 Dec, 2024')
  })

  it('uses the date in India, so a post at 8 pm UTC on the 4th shows the 5th', () => {
    expect(formatPostedDate('2025-01-04T20:00:00.000Z', ENGLISH_MONTHS)).toBe('5 Jan, 2025')
  })

  it.each(ENGLISH_MONTHS.map((name, month) => [month, name] as const))(
    'month %d is %s, with the names given',
    (month, name) => {
      const date = Date.UTC(2025, month, 15, 6)
      expect(formatPostedDate(date, ENGLISH_MONTHS)).toBe(`15 ${name}, 2025`)
      const numbered = ENGLISH_MONTHS.map((_, index) => `m${index + 1}`) as unknown as typeof ENGLISH_MONTHS
      expect(formatPostedDate(date, numbered)).toBe(`15 m${month + 1}, 2025`)
    },
  )
})

describe('formatNumber (spec section 9: commas, in Indian grouping)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [15000, '15,000'],
    [75000, '75,000'],
    [99999, '99,999'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [10000000, '1,00,00,000'],
    [2147483647, '2,14,74,83,647'],
    [-12500, '-12,500'],
    [-150000, '-1,50,000'],
    [2.4, '2.4'],
    [1234.5, '1,234.5'],
    [0.125, '0.13'],
    [12.999, '13'],
  ])('%d -> %s', (value, text) => {
    expect(formatNumber(value)).toBe(text)
  })

  it('agrees with the en-IN grouping of Intl (the ICU of this Node) on whole numbers', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })
    for (const value of [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 98765432.1]) {
      expect(formatNumber(value)).toBe(intl.format(value))
    }
  })
})

describe('formatInr and formatSalaryRange (Indian grouping in every language)', () => {
  it.each([
    [1000, '₹1,000'],
    [12000, '₹12,000'],
    [15000, '₹15,000'],
    [100000, '₹1,00,000'],
    [1234567, '₹12,34,567'],
    [2147483647, '₹2,14,74,83,647'],
    [999.6, '₹1,000'],
  ])('%d -> %s', (rupees, text) => {
    expect(formatInr(rupees)).toBe(text)
  })

  it('writes a monthly range as low - high', () => {
    expect(formatSalaryRange(12000, 18000)).toBe('₹12,000 - ₹18,000')
    expect(formatSalaryRange(50000, 100000)).toBe('₹50,000 - ₹1,00,000')
  })

  it('writes one amount when the range is a single figure', () => {
    expect(formatSalaryRange(15000, 15000)).toBe('₹15,000')
  })

  it('puts the ends in order whichever way round they come', () => {
    expect(formatSalaryRange(18000, 12000)).toBe('₹12,000 - ₹18,000')
  })
})

describe('relative wording in the seeker languages (Hindi, Telugu)', () => {
  it.each([
    [0, 'अभी-अभी', 'ఇప్పుడే'],
    [minutes(1), '1 मिनट पहले', '1 నిమిషం క్రితం'],
    [minutes(45), '45 मिनट पहले', '45 నిమిషాల క్రితం'],
    [hours(1), '1 घंटा पहले', '1 గంట క్రితం'],
    [hours(5), '5 घंटे पहले', '5 గంటల క్రితం'],
    [days(1), '1 दिन पहले', '1 రోజు క్రితం'],
    [days(29), '29 दिन पहले', '29 రోజుల క్రితం'],
    [days(30), '1 महीना पहले', '1 నెల క్రితం'],
    [days(359), '11 महीने पहले', '11 నెలల క్రితం'],
    [days(360), '1 साल पहले', '1 సంవత్సరం క్రితం'],
    [days(730), '2 साल पहले', '2 సంవత్సరాల క్రితం'],
  ])('%d ms -> %s / %s', (elapsed, hindi, telugu) => {
    expect(formatRelativeTime(ago(elapsed), now, 'hi')).toBe(hindi)
    expect(formatRelativeTime(ago(elapsed), now, 'te')).toBe(telugu)
  })

  it.each([
    [hours(23), 'आज', 'ఈ రోజు'],
    [days(1), '1 दिन पहले', '1 రోజు క్రితం'],
    [days(30), '30 दिन पहले', '30 రోజుల క్రితం'],
    [days(31), '1 महीना पहले', '1 నెల క్రితం'],
    [days(60), '2 महीने पहले', '2 నెలల క్రితం'],
  ])('days ago: %d ms -> %s / %s', (elapsed, hindi, telugu) => {
    expect(formatDaysAgo(ago(elapsed), now, 'hi')).toBe(hindi)
    expect(formatDaysAgo(ago(elapsed), now, 'te')).toBe(telugu)
  })

  it('speaks English unless told otherwise', () => {
    expect(formatDaysAgo(ago(days(2)), now)).toBe(formatDaysAgo(ago(days(2)), now, 'en'))
    expect(formatRelativeTime(ago(hours(3)), now)).toBe(formatRelativeTime(ago(hours(3)), now, 'en'))
  })
})

describe('README', () => {
  // the README's lines run as assertions in package-checks; this keeps every function of the entry in them
  it('shows every function of the entry with a checked result', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8')
    const shown = new Set(Array.from(readme.matchAll(/^(format\w+)\(.*\/\/ => /gm), ([, name]) => name))
    const exported = Object.entries(format).filter(([, value]) => typeof value === 'function')
    expect([...shown].sort()).toEqual(exported.map(([name]) => name).sort())
  })
})
