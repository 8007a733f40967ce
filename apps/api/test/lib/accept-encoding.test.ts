import { describe, expect, it } from 'vitest'
import { acceptsGzip } from '#src/lib/accept-encoding.ts'

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0.1', true],
    [['deflate', 'gzip'], true],
  ])('takes gzip from %j', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })

  it.each([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br, deflate', false],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['*, gzip;q=0', false],
    ['gzip;q=2', false],
    ['gzip;q=abc', false],
    ['*;q=0', false],
  ])('refuses gzip for %j', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})
