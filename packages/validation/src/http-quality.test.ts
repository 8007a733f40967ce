import { describe, expect, it } from 'vitest'
import { qualityOf, weightedEntries } from './http-quality.ts'

describe('qualityOf (RFC 9110 section 12.4.2)', () => {
  it.each([
    [[], 1],
    [['level=1'], 1],
    [['q=1'], 1],
    [['q=1.000'], 1],
    [['Q=0.5'], 0.5],
    [[' q = 0.25 '], 0.25],
    [['q=0'], 0],
    [['q=0.'], 0],
    [['q=0.001'], 0.001],
    [['q=0.0001'], 0],
    [['q=1.5'], 0],
    [['q=2'], 0],
    [['q=-1'], 0],
    [['q=abc'], 0],
    [['q='], 0],
    [['level=1', 'q=0.7'], 0.7],
  ] as const)('%j weighs %d', (parameters, quality) => {
    expect(qualityOf(parameters)).toBe(quality)
  })
})

describe('weightedEntries', () => {
  it('gives each entry, trimmed and lower-cased, in order, with its quality; empty entries left out', () => {
    expect(weightedEntries(' Gzip ;q=0.5,, br ,*;q=0')).toEqual([
      { token: 'gzip', quality: 0.5 },
      { token: 'br', quality: 1 },
      { token: '*', quality: 0 },
    ])
  })

  it('reads a header given as several lines as one', () => {
    expect(weightedEntries(['te-IN', 'en;q=0.5'])).toEqual([
      { token: 'te-in', quality: 1 },
      { token: 'en', quality: 0.5 },
    ])
  })

  it('reads only the first entries of a hostile header (32 by default)', () => {
    const header = Array.from({ length: 10_000 }, (_, index) => `x${index}`).join(',')
    expect(weightedEntries(header)).toHaveLength(32)
    expect(weightedEntries(header, 3).map((entry) => entry.token)).toEqual(['x0', 'x1', 'x2'])
  })

  it('an empty header has no entries', () => {
    expect(weightedEntries('')).toEqual([])
  })
})
