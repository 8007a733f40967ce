import type { Locale } from '@localjobs/api-client/classifieds/types'
import type {
  ReviewDecisionResponse,
  ReviewField,
  ReviewQueuePage,
  ReviewSubmissionDetail,
} from '@localjobs/api-client/review/types'
import { movesFor, SUBMISSION_STATUSES } from '@localjobs/api-client/submissions/status'
import type { PostJobOptionLists } from '@localjobs/api-client/submissions/types'
import { LOCALES } from '@localjobs/validation/constants'
import { localeFrom } from '@localjobs/validation/locale'
import { POST_JOB_FIELDS } from '@localjobs/validation/post-job'
import { reviewDecisionSchema } from '@localjobs/validation/review-decision'
import { and, asc, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { advertisers, classifieds, jobReports, submissionEvents, submissions } from '#src/db/schema.ts'
import { invalidParameter, notFound } from '#src/lib/api-error.ts'
import { say } from '#src/lib/messages.ts'
import { postJobOptions } from '#src/lib/post-job-options.ts'
import { nameIn } from '#src/lib/present-classified.ts'
import { actorNames, presentEvent } from '#src/lib/present-submission.ts'
import { signedLogoUrl } from '#src/lib/signed-links.ts'
import { parseWith } from '#src/lib/validate.ts'
import { callerOf } from '#src/plugins/app/access.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam, strictQuery, wholeNumberParam } from '#src/schemas/params.ts'

const PRIVATE = 'private, no-store'

type SubmissionRow = typeof submissions.$inferSelect

/** The queue's keyset cursor: risk rank, waiting since (ms), id; base64url of 'rank.ms.id'. */
const encodeCursor = (row: SubmissionRow) =>
  Buffer.from(`${row.riskRank}.${row.waitingSince.getTime()}.${row.id}`).toString('base64url')
function decodeCursor(cursor: string) {
  const match = /^([0-2])\.(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw invalidParameter('cursor', 'cursor is not one this call gave')
  return { rank: Number(match[1]), waitingSince: new Date(Number(match[2])), id: Number(match[3]) }
}

/** The post's heading: the advertiser's, else their job title, else the chosen title's name in `locale`. */
function titleOf(row: SubmissionRow, reference: ReferenceData, locale: Locale) {
  const title = reference.jobTitlesById.get(row.jobTitleId)
  return row.title?.trim() || row.jobTitle?.trim() || (title ? nameIn(title, locale) : '')
}

const REFERENCE_FIELDS = new Set([
  'job_category',
  'job_title_id',
  'primary_job_role',
  'constituency',
  'job_location_city',
  'job_location_locality',
  'posting_locations',
  'plan',
])

const camel = (field: string) => field.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase())

/** Every field as written, option ids and reference ids as their titles in `locale`. */
function fieldsOf(row: SubmissionRow, reference: ReferenceData, locale: Locale): ReviewField[] {
  const options = postJobOptions(reference, locale) as unknown as Record<
    string,
    { id: number | string; title: string }[]
  >
  const named = (field: string, id: number | string): string => {
    const list = options[field as keyof PostJobOptionLists]
    if (list) return list.find((option) => option.id === id)?.title ?? String(id)
    if (typeof id !== 'number' || !REFERENCE_FIELDS.has(field)) return String(id)
    switch (field) {
      case 'job_category': {
        const category = reference.categoriesById.get(id)
        return category ? nameIn(category, locale) : String(id)
      }
      case 'job_title_id': {
        const title = reference.jobTitlesById.get(id)
        return title ? nameIn(title, locale) : String(id)
      }
      case 'primary_job_role': {
        const role = reference.primaryJobRolesById.get(id)
        return role ? (locale === 'en' ? role.name : role.translations[locale] || role.name) : String(id)
      }
      case 'job_location_locality':
      case 'posting_locations': {
        const locality = reference.localitiesById.get(id)
        return locality ? nameIn(locality, locale) : String(id)
      }
      case 'plan':
        return String(id)
      default: {
        const place = reference.locationsById.get(id)
        return place ? nameIn(place, locale) : String(id)
      }
    }
  }
  const values = row as unknown as Record<string, unknown>
  return POST_JOB_FIELDS.flatMap((field) => {
    const value = values[field === 'plan' ? 'planId' : camel(field)]
    if (value === null || value === undefined || value === '') return []
    const shown = Array.isArray(value)
      ? value.map((each) => named(field, each as number | string)).join(', ')
      : typeof value === 'number' || (typeof value === 'string' && options[field])
        ? named(field, value)
        : String(value)
    return [{ field, value: shown }]
  })
}

const DESK_ACTIONS = ['approve', 'reject', 'hold'] as const

const statusSchema = z.enum(SUBMISSION_STATUSES)
export const submissionEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  from_status: statusSchema.nullable(),
  to_status: statusSchema,
  reason: z.string().nullable(),
  reason_label: z.string().nullable(),
  note: z.string().nullable(),
  actor: z.object({ kind: z.enum(['ops', 'advertiser', 'system', 'seekers']), name: z.string().nullable() }),
  created_at: z.string(),
})

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
}

