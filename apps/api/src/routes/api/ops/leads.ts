import type { Locale } from '@localjobs/api-client/classifieds/types'
import {
  SALES_LEAD_STATUSES,
  type SalesLeadItem,
  type SalesLeadsPage,
} from '@localjobs/api-client/review/types'
import { LOCALES } from '@localjobs/validation/constants'
import { localeFrom } from '@localjobs/validation/locale'
import { and, asc, eq, gt, or } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { salesLeads } from '#src/db/schema.ts'
import { invalidParameter, notFound } from '#src/lib/api-error.ts'
import { nameIn } from '#src/lib/present-classified.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam, strictQuery, wholeNumberParam } from '#src/schemas/params.ts'

const PRIVATE = 'private, no-store'
type LeadRow = typeof salesLeads.$inferSelect

const encodeCursor = (row: LeadRow) =>
  Buffer.from(`${row.createdAt.getTime()}.${row.id}`).toString('base64url')
function decodeCursor(cursor: string) {
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw invalidParameter('cursor', 'cursor is not one this call gave')
  return { createdAt: new Date(Number(match[1])), id: Number(match[2]) }
}

function present(row: LeadRow, reference: ReferenceData, locale: Locale): SalesLeadItem {
  const role = reference.primaryJobRolesById.get(row.primaryJobRoleId)
  const city = reference.locationsById.get(row.locationId)
  return {
    id: row.id,
    mobile_number: row.mobileNumber,
    name: row.name,
    company_name: row.companyName,
    job_title:
      row.jobTitle?.trim() ||
      (role ? (locale === 'en' ? role.name : role.translations[locale] || role.name) : ''),
    n_openings: row.openings,
    location_name: row.locationName?.trim() || (city ? nameIn(city, locale) : ''),
    locale: (LOCALES as readonly string[]).includes(row.locale) ? (row.locale as Locale) : 'en',
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }
}

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
}
const localeQuery = z.enum(LOCALES, { error: `locale is one of ${LOCALES.join(', ')}` }).optional()

/** The short form's sales leads on the review desk (issue #8), ops only: oldest first, and their status. */
const leadRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/ops/review/leads/',
    {
      config: { access: 'ops' },
      schema: {
        summary: 'Short-form sales leads, oldest first (ops only)',
        description:
          '`status` new (default), contacted, converted or closed; keyset `cursor`, `limit` 1-50 (20).',
        tags: ['ops'],
        querystring: strictQuery({
          status: z
            .enum(SALES_LEAD_STATUSES, { error: `status is one of ${SALES_LEAD_STATUSES.join(', ')}` })
            .optional(),
          cursor: z.string().max(200).optional(),
          limit: wholeNumberParam('limit', 1, 50).default(20),
          locale: localeQuery,
        }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply): Promise<SalesLeadsPage> => {
      const query = request.query
      const locale = query.locale ?? localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      const after = query.cursor ? decodeCursor(query.cursor) : undefined
      const rows = await fastify.database.db
        .select()
        .from(salesLeads)
        .where(
          and(
            eq(salesLeads.status, query.status ?? 'new'),
            after
              ? or(
                  gt(salesLeads.createdAt, after.createdAt),
                  and(eq(salesLeads.createdAt, after.createdAt), gt(salesLeads.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(salesLeads.createdAt), asc(salesLeads.id))
        .limit(query.limit + 1)
      const page = rows.slice(0, query.limit)
      const reference = await fastify.referenceData.get()
      const hasMore = rows.length > query.limit
      const last = page.at(-1)
      return {
        results: page.map((row) => present(row, reference, locale)),
        next_cursor: hasMore && last ? encodeCursor(last) : null,
        hasMore,
      }
    },
  )

  fastify.patch(
    '/ops/review/leads/:id/',
    {
      config: { access: 'ops' },
      schema: {
        summary: "Sets a sales lead's status (ops only)",
        tags: ['ops'],
        params: z.object({ id: idParam('id') }),
        querystring: strictQuery({ locale: localeQuery }),
        body: z.object({
          status: z.enum(SALES_LEAD_STATUSES, {
            error: `status is one of ${SALES_LEAD_STATUSES.join(', ')}`,
          }),
        }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply): Promise<SalesLeadItem> => {
      const locale = request.query.locale ?? localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      const [row] = await fastify.database.db
        .update(salesLeads)
        .set({ status: request.body.status })
        .where(eq(salesLeads.id, request.params.id))
        .returning()
      if (!row) throw notFound('There is no such lead.')
      return present(row, await fastify.referenceData.get(), locale)
    },
  )
}

export default leadRoutes
