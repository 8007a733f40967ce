import type { Locale } from '@localjobs/api-client/classifieds/types'
import { isMessageKey, translate } from '@localjobs/validation/messages'
import { ApiError } from './api-error.ts'

interface Issue {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

interface SafeParser<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } }
}

/** A 400 VALIDATION_ERROR naming each field, form messages in the request's language. */
export function validationError(issues: readonly Issue[], locale: Locale): ApiError {
  const details = issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: isMessageKey(issue.message) ? translate(issue.message, locale) : issue.message,
  }))
  const message = [
    ...new Set(details.map((detail) => (detail.path ? `${detail.path}: ${detail.message}` : detail.message))),
  ].join(' ')
  return new ApiError(400, 'VALIDATION_ERROR', message || 'The request is not valid.', details)
}

/**
 * Parses with a schema of @localjobs/validation (or any zod schema) inside a handler, for rules a route
 * schema cannot state alone (a password pair beside other fields); a failure is the same 400 as the
 * route schemas give.
 */
export function parseWith<T>(schema: SafeParser<T>, input: unknown, locale: Locale): T {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw validationError(result.error.issues, locale)
}
