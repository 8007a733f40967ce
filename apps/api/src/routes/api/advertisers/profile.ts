import type { AdvertiserProfile } from '@localjobs/api-client/advertisers/types'
import {
  ENTERPRISE_READ_ONLY_FIELDS,
  advertiserProfileSchema as profileRules,
} from '@localjobs/validation/advertiser-profile'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError } from '#src/lib/api-error.ts'
import { say } from '#src/lib/messages.ts'
import { parseWith } from '#src/lib/validate.ts'
import { advertiserCallerOf } from '#src/plugins/app/access.ts'
import type { AdvertiserRow } from '#src/plugins/app/identity-repository.ts'
import { advertiserProfileSchema, advertiserProfileUpdateBodySchema } from '#src/schemas/advertisers.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'

export const ADVERTISER_PROFILE_PATH = '/advertisers/v1/profile/'

const present = (advertiser: AdvertiserRow, mobile: string): AdvertiserProfile => ({
  advertiser_id: advertiser.kind === 'b2b' ? advertiser.id : null,
  advertiser_type: advertiser.kind,
  mobile_no: mobile,
  name: advertiser.name,
  company_name: advertiser.companyName,
  email: advertiser.email ?? '',
  company_address: advertiser.companyAddress ?? '',
})

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema }

/** The advertiser's profile and profile details (spec section 2; our path, decision 017). */
const advertiserProfileRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    ADVERTISER_PROFILE_PATH,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "The signed-in advertiser's profile",
        description: 'Bearer token (JWT or legacy). `advertiser_id` only for an enterprise account (b2b).',
        tags: ['advertisers'],
        response: { 200: advertiserProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = advertiserCallerOf(request)
      reply.header('cache-control', 'private, no-store')
      return present(caller.advertiser, caller.user.mobile)
    },
  )

  fastify.patch(
    ADVERTISER_PROFILE_PATH,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: 'Changes the name, company name, e-mail or company address',
        description:
          'Only the fields sent change (rules: `@localjobs/validation/advertiser-profile`). An enterprise ' +
          'account may change its name only: a different company name, e-mail or address answers 403 ' +
          'ENTERPRISE_FIELDS_READ_ONLY naming them (the same values are accepted).',
        tags: ['advertisers'],
        body: advertiserProfileUpdateBodySchema,
        response: { 200: advertiserProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = advertiserCallerOf(request)
      const locale = localeFrom(request.headers['accept-language'])
      const change = parseWith(profileRules, request.body, locale)
      const current = present(caller.advertiser, caller.user.mobile)
      if (caller.advertiser.kind === 'b2b') {
        const changed = ENTERPRISE_READ_ONLY_FIELDS.filter(
          (field) => change[field] !== undefined && change[field] !== current[field],
        )
        if (changed.length > 0) {
          const message = say('enterpriseFieldsReadOnly', locale)
          throw new ApiError(
            403,
            'ENTERPRISE_FIELDS_READ_ONLY',
            message,
            changed.map((path) => ({ path, message })),
          )
        }
      }
      const updated = await fastify.identity.updateAdvertiser(caller.advertiser.id, {
        name: change.name,
        companyName: change.company_name,
        email: change.email === undefined ? undefined : change.email || null,
        companyAddress: change.company_address === undefined ? undefined : change.company_address || null,
      })
      reply.header('cache-control', 'private, no-store')
      return present(updated, caller.user.mobile)
    },
  )
}

export default advertiserProfileRoutes
