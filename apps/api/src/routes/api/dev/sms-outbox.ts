import { mobileNumberSchema } from '@localjobs/validation/mobile-number'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '#src/lib/api-error.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { strictQuery } from '#src/schemas/params.ts'

/**
 * GET /api/dev/sms-outbox/?mobile_no=: the last text the log SMS provider "sent" to a number, so an
 * end-to-end test can read its OTP. app.ts registers it only when APP_ENV is not production AND
 * DEV_SMS_OUTBOX=true (and env.ts refuses DEV_SMS_OUTBOX in production). A code's text is a queued job that
 * may go out just after the OTP call answered (decision 045): `wait_ms` waits up to that long for a text, as
 * a person waits for the SMS.
 */
const WAIT_STEP_MS = 50

const smsOutboxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/dev/sms-outbox/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Development only: the last SMS to a number (log provider)',
        tags: ['development'],
        querystring: strictQuery({
          mobile_no: mobileNumberSchema,
          wait_ms: z.coerce.number().int().min(0).max(5000).optional(),
        }),
        response: {
          200: z.object({
            to: z.string(),
            text: z.string(),
            kind: z.enum(['otp', 'app_link', 'job_status', 'applicants', 'payment_link']),
            sent_at: z.string(),
            otp: z.string().nullable().describe('the code, when the text carries one'),
          }),
          400: apiErrorBodySchema,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { mobile_no: mobile, wait_ms: waitMs = 0 } = request.query
      const until = Date.now() + waitMs
      let sent = fastify.sms.lastTo?.(mobile)
      while (!sent && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
        sent = fastify.sms.lastTo?.(mobile)
      }
      if (!sent) throw notFound('No SMS was sent to this number since the API started.')
      reply.header('cache-control', 'no-store')
      return { ...sent, otp: sent.kind === 'otp' ? (/\b(\d{4})\b/.exec(sent.text)?.[1] ?? null) : null }
    },
  )
}

export default smsOutboxRoutes
