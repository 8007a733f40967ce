import type { Locale } from '@localjobs/api-client/classifieds/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Access } from '#src/plugins/app/access.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { senderRefusalBodySchema } from '#src/schemas/auth.ts'
import type { RateLimitCheck } from '#src/services/rate-limit.ts'
import { SmsDeliveryError, type SmsMessage } from '#src/services/sms.ts'
import { ApiError } from './api-error.ts'
import type { SenderAllowances } from './limits.ts'
import { say, waitIn } from './messages.ts'
import { admitSender } from './sender-admission.ts'

export interface MobilePostContext {
  request: FastifyRequest
  reply: FastifyReply
  /** the request's language (Accept-Language), for every sentence of the answer */
  locale: Locale
}

export interface MobilePost<Body extends { mobile_no: string; altcha?: string | undefined }, Reply> {
  summary: string
  description: string
  tags: string[]
  /** who may call it (decision 017): these calls sign people in or text them, so 'public' */
  access: Access
  /** the body schema; its `mobile_no` is a mobile number of @localjobs/validation */
  body: z.ZodType<Body>
  reply: z.ZodType<Reply>
  /** error statuses the route answers besides 400 (validation), 403 (CSRF) and 429 (limits) */
  errors?: readonly (401 | 503)[]
  /**
   * For a route that texts a number: the address's and network's allowance (free sends, then solved
   * challenges, then a hard ceiling; `admitSender`), checked before `limits`. Its body takes `altcha`.
   */
  senders?: SenderAllowances
  /** what one request counts (after `senders`), the per-address check first (see `RateLimiter.enforce`) */
  limits: (request: FastifyRequest, body: Body) => readonly RateLimitCheck[]
  /** the 429 sentence, given the wait; 'tooManyTries' unless told */
  tooMany?: 'tooManyTries' | 'otpTooMany'
  answer: (body: Body, context: MobilePostContext) => Promise<Reply>
}

/**
 * The shape the login and notification routes share: a POST whose body names a mobile number, counted
 * against its limits before any work, answered privately (`no-store`) in the request's language.
 */
export function mobilePost<Body extends { mobile_no: string; altcha?: string | undefined }, Reply>(
  fastify: FastifyInstance,
  url: string,
  route: MobilePost<Body, Reply>,
): void {
  const errors = Object.fromEntries([
    ...[400, 429, ...(route.errors ?? [])].map((status) => [status, apiErrorBodySchema]),
    [403, route.senders ? senderRefusalBodySchema : apiErrorBodySchema],
  ])
  fastify.post(
    url,
    {
      config: { access: route.access },
      schema: {
        summary: route.summary,
        description: route.description,
        tags: route.tags,
        body: route.body,
        response: { 200: route.reply, ...errors },
      },
    },
    async (request, reply) => {
      const locale = localeFrom(request.headers['accept-language'])
      const body = request.body as Body
      const tooMany = (seconds: number) =>
        say(route.tooMany ?? 'tooManyTries', locale, waitIn(seconds, locale))
      if (route.senders)
        await admitSender(fastify, {
          request,
          allowances: route.senders,
          altcha: body.altcha,
          locale,
          tooMany,
        })
      await fastify.rateLimiter.enforce(route.limits(request, body), tooMany)
      const answer = await route.answer(body, { request, reply, locale })
      reply.header('cache-control', 'no-store')
      return answer
    },
  )
}

/** Texts a message; a gateway failure is logged and answered 503 SMS_UNAVAILABLE, never a crash. */
export async function sendText(
  fastify: FastifyInstance,
  { request, locale }: Pick<MobilePostContext, 'request' | 'locale'>,
  message: SmsMessage,
): Promise<void> {
  try {
    await fastify.sms.send(message)
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error
    request.log.error({ err: error, kind: message.kind }, 'the text could not be sent')
    throw new ApiError(503, 'SMS_UNAVAILABLE', say('smsUnavailable', locale))
  }
}
