import type { ResumeLink } from '@localjobs/api-client/leads/types'
import { localeFrom } from '@localjobs/validation/locale'
import { resumeLinkSchema } from '@localjobs/validation/resume-link'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, notFound } from '#src/lib/api-error.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { applicantResume, grantedResume, recordResumeAccess } from '#src/lib/resume-access.ts'
import { contentDisposition } from '#src/lib/resumes.ts'
import { checkResumeToken, RESUME_LINK_SECONDS, signResumeGrant } from '#src/lib/signed-links.ts'
import { parseWith } from '#src/lib/validate.ts'
import { advertiserCallerOf } from '#src/plugins/app/access.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam } from '#src/schemas/params.ts'
import { resumeLinkBodySchema, resumeLinkSchema as resumeLinkResponseSchema } from '#src/schemas/resumes.ts'

const PRIVATE = 'private, no-store'

/**
 * An applicant's resume for the advertiser (issue #9, decision 034). The hire app keeps its token in local
 * storage, so a plain link or a new tab cannot carry it: the advertiser asks for a link signed for 5
 * minutes, and the link is its own authority. Each opening is recorded for the seeker.
 */
const resumeLinkRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/classifieds/classifieds/:classifiedId/leads/:leadId/resume_link/',
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "A signed link to an applicant's resume (the owner of the job applied to)",
        description:
          'Body `disposition`: inline (opens in the browser) or attachment (saves it) ' +
          '(`@localjobs/validation/resume-link`; 400 VALIDATION_ERROR in Accept-Language). `leadId` is the ' +
          `application's id. Answers a link valid ${RESUME_LINK_SECONDS / 60} minutes (HMAC-signed with ` +
          "SIGNED_URL_SECRET), the file's name and type. 404 NOT_FOUND for an unknown lead, a lead of another " +
          "job or another advertiser's job (one answer for all); 404 NO_RESUME when the applicant has no " +
          'resume. 120 links an hour per advertiser (429). `private, no-store`.',
        tags: ['leads'],
        params: z.object({ classifiedId: idParam('classifiedId'), leadId: idParam('leadId') }),
        body: resumeLinkBodySchema,
        response: {
          200: resumeLinkResponseSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          403: apiErrorBodySchema,
          404: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<ResumeLink> => {
      reply.header('cache-control', PRIVATE)
      const caller = advertiserCallerOf(request)
      const locale = localeFrom(request.headers['accept-language'])
      const { disposition } = parseWith(resumeLinkSchema, request.body, locale)
      await fastify.rateLimiter.enforce(
        [{ rule: LIMITS.resumeLinkPerAdvertiserHour, subject: String(caller.advertiser.id) }],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      const lead = await applicantResume(fastify.database.db, {
        advertiserId: caller.advertiser.id,
        classifiedId: request.params.classifiedId,
        applicationId: request.params.leadId,
      })
      if (!lead.found) throw notFound(say('leadNotFound', locale))
      if (!lead.resume) throw new ApiError(404, 'NO_RESUME', say('noResume', locale))
      const link = signResumeGrant(
        {
          resumeId: lead.resume.id,
          advertiserId: caller.advertiser.id,
          classifiedId: request.params.classifiedId,
          applicationId: lead.applicationId,
          disposition,
        },
        fastify.env.SIGNED_URL_SECRET,
      )
      return {
        url: link.url,
        expires_at: link.expiresAt.toISOString(),
        file_name: lead.resume.fileName,
        content_type: lead.resume.contentType,
      }
    },
  )

  fastify.get(
    '/classifieds/resumes/:token/',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'A resume by the signed link of POST .../leads/{leadId}/resume_link/ (public with signature)',
        description:
          'The signature is the authority: no token or cookie is needed, so a plain link or a new tab works. ' +
          'Serves the file with its type, Content-Disposition (inline or attachment, with an RFC 6266 ' +
          '`filename*`), `Cache-Control: private, no-store` and `X-Content-Type-Options: nosniff`, and records ' +
          'the serving (who, whose, which job, how) for the seeker. 403 RESUME_LINK_INVALID for a link the ' +
          'API did not sign (or changed), 410 RESUME_LINK_EXPIRED after its 5 minutes, 404 when the resume or ' +
          'the application is gone; never the file.',
        tags: ['leads'],
        params: z.object({ token: z.string().max(300) }),
        response: {
          200: z.unknown().describe('the file'),
          400: apiErrorBodySchema,
          403: apiErrorBodySchema,
          404: apiErrorBodySchema,
          410: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE)
      const locale = localeFrom(request.headers['accept-language'])
      const link = checkResumeToken(request.params.token, fastify.env.SIGNED_URL_SECRET)
      if (!link.ok)
        throw link.why === 'expired'
          ? new ApiError(410, 'RESUME_LINK_EXPIRED', say('resumeLinkExpired', locale))
          : new ApiError(403, 'RESUME_LINK_INVALID', say('resumeLinkInvalid', locale))
      const resume = await grantedResume(fastify.database.db, link.grant)
      const data = resume && (await fastify.files.get(resume.storageKey))
      if (!resume || !data) throw notFound(say('resumeGone', locale))
      // A HEAD (a browser's or a scanner's look before opening) shows no file: it records nothing.
      if (request.method === 'GET') await recordResumeAccess(fastify.database.db, link.grant, resume.userId)
      return reply
        .header('content-type', resume.contentType)
        .header('content-disposition', contentDisposition(link.grant.disposition, resume.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(data)
    },
  )
}

export default resumeLinkRoutes
