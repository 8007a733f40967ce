import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import { localeFrom } from '@localjobs/validation/locale'
import { isMessageKey, translate } from '@localjobs/validation/messages'
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '#src/lib/api-error.ts'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#src/lib/database-unavailable.ts'

const CODES_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'NOT_LOGGED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
}

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.'
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.'

/**
 * Form rules (@localjobs/validation) put message keys in their issues; the answer carries the text in
 * the request's language, so the UI can show the server's message as it is (spec section 8).
 */
const textOf = (message: string | undefined, request: FastifyRequest) =>
  message && isMessageKey(message)
    ? translate(message, localeFrom(request.headers['accept-language']))
    : message

/** 'body' + '/mobile_no' -> 'mobile_no'; an issue about the whole query (unknown keys) has no path. */
function detailsOf(
  validation: FastifySchemaValidationError[],
  request: FastifyRequest,
): { path: string; message: string; translated: boolean }[] {
  return validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: textOf(issue.message, request) ?? 'is not valid',
    translated: issue.message !== undefined && isMessageKey(issue.message),
  }))
}

/**
 * Our developer-facing messages already start with the parameter's name; a generic one gets it
 * prepended; a form message (translated) stays as people read it.
 */
const sentenceOf = (detail: { path: string; message: string; translated: boolean }) =>
  detail.translated || detail.path === '' || detail.message.startsWith(detail.path)
    ? detail.message
    : `${detail.path}: ${detail.message}`

export function toErrorBody(error: FastifyError, request: FastifyRequest): ApiErrorBody {
  if (error instanceof ApiError) return error.toBody()
  if (error.validation) {
    const details = detailsOf(error.validation, request)
    return {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message:
        details.map(sentenceOf).join(details.every((detail) => detail.translated) ? ' ' : '; ') ||
        'The request is not valid.',
      details: details.map(({ path, message }) => ({ path, message })),
    }
  }
  const statusCode = error.statusCode ?? 500
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, code: CODES_BY_STATUS[statusCode] ?? 'BAD_REQUEST', message: error.message }
  }
  // The database is away (a restart, a failover): not our bug, and over once it is back (issue #11).
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: { message: error.message } }, 'database unavailable: answered 503')
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE }
  }
  request.log.error({ err: error }, 'unexpected error')
  request.server.reportError(error, request)
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE }
}

/** Errors are not cached, unless the error says otherwise (a 410 for an expired job may be). */
const sendError = (reply: FastifyReply, body: ApiErrorBody, headers: Readonly<Record<string, string>> = {}) =>
  reply.code(body.statusCode).header('cache-control', 'no-store').headers(headers).send(body)

/**
 * Every failure answers with an ApiErrorBody: validation problems as 400 naming the parameter, other
 * client errors with their status, anything unexpected as a logged and reported (Sentry, decision 042) 500
 * that reveals nothing inside.
 */
export default fp(
  (fastify) => {
    const routeExists = (url: string, method: string) => {
      try {
        return fastify.hasRoute({ url, method: method as 'GET' })
      } catch {
        return false
      }
    }
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      const body = toErrorBody(error, request)
      const headers =
        error instanceof ApiError
          ? error.headers
          : body.statusCode === 503
            ? { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) }
            : {}
      return sendError(reply, body, headers)
    })
    fastify.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? request.url
      const withSlash = !path.endsWith('/') && routeExists(`${path}/`, request.method)
      sendError(reply, {
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `No API route matches ${request.method} ${path}${withSlash ? `; did you mean ${path}/ ?` : ''}`,
      })
    })
  },
  { name: 'error-handler' },
)
