import type { PrimaryJobRolesResponse } from '@localjobs/api-client/primary-job-roles/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '#src/lib/api-error.ts'
import { nameIn } from '#src/lib/present-classified.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam, strictQuery } from '#src/schemas/params.ts'
import { primaryJobRolesResponseSchema } from '#src/schemas/primary-job-roles.ts'

const REFERENCE_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400'

/**
 * GET /classifieds/v1/primary-job-roles/ (spec section 7): the primary job roles, each with the category of
 * its job title, for the post-job form's step 1 and the seeker profile's job role. Reference data: public
 * and cached like the filter options.
 */
const primaryJobRolesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/classifieds/v1/primary-job-roles/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Primary job roles, titles in Accept-Language; `job_category` keeps one category’s',
        description: 'In category, then English name order. An unknown category is a 404.',
        tags: ['classifieds'],
        querystring: strictQuery({ job_category: idParam('job_category').optional() }),
        response: { 200: primaryJobRolesResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply): Promise<PrimaryJobRolesResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const { job_category: category } = request.query
      let reference = await fastify.referenceData.get()
      if (category !== undefined && !reference.categoriesById.has(category))
        reference = await fastify.referenceData.get({ refresh: true })
      if (category !== undefined && !reference.categoriesById.has(category))
        throw notFound(`There is no job category ${category}.`)
      reply
        .header('cache-control', REFERENCE_CACHE_CONTROL)
        .header('vary', 'Accept-Language')
        .header('content-language', locale)
      return {
        results: [...reference.primaryJobRolesById.values()]
          .filter((role) => category === undefined || role.categoryId === category)
          .map((role) => {
            const jobTitle = reference.jobTitlesById.get(role.jobTitleId)
            return {
              id: role.id,
              title: nameIn({ englishName: role.name, translations: role.translations }, locale),
              english_name: role.name,
              job_category: role.categoryId,
              job_title_id: role.jobTitleId,
              // The join that loads the roles guarantees the title; the role's own name is a fallback only.
              job_title: jobTitle
                ? nameIn(jobTitle, locale)
                : nameIn({ englishName: role.name, translations: role.translations }, locale),
            }
          }),
      }
    },
  )
}

export default primaryJobRolesRoutes
