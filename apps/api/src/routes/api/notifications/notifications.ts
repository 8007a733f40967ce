import type { MessageResponse } from '@localjobs/api-client/auth/types'
import { localeFrom } from '@localjobs/validation/locale'
import { mobileNumberSchema } from '@localjobs/validation/mobile-number'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '#src/lib/api-error.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { messageResponseSchema } from '#src/schemas/auth.ts'
import { SmsDeliveryError } from '#src/services/sms.ts'

/** POST /notifications/send_sms/: texts the app's download link (the spec's "send app link"). */
const notificationsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/notifications/send_sms/',
    {
      schema: {
        summary: "Texts the app's download link to a mobile number",
        description:
          'Limits: 3 texts per number a day and 10 per address an hour (429 with Retry-After). The text is ' +
          'fixed (APP_DOWNLOAD_URL): callers choose the number, never the words.',
        tags: ['notifications'],
        body: z.object({ mobile_no: mobileNumberSchema }),
        response: {
          200: messageResponseSchema,
          400: apiErrorBodySchema,
          403: apiErrorBodySchema,
          429: apiErrorBodySchema,
          503: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<MessageResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const mobile = request.body.mobile_no
      await fastify.rateLimiter.enforce(
        [
          { rule: LIMITS.appLinkPerIpHour, subject: request.ip },
          { rule: LIMITS.appLinkPerNumberDay, subject: mobile },
        ],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      try {
        await fastify.sms.send({
          to: mobile,
          text: `Find jobs near you with the LocalJobs app: ${fastify.env.APP_DOWNLOAD_URL}`,
          kind: 'app_link',
        })
      } catch (error) {
        if (!(error instanceof SmsDeliveryError)) throw error
        request.log.error({ err: error }, 'the app link could not be sent')
        throw new ApiError(503, 'SMS_UNAVAILABLE', say('smsUnavailable', locale))
      }
      reply.header('cache-control', 'no-store')
      return { message: say('appLinkSent', locale) }
    },
  )
}

export default notificationsRoutes
