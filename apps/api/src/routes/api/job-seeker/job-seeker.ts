import type { Locale } from '@localjobs/api-client/classifieds/types'
import {
  type JobApplicationsResponse,
  seekerApplicationStatus,
} from '@localjobs/api-client/job-seeker/applications'
import {
  type AppliedJobsResponse,
  MAX_APPLIED_JOBS_LOOKUP,
} from '@localjobs/api-client/job-seeker/applied-jobs'
import type { ProfileVisibility } from '@localjobs/api-client/job-seeker/privacy'
import type { JobSeekerProfile, JobSeekerProfileOptions } from '@localjobs/api-client/job-seeker/profile'
import { PROFILE_CREATED_STATUS } from '@localjobs/api-client/job-seeker/status'
import type { JobSeekerStatusResponse } from '@localjobs/api-client/job-seeker/types'
import { localeFrom } from '@localjobs/validation/locale'
import { seekerProfileSchema } from '@localjobs/validation/seeker-profile'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, forbidden } from '#src/lib/api-error.ts'
import { decodeFeedCursor, encodeFeedCursor } from '#src/lib/feed-cursor.ts'
import { jobOpenness } from '#src/lib/job-openness.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { knowsAllOf, nameIn, presentClassified } from '#src/lib/present-classified.ts'
import { type ProfileOptionField, profileOptions } from '#src/lib/profile-options.ts'
import { deleteFiles, presentResume } from '#src/lib/resumes.ts'
import { validationError } from '#src/lib/validate.ts'
import type { ProfileRow, ResumeRow } from '#src/plugins/app/seekers-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import {
  applicationsResponseSchema,
  appliedJobsResponseSchema,
  profileOptionsSchema,
  profileSchema,
  statusResponseSchema,
} from '#src/schemas/job-seeker.ts'
import { profileVisibilitySchema } from '#src/schemas/leads.ts'
import { cursorParam, idListParam, idParam, strictQuery, wholeNumberParam } from '#src/schemas/params.ts'

/** "Profile not created" (spec section 8): any status but 2. */
export const PROFILE_NOT_CREATED_STATUS = 0
const PRIVATE = 'private, no-store'

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  429: apiErrorBodySchema,
}

