import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { expect } from 'vitest'
import { csrfHeaders } from './app.ts'

/** JSON values of every kind, shallow enough to stay fast, with the edge cases parsers trip on. */
export const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string(),
    fc.constantFrom(
      '',
      ' ',
      '9876543210',
      '1234',
      '0',
      '-1',
      '1e3',
      '%',
      '\u0000',
      'x'.repeat(3000),
      '__proto__',
    ),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 }),
  ),
})).value

/** An object with the route's own keys (so the fuzzing gets past "unknown field") and random values. */
export const bodyWith = (keys: readonly string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(keys.map((key) => [key, jsonValue])), { requiredKeys: [] }),
    jsonValue,
  )

/** Query strings of the route's keys and others, raw or encoded, as broken clients send them. */
export const queryWith = (keys: readonly string[]) => {
  const value = fc.oneof(
    fc.string(),
    fc.integer({ min: -10, max: 2 ** 40 }).map(String),
    fc.constantFrom('1', '9', '0', '-0', '1e3', '17.385', '%', '%E0%A4', '[]', ' ', 'all', 'a'.repeat(300)),
  )
  const pair = fc.tuple(fc.constantFrom(...keys, 'x', ''), value, fc.boolean())
  return fc
    .array(pair, { maxLength: 4 })
    .map((pairs) =>
      pairs
        .map(
          ([key, raw, encode]) => `${key}=${encode ? encodeURIComponent(raw) : raw.replace(/[#\s&]/g, '')}`,
        )
        .join('&'),
    )
}

/** Asserts the app never answers a 5xx for any of `requests`, and that errors are ApiErrorBody-shaped. */
export async function assertNo5xx(
  app: FastifyInstance,
  requests: fc.Arbitrary<InjectOptions>,
  numRuns = 120,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(requests, async (options) => {
      const response = await app.inject(options)
      if (response.statusCode >= 500) {
        throw new Error(
          `${response.statusCode} for ${JSON.stringify(options).slice(0, 500)}: ${response.body.slice(0, 300)}`,
        )
      }
      const type = String(response.headers['content-type'] ?? '')
      if (response.statusCode >= 400 && type.startsWith('application/json'))
        expect(response.json()).toMatchObject({ statusCode: response.statusCode, code: expect.any(String) })
    }),
    { numRuns },
  )
}

/** A JSON request with valid CSRF (so fuzzing reaches the handler) and optional extra cookies. */
export const jsonRequest =
  (method: 'POST' | 'PUT', url: string, cookie = '') =>
  (payload: unknown): InjectOptions => ({
    method,
    url,
    headers: { ...csrfHeaders(cookie), 'content-type': 'application/json' },
    payload: JSON.stringify(payload) ?? 'null',
  })
