import type { MessageResponse } from '@localjobs/api-client/auth/types'
import { mobileNumberSchema } from '@localjobs/validation/mobile-number'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LIMITS } from '#src/lib/limits.ts'
import { say } from '#src/lib/messages.ts'
import { mobilePost, sendText } from '#src/lib/mobile-post.ts'
import { messageResponseSchema } from '#src/schemas/auth.ts'

/** POST /notifications/send_sms/: texts the app's download link (the spec's "send app link"). */
const notificationsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  mobilePost(fastify, '/notifications/send_sms/', {
    summary: "Texts the app's download link to a mobile number",
    description:
      'Limits: 3 texts per number a day and 10 per address an hour (429 with Retry-After). The text is ' +
      'fixed (APP_DOWNLOAD_URL): callers choose the number, never the words.',
    tags: ['notifications'],
    body: z.object({ mobile_no: mobileNumberSchema }),
    reply: messageResponseSchema,
    errors: [503],
    limits: (request, { mobile_no: mobile }) => [
      { rule: LIMITS.appLinkPerIpHour, subject: request.ip },
      { rule: LIMITS.appLinkPerNumberDay, subject: mobile },
    ],
    answer: async ({ mobile_no: mobile }, context): Promise<MessageResponse> => {
      await sendText(fastify, context, {
        to: mobile,
        text: `Find jobs near you with the LocalJobs app: ${fastify.env.APP_DOWNLOAD_URL}`,
        kind: 'app_link',
      })
      return { message: say('appLinkSent', context.locale) }
    },
  })
}

export default notificationsRoutes
