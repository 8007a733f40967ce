import type { Lead, LeadDetail, LeadsPage } from '@localjobs/api-client/leads/types'
import { CANDIDATE_TABS, LEAD_SORTS, LEADS_PAGE_SIZE } from '@localjobs/api-client/leads/types'
import { leadReviewStatusSchema } from '@localjobs/validation/lead-review-status'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { REVIEW_STATUSES } from '#src/db/schema.ts'
import { ApiError, invalidParameter, notFound } from '#src/lib/api-error.ts'
import { isTabShown } from '#src/lib/lead-visibility.ts'
import {
  applicantRow,
  candidateRow,
  contactAllowance,
  countLeads,
  decodeLeadCursor,
  encodeLeadCursor,
  type LeadsJob,
  listLeads,
  markViewed,
  ownJob,
  presentLead,
  presentLeadDetail,
  setReviewStatus,
  unlockCandidate,
} from '#src/lib/leads.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { parseWith } from '#src/lib/validate.ts'
import { advertiserCallerOf } from '#src/plugins/app/access.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { leadDetailSchema, leadSchema, leadsPageSchema } from '#src/schemas/leads.ts'
import { cursorParam, idParam, strictQuery, wholeNumberParam } from '#src/schemas/params.ts'

const PRIVATE = 'private, no-store'
const JOB_PATH = '/classifieds/classifieds/:classifiedId'

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  429: apiErrorBodySchema,
}

const enumParam = <T extends string>(what: string, values: readonly [T, ...T[]]) =>
  z.enum(values, { error: `${what} is one of ${values.join(', ')}` })

const reviewStatusBodySchema = z
  .record(z.string().max(64), z.unknown(), { error: 'The body must be a JSON object: review_status.' })
  .refine((body) => Object.keys(body).length <= 5, {
    error: 'The body has more fields than this call takes.',
  })
  .meta({
    id: 'UpdateReviewStatusBody',
    description: `\`review_status\`: one of ${REVIEW_STATUSES.join(', ')} (@localjobs/validation/lead-review-status)`,
  })

/**
 * The leads of an advertiser's own job (issue #9, decision 034): the list of a tab, one applicant (opening it
 * marks it viewed), the applicant status, and unlocking a database candidate with one of the plan's contacts.
 * Another advertiser's job and an unknown id answer the same 404.
 */
const leadRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db

  const jobOf = async (request: FastifyRequest, classifiedId: number): Promise<LeadsJob> => {
    const { advertiser } = advertiserCallerOf(request)
    const job = await ownJob(db, classifiedId, advertiser.id)
    if (!job) throw notFound(say('jobNotFound', localeFrom(request.headers['accept-language'])))
    return job
  }

  const limit = async (
    request: FastifyRequest,
    rule: (typeof LIMITS)[keyof typeof LIMITS],
    subject: number,
  ) => {
    const locale = localeFrom(request.headers['accept-language'])
    await fastify.rateLimiter.enforce([{ rule, subject: String(subject) }], (seconds) =>
      say('tooManyTries', locale, waitIn(seconds, locale)),
    )
  }

  fastify.get(
    `${JOB_PATH}/leads/`,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "A tab of the leads of one of the advertiser's own jobs, in keyset pages",
        description:
          '`tab` responses (default), database or verified; `review_status` (responses only); `sort` newest ' +
          "(default) or best_match; `cursor` the page before's `next_cursor`; `limit` 1-50 (default 10). " +
          "`count` is the tab's leads in all; `database_contacts` the plan's allowance for this job. A rejected " +
          "post's database and verified tabs are empty unless it is pay_later (spec section 4). 404 for " +
          "another advertiser's job and an unknown id alike.",
        tags: ['leads'],
        params: z.object({ classifiedId: idParam('classifiedId') }),
        querystring: strictQuery({
          tab: enumParam('tab', CANDIDATE_TABS).optional(),
          review_status: enumParam('review_status', REVIEW_STATUSES).optional(),
          sort: enumParam('sort', LEAD_SORTS).optional(),
          cursor: cursorParam.optional(),
          limit: wholeNumberParam('limit', 1, 50).optional(),
        }),
        response: { 200: leadsPageSchema, ...errors },
      },
    },
    async (request, reply): Promise<LeadsPage> => {
      reply.header('cache-control', PRIVATE)
      const locale = localeFrom(request.headers['accept-language'])
      const { tab = 'responses', review_status, sort = 'newest', cursor, limit: size } = request.query
      if (review_status !== undefined && tab !== 'responses')
        throw invalidParameter('review_status', 'review_status filters the responses tab only')
      const pageSize = size ?? LEADS_PAGE_SIZE
      const after = cursor === undefined ? undefined : decodeLeadCursor(sort, cursor)
      const job = await jobOf(request, request.params.classifiedId)
      const [rows, total, allowance, reference] = await Promise.all([
        listLeads(db, job, { tab, reviewStatus: review_status, sort, after, limit: pageSize + 1 }),
        countLeads(db, job, tab, review_status),
        contactAllowance(db, job),
        fastify.referenceData.get(),
      ])
      const page = rows.slice(0, pageSize)
      const last = page.at(-1)
      const hasMore = rows.length > pageSize && last !== undefined
      reply.header('content-language', locale)
      return {
        results: page.map((row) => presentLead(row, reference, locale)),
        next_cursor: hasMore ? encodeLeadCursor(sort, last) : null,
        hasMore,
        count: total,
        database_contacts: allowance,
      }
    },
  )

  fastify.get(
    `${JOB_PATH}/leads/:leadId/`,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: 'One applicant of the job with their profile; opening it marks it viewed',
        description:
          '`leadId` is an application to this job (responses). The first open sets `viewed_at` (the seeker ' +
          'then reads Viewed); later opens change nothing.',
        tags: ['leads'],
        params: z.object({ classifiedId: idParam('classifiedId'), leadId: idParam('leadId') }),
        response: { 200: leadDetailSchema, ...errors },
      },
    },
    async (request, reply): Promise<LeadDetail> => {
      reply.header('cache-control', PRIVATE)
      const locale = localeFrom(request.headers['accept-language'])
      const job = await jobOf(request, request.params.classifiedId)
      const found = await applicantRow(db, job, request.params.leadId)
      if (!found) throw notFound(say('leadNotFound', locale))
      if (found.viewedAt === null) await markViewed(db, found.id)
      const row = (await applicantRow(db, job, found.id)) ?? found
      reply.header('content-language', locale)
      return presentLeadDetail(row, await fastify.referenceData.get(), locale)
    },
  )

  fastify.patch(
    `${JOB_PATH}/leads/:leadId/update_review_status/`,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "Sets an applicant's status (spec section 4: To Review, Contacted), either way",
        description:
          'Body: `@localjobs/validation/lead-review-status` (400 VALIDATION_ERROR in Accept-Language). Contacted ' +
          'stamps `contacted_at`; either marks the applicant viewed. Answers the lead.',
        tags: ['leads'],
        params: z.object({ classifiedId: idParam('classifiedId'), leadId: idParam('leadId') }),
        body: reviewStatusBodySchema,
        response: { 200: leadSchema, ...errors },
      },
    },
    async (request, reply): Promise<Lead> => {
      reply.header('cache-control', PRIVATE)
      const locale = localeFrom(request.headers['accept-language'])
      const { review_status } = parseWith(leadReviewStatusSchema, request.body, locale)
      const job = await jobOf(request, request.params.classifiedId)
      await limit(request, LIMITS.reviewStatusPerAdvertiserHour, job.advertiserId)
      const found = await applicantRow(db, job, request.params.leadId)
      if (!found) throw notFound(say('leadNotFound', locale))
      await setReviewStatus(db, found.id, review_status)
      const row = (await applicantRow(db, job, found.id)) ?? found
      return presentLead(row, await fastify.referenceData.get(), locale)
    },
  )

  fastify.post(
    `${JOB_PATH}/candidates/:userId/contact/`,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "Unlocks a database candidate's number and resume with one of the job's database contacts",
        description:
          'For a database or verified candidate of the job (matching, discoverable, not applied). Unlocking ' +
          'the same candidate again uses nothing. 403 PLAN_REQUIRED (in Accept-Language) when the plan has ' +
          `none left (the free plan has none); 404 otherwise; ${LIMITS.candidateContactPerAdvertiserHour.limit} an hour.`,
        tags: ['leads'],
        params: z.object({ classifiedId: idParam('classifiedId'), userId: idParam('userId') }),
        response: { 200: leadSchema, ...errors },
      },
    },
    async (request, reply): Promise<Lead> => {
      reply.header('cache-control', PRIVATE)
      const locale = localeFrom(request.headers['accept-language'])
      const job = await jobOf(request, request.params.classifiedId)
      await limit(request, LIMITS.candidateContactPerAdvertiserHour, job.advertiserId)
      const candidate = isTabShown('database', job)
        ? await candidateRow(db, job, request.params.userId)
        : undefined
      if (!candidate) throw notFound(say('candidateNotFound', locale))
      if (!(await unlockCandidate(db, job, candidate.userId)))
        throw new ApiError(403, 'PLAN_REQUIRED', say('planRequired', locale))
      const row = (await candidateRow(db, job, candidate.userId)) ?? candidate
      return presentLead(row, await fastify.referenceData.get(), locale)
    },
  )
}

export default leadRoutes
