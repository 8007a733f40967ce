import { APP_TYPES } from '@localjobs/api-client/app-context'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { advertiserCallerOf } from '#src/plugins/app/access.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'

export const PARAMETERS_LOG_PATH = '/submissions/advertisers_parameters_log/'

/** A tracking value: a short visible text (an id or a campaign name), never a document. */
const trackingText = (what: string, max = 200) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} must not be empty; leave it out instead` })
    .max(max, { error: `${what} is at most ${max} characters` })
    .optional()

const parametersLogSchema = z
  .strictObject({
    event_name: z
      .string({ error: 'event_name must be text' })
      .regex(/^[a-z0-9_]{1,64}$/, { error: 'event_name is 1-64 lower-case letters, digits or _' }),
    platform: z.enum(APP_TYPES, { error: `platform is one of ${APP_TYPES.join(', ')}` }),
    utm: z.strictObject({
      utm_source: trackingText('utm.utm_source'),
      utm_medium: trackingText('utm.utm_medium'),
      utm_campaign: trackingText('utm.utm_campaign'),
    }),
    extra: z.strictObject({
      google_client_id: trackingText('extra.google_client_id'),
      meta_browser_id: trackingText('extra.meta_browser_id'),
      click_id: trackingText('extra.click_id', 512),
    }),
  })
  .meta({ id: 'AdvertiserParametersLogBody' })

/**
 * Where the advertiser came from, logged after a successful post (spec section 7): appended with the
 * advertiser and the time; nothing reads it back through the API.
 */
const parametersLogRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    PARAMETERS_LOG_PATH,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "Logs the advertiser's campaign parameters after a post (204)",
        description:
          'JSON: event_name, platform, utm (utm_source, utm_medium, utm_campaign: the only three kept, spec ' +
          'section 9) and extra (google_client_id, meta_browser_id, click_id); unknown keys are refused. ' +
          `${LIMITS.parametersLogPerAdvertiserHour.limit} an hour per advertiser.`,
        tags: ['submissions'],
        body: parametersLogSchema,
        response: {
          204: z.null().describe('logged'),
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          403: apiErrorBodySchema,
          415: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { advertiser } = advertiserCallerOf(request)
      const locale = localeFrom(request.headers['accept-language'])
      await fastify.rateLimiter.enforce(
        [{ rule: LIMITS.parametersLogPerAdvertiserHour, subject: String(advertiser.id) }],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      const { event_name, platform, utm, extra } = request.body
      await fastify.submissions.logParameters({
        advertiserId: advertiser.id,
        eventName: event_name,
        platform,
        utmSource: utm.utm_source ?? null,
        utmMedium: utm.utm_medium ?? null,
        utmCampaign: utm.utm_campaign ?? null,
        googleClientId: extra.google_client_id ?? null,
        metaBrowserId: extra.meta_browser_id ?? null,
        clickId: extra.click_id ?? null,
      })
      return reply.code(204).header('cache-control', 'private, no-store').send(null)
    },
  )
}

export default parametersLogRoutes
