import { randomBytes } from 'node:crypto'
import { extname } from 'node:path'
import type { ResumeInfo } from '@localjobs/api-client/job-seeker/profile'
import { localeFrom } from '@localjobs/validation/locale'
import { detectResumeType } from '@localjobs/validation/resume'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, notFound } from '#src/lib/api-error.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import {
  canReadResume,
  contentDisposition,
  deleteFiles,
  presentResume,
  RESUME_FIELD,
  safeFileName,
} from '#src/lib/resumes.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { resumeInfoSchema } from '#src/schemas/job-seeker.ts'
import { newStorageKey } from '#src/services/file-storage.ts'

/** Resume upload and download: private files, by content type, size-limited, owner-only. */
const resumeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/classifieds/job_seeker/profile/resume/',
    {
      config: { access: 'seeker' },
      schema: {
        summary: 'Uploads a resume (multipart field `resume`): PDF, DOC or DOCX, checked by content',
        description:
          'At most MAX_RESUME_BYTES (413 FILE_TOO_LARGE); another type, whatever its name, is 415 RESUME_TYPE. ' +
          "Stored privately under a random name. Put the answer's id in the profile to keep it.",
        tags: ['job seeker'],
        consumes: ['multipart/form-data'],
        response: {
          201: resumeInfoSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          403: apiErrorBodySchema,
          413: apiErrorBodySchema,
          415: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<ResumeInfo> => {
      const user = await fastify.auth.requireUser(request)
      const locale = localeFrom(request.headers['accept-language'])
      if (!request.isMultipart())
        throw new ApiError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the resume as multipart/form-data in the field `resume`.',
        )
      await fastify.rateLimiter.enforce(
        [{ rule: LIMITS.resumeUploadPerUserHour, subject: String(user.id) }],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      const maxBytes = fastify.env.MAX_RESUME_BYTES
      const tooLarge = () =>
        new ApiError(
          413,
          'FILE_TOO_LARGE',
          `The resume is larger than ${Math.floor(maxBytes / 1024)} KB. Upload a smaller file.`,
        )
      let data: Buffer
      let uploadedName: string | undefined
      try {
        const part = await request.file()
        if (!part || part.fieldname !== RESUME_FIELD) {
          part?.file.resume()
          throw new ApiError(400, 'VALIDATION_ERROR', 'Send the file in the multipart field `resume`.', [
            { path: RESUME_FIELD, message: 'required' },
          ])
        }
        uploadedName = part.filename
        data = await part.toBuffer()
      } catch (error) {
        if (error instanceof ApiError) throw error
        const code = (error as { code?: string }).code
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw new ApiError(
            413,
            'PAYLOAD_TOO_LARGE',
            'Send one file in the field `resume` and nothing else.',
          )
        // Anything else reading the body is the body's fault, status or not (busboy's "Unexpected end of
        // multipart data" for a cut-off upload carries none): a 400, never a 5xx.
        throw new ApiError(400, 'BAD_REQUEST', 'The multipart body could not be read.')
      }
      if (data.length === 0)
        throw new ApiError(400, 'VALIDATION_ERROR', 'The resume file is empty.', [
          { path: RESUME_FIELD, message: 'required' },
        ])
      if (data.length > maxBytes) throw tooLarge()
      const type = detectResumeType(data)
      if (!type) {
        throw new ApiError(
          415,
          'RESUME_TYPE',
          `A resume must be a PDF, DOC or DOCX file; this file${uploadedName && extname(uploadedName) ? ` (named ${extname(uploadedName)})` : ''} is none of them.`,
        )
      }
      const storageKey = newStorageKey('resumes')
      await fastify.files.put(storageKey, data)
      const row = {
        id: randomBytes(18).toString('base64url'),
        userId: user.id,
        storageKey,
        fileName: safeFileName(uploadedName, type.extension),
        contentType: type.contentType,
        sizeBytes: data.length,
        createdAt: new Date(),
      }
      const { orphanKeys } = await fastify.seekers.addResume(row)
      await deleteFiles(fastify, orphanKeys)
      reply.code(201).header('cache-control', 'private, no-store')
      return presentResume(row)
    },
  )

  fastify.get(
    '/classifieds/job_seeker/profile/resume/:resumeId/',
    {
      config: { access: 'seeker' },
      schema: {
        summary: 'Downloads a resume: its owner only (404 for anyone else)',
        description:
          'Content-Disposition attachment, X-Content-Type-Options nosniff; never cached by shared caches. ' +
          "Advertisers read an applicant's resume through a signed link (POST .../leads/{leadId}/resume_link/).",
        tags: ['job seeker'],
        params: z.object({
          resumeId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'resumeId is not a resume id' }),
        }),
        response: {
          200: z.unknown().describe('the file, as an attachment'),
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await fastify.auth.requireUser(request)
      const resume = await fastify.seekers.resume(request.params.resumeId)
      // Someone else's resume answers exactly as a missing one: ids are not confirmed to strangers.
      if (!resume || !canReadResume({ user }, resume)) throw notFound('There is no such resume.')
      const data = await fastify.files.get(resume.storageKey)
      if (!data) throw notFound('There is no such resume.')
      return reply
        .header('content-type', resume.contentType)
        .header('content-disposition', contentDisposition('attachment', resume.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(data)
    },
  )
}

export default resumeRoutes
