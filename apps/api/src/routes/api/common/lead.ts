import type { ShortFormLeadResponse } from '@localjobs/api-client/common/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { MessageKey } from '@localjobs/validation/messages'
import { type ShortForm, shortFormSchema } from '@localjobs/validation/short-form'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { salesLeads } from '#src/db/schema.ts'
import { addressOf, networkOf } from '#src/lib/client-address.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { parseWith, validationError } from '#src/lib/validate.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { shortFormLeadBodySchema, shortFormLeadResponseSchema } from '#src/schemas/common.ts'

export const LEAD_PATH = '/common/public/v1/lead/'

/** The ids the form picked that the reference data does not have (a city must lie in the state picked). */
function unknownPicks(lead: ShortForm, reference: ReferenceData) {
  const issues: { path: string[]; message: MessageKey }[] = []
  if (!reference.statesById.has(lead.state_id))
    issues.push({ path: ['state_id'], message: 'selectValidState' })
  if (!reference.primaryJobRolesById.has(lead.job_title_id))
    issues.push({ path: ['job_title_id'], message: 'selectValidJobTitle' })
  if (reference.locationsById.get(lead.location_id)?.stateId !== lead.state_id)
    issues.push({ path: ['location_id'], message: 'selectValidLocation' })
  return issues
}

/**
 * POST /common/public/v1/lead/ (spec section 7; a create, so POST): the short hiring form, sent without
 * sign-in (CSRF as every public POST). Stored as a sales lead (status 'new') that the sales team calls back.
 */
const leadRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    LEAD_PATH,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Records a hiring request from the short form (no sign-in); the team calls back',
        description:
          'Rules: `@localjobs/validation/short-form` (the page’s), each refusal a 400 VALIDATION_ERROR naming ' +
          'its field with the spec’s message in Accept-Language; ids checked against the reference data ' +
          "('Select a valid state', 'Select a valid job title', 'Select a valid location'). Limits: 60 an " +
          'hour per address, 240 per /24 or /64 network, 3 a day per mobile number (429 with Retry-After).',
        tags: ['common'],
        body: shortFormLeadBodySchema,
        response: {
          201: shortFormLeadResponseSchema,
          400: apiErrorBodySchema,
          403: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<ShortFormLeadResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const lead = parseWith(shortFormSchema, request.body, locale)
      await fastify.rateLimiter.enforce(
        [
          { rule: LIMITS.leadPerIpHour, subject: addressOf(request.ip) },
          { rule: LIMITS.leadPerNetworkHour, subject: networkOf(request.ip) },
          { rule: LIMITS.leadPerNumberDay, subject: lead.mobile_number },
        ],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      let reference = await fastify.referenceData.get()
      if (unknownPicks(lead, reference).length > 0)
        reference = await fastify.referenceData.get({ refresh: true })
      const issues = unknownPicks(lead, reference)
      if (issues.length > 0) throw validationError(issues, locale)
      const [row] = await fastify.database.db
        .insert(salesLeads)
        .values({
          mobileNumber: lead.mobile_number,
          name: lead.name ?? null,
          openings: lead.n_openings,
          stateId: lead.state_id,
          primaryJobRoleId: lead.job_title_id,
          jobTitle: lead.job_title ?? null,
          locationId: lead.location_id,
          locationName: lead.location_name ?? null,
          companyName: lead.company_name ?? null,
          locale,
        })
        .returning({ id: salesLeads.id })
      if (!row) throw new Error('the lead insert returned no row')
      reply.code(201).header('cache-control', 'private, no-store')
      return { id: row.id, message: say('leadReceived', locale) }
    },
  )
}

export default leadRoutes
