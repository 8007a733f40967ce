import { describe, expect, it } from 'vitest'
import { forwardedFor } from '../src/start-app.ts'

describe('the X-Forwarded-For the gateway hands the apps (decision 011)', () => {
  it.each([
    [undefined, '203.0.113.9', '203.0.113.9'],
    ['198.51.100.1', '127.0.0.1', '198.51.100.1, 127.0.0.1'],
    ['198.51.100.1,  192.0.2.4 ', '::1', '198.51.100.1, 192.0.2.4, ::1'],
    [['198.51.100.1', '192.0.2.4'], '10.0.0.2', '198.51.100.1, 192.0.2.4, 10.0.0.2'],
    ['', undefined, undefined],
  ])('given %j from %s: %s', (given, peer, expected) => {
    expect(forwardedFor(given, peer)).toBe(expected)
  })
})
