import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, notFound } from '#src/lib/api-error.ts'
import { logoFormatOf } from '#src/lib/logos.ts'
import { say } from '#src/lib/messages.ts'
import { checkLogoLink, LOGO_LINK_SECONDS } from '#src/lib/signed-links.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { strictQuery } from '#src/schemas/params.ts'

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const

/**
 * A post's company logo for the review desk's <img> (issue #8, decision 031 amended): the desk's detail
 * answers `logo_url`, a link signed for 10 minutes, because an <img> cannot send the desk's bearer token.
 * The signature is the access check: the route is public, and anything but a link the API signed is a 403.
 */
const reviewLogoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/ops/review/logos/:name',
    {
      config: { access: 'public' },
      schema: {
        summary: "A post's company logo by the signed link the desk's detail gives (public with signature)",
        description:
          '`exp` (unix seconds) and `sig` (hex HMAC-SHA256 of the storage key and `exp` with SIGNED_URL_SECRET), ' +
          `as \`logo_url\` of GET /ops/review/submissions/{id}/ gives them, valid ${LOGO_LINK_SECONDS / 60} ` +
          'minutes. The stored image (WebP, re-encoded at upload) with its type, `Cache-Control: private, ' +
          "max-age=600`, `X-Content-Type-Options: nosniff`, `Content-Security-Policy: default-src 'none'`. " +
          '403 LINK_INVALID for a link the API did not sign (or changed), 403 LINK_EXPIRED after its time, ' +
          '404 when the file is gone.',
        tags: ['ops'],
        params: z.object({ name: z.string().max(200) }),
        querystring: strictQuery({
          exp: z.string({ error: 'exp must be given once' }).max(100).optional(),
          sig: z.string({ error: 'sig must be given once' }).max(200).optional(),
        }),
        response: {
          200: z.unknown().describe('the image'),
          400: apiErrorBodySchema,
          403: apiErrorBodySchema,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const locale = localeFrom(request.headers['accept-language'])
      const link = checkLogoLink(
        request.params.name,
        request.query.exp,
        request.query.sig,
        fastify.env.SIGNED_URL_SECRET,
      )
      if (!link.ok)
        throw link.why === 'expired'
          ? new ApiError(403, 'LINK_EXPIRED', say('linkExpired', locale))
          : new ApiError(403, 'LINK_INVALID', say('linkInvalid', locale))
      const data = await fastify.files.get(link.key)
      const format = data && logoFormatOf(data)
      if (!data || !format) throw notFound(say('logoNotFound', locale))
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('cache-control', `private, max-age=${LOGO_LINK_SECONDS}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(data)
    },
  )
}

export default reviewLogoRoutes
