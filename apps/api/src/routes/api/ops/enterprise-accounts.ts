import { mobileNumberSchema } from '@localjobs/validation/mobile-number'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '#src/lib/api-error.ts'
import { advertiserProfileSchema } from '#src/schemas/advertisers.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} must be at most ${max} characters` })

/**
 * Enterprise accounts are created by ops, never by self-service (issue #6). The account waits, unclaimed,
 * until its number signs in on /login/otp/verify-enterprise/.
 */
const enterpriseAccountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/ops/advertisers/enterprise/',
    {
      config: { access: 'ops' },
      schema: {
        summary: 'Creates an enterprise (b2b) advertiser account for a mobile number (ops only)',
        description: '409 ADVERTISER_EXISTS when the number already has an advertiser account.',
        tags: ['ops'],
        body: z.object({
          mobile_no: mobileNumberSchema,
          name: text('name', 100),
          company_name: text('company_name', 200),
          email: z.email({ error: 'email must be an e-mail address' }).max(320),
          company_address: text('company_address', 2000),
        }),
        response: {
          201: advertiserProfileSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          403: apiErrorBodySchema,
          409: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { mobile_no: mobile, name, company_name, email, company_address } = request.body
      const user = await fastify.accounts.findUserByMobile(mobile)
      // id 0 is nobody's: without a user, only an unclaimed account of the number is found
      const existing = await fastify.identity.findAdvertiserFor({ id: user?.id ?? 0, mobile })
      if (existing)
        throw new ApiError(409, 'ADVERTISER_EXISTS', 'This number already has an advertiser account.')
      const account = await fastify.identity.createEnterpriseAccount({
        mobile,
        name,
        companyName: company_name,
        email,
        companyAddress: company_address,
      })
      request.log.info(
        { advertiserId: account.id, by: request.caller?.user.id },
        'enterprise account created',
      )
      reply.code(201).header('cache-control', 'private, no-store')
      return {
        advertiser_id: account.id,
        advertiser_type: 'b2b' as const,
        mobile_no: mobile,
        name: account.name,
        company_name: account.companyName,
        email: account.email ?? '',
        company_address: account.companyAddress ?? '',
      }
    },
  )
}

export default enterpriseAccountRoutes