/** The seeker's own profile, its status, its choices and the seeker's applications. */
const jobSeekerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const optionsIn = async (locale: Locale) => profileOptions(await fastify.referenceData.get(), locale)

  fastify.get(
    '/classifieds/job_seeker/:userId/status/',
    {
      config: { access: 'seeker' },
      schema: {
        summary: "Whether the seeker's job profile is created (status 2) or not (0)",
        description:
          "Only for the logged-in seeker's own id: 401 when nobody is logged in, 403 for another id.",
        tags: ['job seeker'],
        params: z.object({ userId: idParam('userId') }),
        response: { 200: statusResponseSchema, ...errors },
      },
    },
    async (request, reply): Promise<JobSeekerStatusResponse> => {
      const user = await fastify.auth.requireUser(request)
      if (user.id !== request.params.userId)
        throw forbidden('You can only see the status of your own profile.')
      reply.header('cache-control', PRIVATE)
      return {
        status: (await fastify.seekers.hasProfile(user.id))
          ? PROFILE_CREATED_STATUS
          : PROFILE_NOT_CREATED_STATUS,
      }
    },
  )

  fastify.get(
    '/classifieds/job_seeker/profile/options/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The choices of the profile form, titles in Accept-Language',
        tags: ['job seeker'],
        response: { 200: profileOptionsSchema },
      },
    },
    async (request, reply): Promise<JobSeekerProfileOptions> => {
      const locale = localeFrom(request.headers['accept-language'])
      reply
        .header('cache-control', 'public, max-age=300, s-maxage=3600')
        .header('vary', 'Accept-Language')
        .header('content-language', locale)
      return optionsIn(locale)
    },
  )

  const present = async (
    profile: ProfileRow,
    resume: ResumeRow | null,
    locale: Locale,
  ): Promise<JobSeekerProfile> => {
    const reference = await fastify.referenceData.get()
    const options = profileOptions(reference, locale)
    const title = (field: ProfileOptionField, id: number | null) =>
      options[field].find((choice) => choice.id === id)?.title ?? ''
    const role = profile.jobRole === null ? undefined : reference.primaryJobRolesById.get(profile.jobRole)
    return {
      name: profile.name,
      gender: profile.gender,
      qualification: profile.qualification,
      specialization: profile.specialization,
      resume: resume ? presentResume(resume) : null,
      past_employer: profile.pastEmployer,
      recent_designation: profile.recentDesignation,
      experience: profile.experience,
      salary: profile.salary,
      job_type: profile.jobType,
      work_time: profile.workTime,
      shift_timing: profile.shiftTiming,
      job_category: profile.jobCategories,
      job_role: profile.jobRole,
      locations: profile.locations,
      discoverable: profile.discoverable,
      titles: {
        gender: title('gender', profile.gender),
        qualification: title('qualification', profile.qualification),
        specialization: title('specialization', profile.specialization),
        experience: title('experience', profile.experience),
        salary: title('salary', profile.salary),
        job_type: title('job_type', profile.jobType),
        work_time: title('work_time', profile.workTime),
        shift_timing: title('shift_timing', profile.shiftTiming),
        job_category: profile.jobCategories.map((id) => title('job_category', id)),
        job_role: role ? nameIn({ englishName: role.name, translations: role.translations }, locale) : '',
        locations: profile.locations.map((id) => title('locations', id)),
      },
      created_at: profile.createdAt.toISOString(),
      updated_at: profile.updatedAt.toISOString(),
    }
  }

  fastify.get(
    '/classifieds/job_seeker/profile/',
    {
      config: { access: 'seeker' },
      schema: {
        summary: "The logged-in seeker's job profile; 404 PROFILE_NOT_FOUND until it is created",
        tags: ['job seeker'],
        response: { 200: profileSchema, 404: apiErrorBodySchema, ...errors },
      },
    },
    async (request, reply): Promise<JobSeekerProfile> => {
      const user = await fastify.auth.requireUser(request)
      const locale = localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      const found = await fastify.seekers.profile(user.id)
      if (!found) throw new ApiError(404, 'PROFILE_NOT_FOUND', say('profileNotCreated', locale))
      return present(found.profile, found.resume, locale)
    },
  )

  fastify.put(
    '/classifieds/job_seeker/profile/',
    {
      config: { access: 'seeker' },
      schema: {
        summary: "Creates or replaces the logged-in seeker's job profile (all three steps)",
        description:
          'Validated by seekerProfileSchema (@localjobs/validation/seeker-profile); option ids must be among ' +
          'the profile options; `resume` is the id of a resume this seeker uploaded (absent: no resume).',
        tags: ['job seeker'],
        body: seekerProfileSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request, reply): Promise<JobSeekerProfile> => {
      const user = await fastify.auth.requireUser(request)
      const locale = localeFrom(request.headers['accept-language'])
      await fastify.rateLimiter.enforce(
        [{ rule: LIMITS.profileSavePerUserHour, subject: String(user.id) }],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      const body = request.body
      const reference = await fastify.referenceData.get()
      const options = profileOptions(reference, locale)
      const problems: { path: string[]; message: string }[] = []
      const check = (field: ProfileOptionField, ids: readonly (number | undefined)[]) => {
        if (ids.some((id) => id !== undefined && !options[field].some((choice) => choice.id === id)))
          problems.push({ path: [field], message: 'selectValidOption' })
      }
      check('gender', [body.gender])
      check('qualification', [body.qualification])
      check('specialization', [body.specialization])
      check('experience', [body.experience])
      check('salary', [body.salary])
      check('job_type', [body.job_type])
      check('work_time', [body.work_time])
      check('shift_timing', [body.shift_timing])
      check('job_category', body.job_category)
      check('locations', body.locations)
      // The role must be one of the chosen categories' (the form offers only those).
      const role = body.job_role === undefined ? undefined : reference.primaryJobRolesById.get(body.job_role)
      if (body.job_role !== undefined && (!role || !body.job_category.includes(role.categoryId)))
        problems.push({ path: ['job_role'], message: 'selectValidOption' })
      // A File cannot arrive in JSON: the resume is the id the upload answered.
      const resumeId = typeof body.resume === 'string' ? body.resume : ''
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(resumeId))
        problems.push({ path: ['resume'], message: 'resume must be the id of an uploaded resume' })
      if (problems.length > 0) throw validationError(problems, locale)

      const { saved, orphanKeys } = await fastify.seekers.saveProfile(user.id, {
        name: body.name,
        gender: body.gender,
        qualification: body.qualification,
        specialization: body.specialization,
        resumeId,
        // undefined for a fresher: the schema passes none of them on
        pastEmployer: body.past_employer ?? null,
        recentDesignation: body.recent_designation ?? null,
        experience: body.experience,
        salary: body.salary ?? null,
        jobType: body.job_type,
        workTime: body.work_time,
        shiftTiming: body.shift_timing,
        jobCategories: [...new Set(body.job_category)],
        jobRole: body.job_role ?? null,
        locations: [...new Set(body.locations)],
      })
      if (!saved)
        throw validationError([{ path: ['resume'], message: say('resumeNotOnFile', locale) }], locale)
      await deleteFiles(fastify, orphanKeys)
      const found = await fastify.seekers.profile(user.id)
      if (!found) throw new Error('the saved profile is missing')
      reply.header('cache-control', PRIVATE)
      return present(found.profile, found.resume, locale)
    },
  )

  fastify.put(
    '/classifieds/job_seeker/profile/visibility/',
    {
      config: { access: 'seeker' },
      schema: {
        summary: 'Whether advertisers whose job matches may find the logged-in seeker in their database tab',
        description:
          '`discoverable` (on by default): off, the seeker is in no database or verified tab (their ' +
          'applications stay with the jobs they applied to). 404 PROFILE_NOT_FOUND without a profile.',
        tags: ['job seeker'],
        body: profileVisibilitySchema,
        response: { 200: profileVisibilitySchema, 404: apiErrorBodySchema, ...errors },
      },
    },
    async (request, reply): Promise<ProfileVisibility> => {
      const user = await fastify.auth.requireUser(request)
      const locale = localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      await fastify.rateLimiter.enforce(
        [{ rule: LIMITS.visibilityPerUserHour, subject: String(user.id) }],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      const saved = await fastify.seekers.setDiscoverable(user.id, request.body.discoverable)
      if (saved === undefined) throw new ApiError(404, 'PROFILE_NOT_FOUND', say('profileNotCreated', locale))
      return { discoverable: saved }
    },
  )

  fastify.get(
    '/classifieds/job_seeker/applications/',
    {
      config: { access: 'seeker' },
      schema: {
        summary: "The logged-in seeker's own applications, newest first (keyset pages)",
        description:
          '`classified_id` answers whether the seeker applied to that job (one result or none). Each result ' +
          "carries `status`, what the seeker is told (seekerApplicationStatus): 'contacted' once the advertiser " +
          "set Contacted; else 'job_closed' (closed by its advertiser, or removed) or 'job_expired' (its time ran " +
          "out) once the job no longer takes applications; else 'viewed' once the advertiser opened the " +
          "applicant; else 'applied'. Read on every request.",
        tags: ['job seeker'],
        querystring: strictQuery({
          classified_id: idParam('classified_id').optional(),
          cursor: cursorParam.optional(),
          limit: wholeNumberParam('limit', 1, 50).default(20),
        }),
        response: { 200: applicationsResponseSchema, ...errors },
      },
    },
    async (request, reply): Promise<JobApplicationsResponse> => {
      const user = await fastify.auth.requireUser(request)
      const locale = localeFrom(request.headers['accept-language'])
      const { classified_id: classifiedId, cursor, limit } = request.query
      const after = cursor === undefined ? undefined : decodeFeedCursor(cursor)
      const rows = await fastify.seekers.applications(user.id, { classifiedId, after, limit: limit + 1 })
      const page = rows.slice(0, limit)
      const jobs = await fastify.classifiedsRepository.byIds(
        page.map((row) => row.classifiedId),
        locale,
      )
      let reference = await fastify.referenceData.get()
      if (!knowsAllOf(jobs, reference)) reference = await fastify.referenceData.get({ refresh: true })
      const byId = new Map(jobs.map((job) => [job.id, job]))
      const openness = await jobOpenness(
        fastify.database.db,
        page.map((row) => row.classifiedId),
      )
      const last = page.at(-1)
      const hasMore = rows.length > limit && last !== undefined
      reply.header('cache-control', PRIVATE)
      return {
        results: page.map((row) => {
          const job = byId.get(row.classifiedId)
          return {
            id: row.id,
            classified_id: row.classifiedId,
            source: row.source,
            applied_at: row.createdAt.toISOString(),
            status: seekerApplicationStatus({
              reviewStatus: row.reviewStatus,
              viewed: row.viewedAt !== null,
              job: openness.get(row.classifiedId) ?? 'closed',
            }),
            job: job ? presentClassified(job, reference) : null,
          }
        }),
        next_cursor: hasMore ? encodeFeedCursor({ postedAt: last.createdAt, id: last.id }) : null,
        hasMore,
      }
    },
  )

  fastify.get(
    '/classifieds/job_seeker/applied_jobs/',
    {
      config: { access: 'seeker' },
      schema: {
        summary: 'Which of the given jobs the logged-in seeker applied to (marks "Applied" on job cards)',
        description:
          `\`classified_ids\` repeated, 1 to ${MAX_APPLIED_JOBS_LOOKUP}; the answer lists those applied to, in ` +
          "the order asked, each once. Only ever about the caller: another seeker's applications are not visible.",
        tags: ['job seeker'],
        querystring: strictQuery({
          classified_ids: idListParam('classified_ids', MAX_APPLIED_JOBS_LOOKUP),
        }),
        response: { 200: appliedJobsResponseSchema, ...errors },
      },
    },
    async (request, reply): Promise<AppliedJobsResponse> => {
      const user = await fastify.auth.requireUser(request)
      const asked = [...new Set(request.query.classified_ids)]
      const applied = new Set(await fastify.seekers.appliedAmong(user.id, asked))
      reply.header('cache-control', PRIVATE)
      return { classified_ids: asked.filter((id) => applied.has(id)) }
    },
  )
}

export default jobSeekerRoutes