/**
 * The review desk's calls (issue #8), ops only: the decision on a post. Every move goes through the status
 * engine (fastify.submissionLife), so the transition table decides what is allowed.
 */
const reviewRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/ops/review/submissions/:id/decision/',
    {
      config: { access: 'ops' },
      schema: {
        summary: 'Approves, rejects or holds a post under review (ops only)',
        description:
          'Body (`@localjobs/validation/review-decision`): `action` approve | reject (with `reason`, one of ' +
          'REJECT_REASONS) | hold (with `reason`, one of HOLD_REASONS), `note` up to 500 characters, required ' +
          'with the reason `other`; 400 VALIDATION_ERROR names each field in `locale`, else Accept-Language. ' +
          "Approving publishes the post as a classified (seekers find it at once) valid for its plan's days. " +
          '409 INVALID_TRANSITION when the post is no longer in a status the action can move (another ' +
          'reviewer decided first); 404 when there is no such post.',
        tags: ['ops'],
        params: z.object({ id: idParam('id') }),
        querystring: strictQuery({
          locale: z.enum(LOCALES, { error: `locale is one of ${LOCALES.join(', ')}` }).optional(),
        }),
        body: z.unknown(),
        response: {
          200: z.object({
            id: z.number(),
            status: statusSchema,
            classified_id: z.number().nullable(),
            valid_through: z.string().nullable(),
            event: submissionEventSchema,
          }),
          ...errors,
        },
      },
    },
    async (request, reply): Promise<ReviewDecisionResponse> => {
      const caller = callerOf(request)
      const locale = request.query.locale ?? localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      const decision = parseWith(reviewDecisionSchema, request.body ?? {}, locale)
      const { event, submission } = await fastify.submissionLife.move(fastify.database.db, {
        submissionId: request.params.id,
        action: decision.action,
        reason: 'reason' in decision ? decision.reason : null,
        note: decision.note ?? null,
        actor: { kind: 'ops', userId: caller.user.id },
        locale,
      })
      // approving publishes; rejecting or holding may take a live job off the lists (decision 041)
      fastify.feedCache.purgeAll()
      const names = await actorNames(fastify.database.db, [event])
      return {
        id: submission.id,
        status: submission.status,
        classified_id: submission.classifiedId,
        valid_through: submission.validThrough?.toISOString() ?? null,
        event: presentEvent(event, locale, names),
      }
    },
  )
  fastify.get(
    '/ops/review/submissions/',
    {
      config: { access: 'ops' },
      schema: {
        summary:
          'The review queue: posts awaiting review (or on hold), riskiest first, then oldest first (ops only)',
        description:
          'Filters: `status` approval_pending (default) or on_hold, `risk`, `city` (job_location_city), `category` ' +
          '(job_category), `first_time=1` (first posts: the advertiser had none before when it was created). Keyset pages (`cursor`, `limit` ' +
          '1-50, default 20). Titles in `locale`, else Accept-Language.',
        tags: ['ops'],
        querystring: strictQuery({
          status: z
            .enum(['approval_pending', 'on_hold'], { error: 'status is approval_pending or on_hold' })
            .optional(),
          risk: z.enum(['low', 'medium', 'high'], { error: 'risk is low, medium or high' }).optional(),
          city: idParam('city').optional(),
          category: idParam('category').optional(),
          first_time: z.enum(['0', '1', 'true', 'false'], { error: 'first_time is 1 or 0' }).optional(),
          cursor: z.string().max(200).optional(),
          limit: wholeNumberParam('limit', 1, 50).default(20),
          locale: z.enum(LOCALES, { error: `locale is one of ${LOCALES.join(', ')}` }).optional(),
        }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply): Promise<ReviewQueuePage> => {
      const query = request.query
      const locale = query.locale ?? localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      const after = query.cursor ? decodeCursor(query.cursor) : undefined
      const onlyFirst = query.first_time === '1' || query.first_time === 'true'
      const rows = await fastify.database.db
        .select({ submission: submissions, advertiser: advertisers })
        .from(submissions)
        .innerJoin(advertisers, eq(advertisers.id, submissions.advertiserId))
        .where(
          and(
            eq(submissions.status, query.status ?? 'approval_pending'),
            query.risk ? eq(submissions.riskLevel, query.risk) : undefined,
            query.city ? eq(submissions.jobLocationCity, query.city) : undefined,
            query.category ? eq(submissions.jobCategory, query.category) : undefined,
            // the stored flag (set at create) and its partial index, not a subquery per row
            onlyFirst ? eq(submissions.firstTime, true) : undefined,
            after
              ? or(
                  lt(submissions.riskRank, after.rank),
                  and(
                    eq(submissions.riskRank, after.rank),
                    or(
                      gt(submissions.waitingSince, after.waitingSince),
                      and(eq(submissions.waitingSince, after.waitingSince), gt(submissions.id, after.id)),
                    ),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(submissions.riskRank), asc(submissions.waitingSince), asc(submissions.id))
        .limit(query.limit + 1)
      const page = rows.slice(0, query.limit)
      const reference = await fastify.referenceData.get()
      const last = page.at(-1)
      const hasMore = rows.length > query.limit
      return {
        results: page.map(({ submission: row, advertiser }) => {
          const city = reference.locationsById.get(row.jobLocationCity)
          const category = reference.categoriesById.get(row.jobCategory)
          return {
            id: row.id,
            title: titleOf(row, reference, locale),
            status: row.status,
            risk: { score: row.riskScore, level: row.riskLevel },
            findings: row.findings,
            city: { id: row.jobLocationCity, title: city ? nameIn(city, locale) : '' },
            category: { id: row.jobCategory, title: category ? nameIn(category, locale) : '' },
            advertiser: {
              id: advertiser.id,
              name: advertiser.name,
              company_name: advertiser.companyName,
              first_time: row.firstTime,
            },
            waiting_since: row.waitingSince.toISOString(),
            created_at: row.createdAt.toISOString(),
          }
        }),
        next_cursor: hasMore && last ? encodeCursor(last.submission) : null,
        hasMore,
      }
    },
  )

  fastify.get(
    '/ops/review/submissions/:id/',
    {
      config: { access: 'ops' },
      schema: {
        summary:
          "One post for review: every field as written, the advertiser's history, findings, events (ops only)",
        tags: ['ops'],
        params: z.object({ id: idParam('id') }),
        querystring: strictQuery({
          locale: z.enum(LOCALES, { error: `locale is one of ${LOCALES.join(', ')}` }).optional(),
        }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply): Promise<ReviewSubmissionDetail> => {
      const locale = request.query.locale ?? localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      const db = fastify.database.db
      const [found] = await db
        .select({ submission: submissions, advertiser: advertisers })
        .from(submissions)
        .innerJoin(advertisers, eq(advertisers.id, submissions.advertiserId))
        .where(eq(submissions.id, request.params.id))
      if (!found) throw notFound(say('postNotFound', locale))
      const { submission: row, advertiser } = found
      const [totals] = await db
        .select({
          posts: count(),
          approved: sql<number>`count(*) filter (where ${submissions.classifiedId} is not null)`,
          rejections: sql<number>`count(*) filter (where ${submissions.status} = 'rejected')`,
        })
        .from(submissions)
        .where(eq(submissions.advertiserId, advertiser.id))
      const [reports] = await db
        .select({ count: count() })
        .from(jobReports)
        .innerJoin(classifieds, eq(classifieds.id, jobReports.classifiedId))
        .where(eq(classifieds.advertiserId, advertiser.id))
      const events = await db
        .select()
        .from(submissionEvents)
        .where(eq(submissionEvents.submissionId, row.id))
        .orderBy(asc(submissionEvents.id))
      const names = await actorNames(db, events)
      const reference = await fastify.referenceData.get()
      return {
        id: row.id,
        status: row.status,
        title: titleOf(row, reference, locale),
        risk: { score: row.riskScore, level: row.riskLevel },
        findings: row.findings,
        fields: fieldsOf(row, reference, locale),
        logo_url: row.logoKey ? signedLogoUrl(row.logoKey, fastify.env.SIGNED_URL_SECRET) : null,
        classified_id: row.classifiedId,
        valid_through: row.validThrough?.toISOString() ?? null,
        waiting_since: row.waitingSince.toISOString(),
        created_at: row.createdAt.toISOString(),
        advertiser: {
          id: advertiser.id,
          name: advertiser.name,
          company_name: advertiser.companyName,
          mobile_no: advertiser.mobile,
          kind: advertiser.kind,
          posts: Number(totals?.posts ?? 0),
          approved: Number(totals?.approved ?? 0),
          rejections: Number(totals?.rejections ?? 0),
          reports: Number(reports?.count ?? 0),
          blocked: advertiser.blockedAt !== null,
        },
        history: events.map((event) => presentEvent(event, locale, names)),
        actions: DESK_ACTIONS.filter((action) => movesFor(row.status, action).length > 0),
      }
    },
  )
}

export default reviewRoutes
