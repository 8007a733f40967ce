import type { MessageResponse } from '@localjobs/api-client/auth/types'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { APP_LINK_SENDERS, LIMITS } from '#src/lib/limits.ts'
import { say } from '#src/lib/messages.ts'
import { mobilePost, sendText } from '#src/lib/mobile-post.ts'
import { messageResponseSchema, textRequestBodySchema } from '#src/schemas/auth.ts'

/** POST /notifications/send_sms/: texts the app's download link (the spec's "send app link"). */
const notificationsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  mobilePost(fastify, '/notifications/send_sms/', {
    access: 'public',
    summary: "Texts the app's download link to a mobile number",
    description:
      'Limits: 3 texts per number a day (429 with Retry-After). Per address an hour: 10 as they come (40 ' +
      'per /24 or /64 network), then 403 CHALLENGE_REQUIRED with an ALTCHA challenge to solve and send back ' +
      'as `altcha`, 100 at most (429). The text is fixed (APP_DOWNLOAD_URL): callers choose the number, ' +
      'never the words.',
    tags: ['notifications'],
    body: textRequestBodySchema,
    reply: messageResponseSchema,
    errors: [503],
    senders: APP_LINK_SENDERS,
    limits: (_request, { mobile_no: mobile }) => [{ rule: LIMITS.appLinkPerNumberDay, subject: mobile }],
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
