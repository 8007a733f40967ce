import fp from 'fastify-plugin'
import { ApiError } from '#src/lib/api-error.ts'

/** How deep a body is searched: the API's bodies are a few levels deep; deeper ones are searched no further. */
const MAX_DEPTH = 32

/** Whether `value` (a parsed body, query or params) holds U+0000 in a key or a string. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((each) => holdsNul(each, depth + 1))
  // Files and streams (multipart) are bytes, not text: only plain objects are searched.
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return false
  return Object.entries(value).some(([key, each]) => key.includes('\u0000') || holdsNul(each, depth + 1))
}

/**
 * PostgreSQL stores no U+0000 in text or jsonb: a string holding one would fail its insert with a 500. No
 * person types one, so any input that holds one (JSON body, query, path) is refused before its route runs, as
 * malformed input: 400, whatever the route.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))
        throw new ApiError(400, 'BAD_REQUEST', 'The request holds a character that is not allowed (U+0000).')
    })
  },
  { name: 'no-nul' },
)
