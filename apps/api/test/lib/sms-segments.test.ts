import { describe, expect, it } from 'vitest'
import { smsSegments, smsSize } from '#src/lib/sms-segments.ts'

describe('smsSize', () => {
  it.each([
    ['', 'gsm7', 0, 1],
    ['a'.repeat(160), 'gsm7', 160, 1],
    ['a'.repeat(161), 'gsm7', 161, 2],
    ['a'.repeat(306), 'gsm7', 306, 2],
    ['a'.repeat(307), 'gsm7', 307, 3],
    // the extension characters take two septets each
    ['€'.repeat(80), 'gsm7', 160, 1],
    [`${'a'.repeat(159)}{`, 'gsm7', 161, 2],
    ['Çé£@ÑüΔ', 'gsm7', 7, 1],
    // any other character makes the whole text UCS-2
    ['ఉ'.repeat(70), 'ucs2', 70, 1],
    ['ఉ'.repeat(71), 'ucs2', 71, 2],
    ['ఉ'.repeat(134), 'ucs2', 134, 2],
    ['ఉ'.repeat(135), 'ucs2', 135, 3],
    [`${'a'.repeat(69)}…`, 'ucs2', 70, 1],
    [`${'a'.repeat(70)}न`, 'ucs2', 71, 2],
  ] as const)('%# %j: %s, %i units, %i segments', (text, encoding, units, segments) => {
    expect(smsSize(text)).toEqual({ encoding, units, segments })
    expect(smsSegments(text)).toBe(segments)
  })
})
