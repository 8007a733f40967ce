import type {
  ApplyFiltersResponse,
  CategoryListResponse,
  FilterCountResponse,
  FilterOption,
  FiltersResponse,
  FilterValue,
  Locale,
} from '@localjobs/api-client/classifieds/types'
import { formatSalaryRange } from '@localjobs/ui/format'
import { DEFAULT_LOCATION_ID, MAX_ID, MAX_LIST_LOCATIONS, SALARY_MAX } from '@localjobs/validation/constants'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { invalidParameter, notFound } from '#src/lib/api-error.ts'
import { decodeFeedCursor, encodeFeedCursor } from '#src/lib/feed-cursor.ts'
import {
  CODE_VALUES,
  type CodeFilterId,
  EXPERIENCE_YEARS,
  experienceTitle,
  FEES_VALUES,
  FILTER,
  FILTER_OPTIONS,
  FRESHNESS_DAYS,
  filterOptionById,
  filterTag,
  freshnessTitle,
  GENDER_MATCHES,
  MAX_EXPERIENCE_YEARS,
  SALARY_BANDS,
  salaryBandBounds,
  type Translations,
} from '#src/lib/filter-catalog.ts'
import { knownLocationsOr404 } from '#src/lib/known-locations.ts'
import { knowsAllOf, nameIn, presentClassified } from '#src/lib/present-classified.ts'
import type { JobSearch } from '#src/plugins/app/classifieds-repository.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import {
  applyFiltersResponseSchema,
  categoryListResponseSchema,
  filterCountResponseSchema,
  filtersResponseSchema,
} from '#src/schemas/classifieds.ts'
import {
  cityIdsParam,
  cursorParam,
  idParam,
  oneCityOrSeveral,
  strictQuery,
  wholeNumberParam,
} from '#src/schemas/params.ts'

/** One page of filtered jobs. */
export const APPLY_FILTERS_PAGE_SIZE = 20
/**
 * apply_filters/count/ counts this many matching jobs at most and answers "200+" past it, so a count reads
 * about as much of an index as ten pages do, and never a whole posting list of a broad filter (decision 013).
 */
export const FILTER_COUNT_CAP = 200
/** One page of the category lists (filter 2, type=all). */
export const CATEGORY_LIST_PAGE_SIZE = 20
/** Reference lists change with a release: cache them longer than job lists. */
const REFERENCE_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400'

const DAY_MS = 86_400_000

const value = (id: number, title: Translations, locale: Locale): FilterValue => ({
  id,
  title: title[locale],
  english_name: title.en,
})

const labelOf = (
  reference: ReferenceData,
  kind: Parameters<ReferenceData['label']>[0],
  code: string,
): Translations => reference.label(kind, code) ?? { en: code, hi: code, te: code }

/**
 * The Preferred Location values of the cities, city by city in the order given, each city's localities in
 * English name order. With one city a title is the locality's name ('Madhapur'); with several it also names
 * the city after a comma ('Madhapur, Hyderabad'; english_name likewise in English), so two cities' places
 * of one name stay apart.
 */
function localityValues(reference: ReferenceData, locale: Locale, cityIds: readonly number[]): FilterValue[] {
  const several = cityIds.length > 1
  return cityIds.flatMap((cityId) => {
    const city = reference.locationsById.get(cityId)
    return (reference.localitiesByLocation.get(cityId) ?? []).map((locality) => {
      const title = nameIn(locality, locale)
      return several && city
        ? {
            id: locality.id,
            title: `${title}, ${nameIn(city, locale)}`,
            english_name: `${locality.englishName}, ${city.englishName}`,
          }
        : { id: locality.id, title, english_name: locality.englishName }
    })
  })
}

/** The values of one filter option, titles in `locale` (Preferred Location: the localities of the cities). */
function valuesOf(
  id: number,
  reference: ReferenceData,
  locale: Locale,
  cityIds: readonly number[],
): FilterValue[] {
  switch (id) {
    case FILTER.preferredLocation:
      return localityValues(reference, locale, cityIds)
    case FILTER.jobCategory:
      return [...reference.categoriesById.values()].map((category) => ({
        id: category.id,
        title: nameIn(category, locale),
        english_name: category.englishName,
      }))
    case FILTER.experience:
      return EXPERIENCE_YEARS.map((years) => value(years, experienceTitle(years), locale))
    case FILTER.salary:
      return SALARY_BANDS.map((band) => {
        const { min, max } = salaryBandBounds(band)
        const title = formatSalaryRange(min, max)
        return { id: band.id, title, english_name: title }
      })
    case FILTER.freshness:
      return FRESHNESS_DAYS.map((days) => value(days, freshnessTitle(days), locale))
    case FILTER.feesCharged:
      return [
        value(FEES_VALUES.no, labelOf(reference, 'fees_charged', 'no'), locale),
        value(FEES_VALUES.yes, labelOf(reference, 'fees_charged', 'yes'), locale),
      ]
    default: {
      const codes = CODE_VALUES[id as CodeFilterId]
      if (!codes) return []
      return Object.entries(codes.ids).map(([code, valueId]) =>
        value(valueId, labelOf(reference, codes.kind, code), locale),
      )
    }
  }
}

function filterOptions(
  reference: ReferenceData,
  locale: Locale,
  cityIds: readonly number[],
  only?: number,
): FilterOption[] {
  return FILTER_OPTIONS.filter((option) => only === undefined || option.id === only).map((option) => ({
    id: option.id,
    title: option.title[locale],
    english_name: option.title.en,
    type: option.type,
    filter_value: valuesOf(option.id, reference, locale, cityIds),
  }))
}

const intInRange = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a whole number` })
    .int({ error: `${what} must be a whole number` })
    .min(min, { error: `${what} must be at least ${min}` })
    .max(max, { error: `${what} must be at most ${max}` })

/** The fields of a filtered search: the cities, the chosen values, the salary list slug's range. */
const filterSearchShape = {
  location_id: intInRange('location_id', 1, MAX_ID).optional(),
  location_ids: z
    .array(intInRange('location_ids[]', 1, MAX_ID), { error: 'location_ids must be a list of city ids' })
    .min(1, { error: 'location_ids must name at least one city' })
    .max(MAX_LIST_LOCATIONS, { error: `location_ids may name at most ${MAX_LIST_LOCATIONS} cities` })
    .optional(),
  filters: z
    .array(
      z.strictObject({
        id: intInRange('filters[].id', 1, MAX_ID),
        filter_value: z
          .array(intInRange('filter_value[]', 0, MAX_ID), { error: 'filter_value must be a list of ids' })
          .max(100, { error: 'filter_value may list at most 100 ids' }),
      }),
      { error: 'filters must be a list of { id, filter_value }' },
    )
    .max(20, { error: 'filters may list at most 20 options' }),
  salary_min: intInRange('salary_min', 0, SALARY_MAX).optional(),
  salary_max: intInRange('salary_max', 0, SALARY_MAX).optional(),
}

type FilterSearchFields = {
  location_id?: number | undefined
  location_ids?: number[] | undefined
  salary_min?: number | undefined
  salary_max?: number | undefined
}

/** The rules across fields: one city or several (not both, not neither), salary_min with salary_max. */
function checkFilterSearch(ctx: { value: FilterSearchFields; issues: z.core.$ZodRawIssue[] }) {
  const body = ctx.value
  const problem = (path: string, message: string) =>
    ctx.issues.push({ code: 'custom', path: [path], message, input: body })
  if (body.location_id !== undefined && body.location_ids !== undefined)
    problem('location_ids', 'give location_id (one city) or location_ids (several), not both')
  else if (body.location_id === undefined && body.location_ids === undefined)
    problem('location_id', 'location_id (one city) or location_ids (several cities) is required')
  if ((body.salary_min === undefined) !== (body.salary_max === undefined))
    problem('salary_max', 'give salary_min and salary_max together')
  else if (
    body.salary_min !== undefined &&
    body.salary_max !== undefined &&
    body.salary_max < body.salary_min
  )
    problem('salary_max', 'salary_max must not be below salary_min')
}

const unknownFieldError = (call: string, fields: string) => (issue: z.core.$ZodRawIssue) =>
  issue.code === 'unrecognized_keys'
    ? `unknown field ${issue.keys.map((key) => `'${key}'`).join(', ')}; ${call} takes ${fields}`
    : undefined

/**
 * A filtered search without paging: what apply_filters/count/ and the filtered promoted_jobs_v2 take. The
 * same fields and rules as apply_filters, so all three read one body the same way.
 */
export const filterSearchBodySchema = z
  .strictObject(filterSearchShape, {
    error: unknownFieldError('this call', 'location_id or location_ids, filters, salary_min, salary_max'),
  })
  .check(checkFilterSearch)

export type FilterSearchInput = z.output<typeof filterSearchBodySchema>

export const applyFiltersBodySchema = z
  .strictObject(
    { ...filterSearchShape, page: intInRange('page', 1, 1000), cursor: cursorParam.optional() },
    {
      error: unknownFieldError(
        'apply_filters',
        'location_id or location_ids, page, filters, cursor, salary_min, salary_max',
      ),
    },
  )
  .check((ctx) => {
    checkFilterSearch(ctx)
    const body = ctx.value
    if (body.page > 1 && body.cursor === undefined)
      ctx.issues.push({
        code: 'custom',
        path: ['cursor'],
        message: `page ${body.page} needs the next_cursor of page ${body.page - 1} as cursor`,
        input: body,
      })
  })

export type ApplyFiltersInput = z.output<typeof applyFiltersBodySchema>

/** The cities a body searches, each once, in the order given: location_id alone, or location_ids. */
export function citiesOf(body: Pick<FilterSearchFields, 'location_id' | 'location_ids'>): number[] {
  return [...new Set(body.location_ids ?? (body.location_id === undefined ? [] : [body.location_id]))]
}

/**
 * Turns the chosen filter values into a search: which values each option takes is checked here (an id a
 * filter does not have is a 400 naming it), so a query never carries a value that cannot match. One place
 * for apply_filters' pages, their count and the sponsored jobs that match (`limit` is a page's, plus one).
 */
export function searchFor(
  body: FilterSearchInput & { cursor?: string | undefined },
  reference: ReferenceData,
  locale: Locale,
  now = Date.now(),
): JobSearch {
  const cityIds = citiesOf(body)
  const search: JobSearch = {
    locale,
    locationIds: cityIds,
    limit: APPLY_FILTERS_PAGE_SIZE + 1,
    tagGroups: [],
  }
  const tagGroups: number[][] = []
  for (const [index, applied] of body.filters.entries()) {
    const path = `filters.${index}.filter_value`
    const option = filterOptionById.get(applied.id)
    if (!option)
      throw invalidParameter(`filters.${index}.id`, `filters.${index}.id: there is no filter ${applied.id}`)
    const values = [...new Set(applied.filter_value)]
    if (values.length === 0) continue
    if (option.type === 'radio' && option.id !== FILTER.jobCategory && values.length > 1)
      throw invalidParameter(path, `${path}: ${option.title.en} takes one value`)
    const refuse = (id: number) => invalidParameter(path, `${path}: ${option.title.en} has no value ${id}`)
    const tags = (id: number) => filterTag(option.id, id)
    switch (option.id) {
      case FILTER.preferredLocation: {
        // With several cities, a locality of any of them.
        const own = new Set(
          cityIds.flatMap((cityId) =>
            (reference.localitiesByLocation.get(cityId) ?? []).map((locality) => locality.id),
          ),
        )
        for (const id of values) if (!own.has(id)) throw refuse(id)
        tagGroups.push(values.map(tags))
        break
      }
      case FILTER.jobCategory:
        for (const id of values) if (!reference.categoriesById.has(id)) throw refuse(id)
        search.categoryIds = values
        break
      case FILTER.experience: {
        const years = values[0] as number
        if (years > MAX_EXPERIENCE_YEARS) throw refuse(years)
        if ((EXPERIENCE_YEARS as readonly number[]).includes(years)) tagGroups.push([tags(years)])
        else search.experienceYears = years
        break
      }
      case FILTER.salary:
        for (const id of values) if (!SALARY_BANDS.some((band) => band.id === id)) throw refuse(id)
        tagGroups.push(values.map(tags))
        break
      case FILTER.freshness: {
        const days = values[0] as number
        if (!(FRESHNESS_DAYS as readonly number[]).includes(days)) throw refuse(days)
        search.postedSince = new Date(now - days * DAY_MS)
        break
      }
      case FILTER.feesCharged: {
        const id = values[0] as number
        if (id !== FEES_VALUES.no && id !== FEES_VALUES.yes) throw refuse(id)
        // 'Yes' is rare: a filter tag. 'No' is nearly every job: a column condition (see JobSearch).
        if (id === FEES_VALUES.yes) tagGroups.push([tags(id)])
        else search.feesCharged = false
        break
      }
      case FILTER.gender: {
        const matches = GENDER_MATCHES[values[0] as number]
        if (!matches) throw refuse(values[0] as number)
        search.preferredGenders = matches
        break
      }
      default: {
        const known = new Set(Object.values(CODE_VALUES[option.id as CodeFilterId].ids) as number[])
        for (const id of values) if (!known.has(id)) throw refuse(id)
        tagGroups.push(values.map(tags))
      }
    }
  }
  search.tagGroups = tagGroups
  if (body.salary_min !== undefined && body.salary_max !== undefined)
    search.salaryRange = { min: body.salary_min, max: body.salary_max }
  if (body.cursor !== undefined) search.after = decodeFeedCursor(body.cursor)
  return search
}

const filtersQuerySchema = strictQuery({
  filter: wholeNumberParam('filter', 1, MAX_ID).optional(),
  location_id: idParam('location_id').optional(),
  location_ids: cityIdsParam.optional(),
  page: wholeNumberParam('page', 1, 1000).optional(),
  type: z.literal('all', { error: "type must be 'all'" }).optional(),
}).check(oneCityOrSeveral)

/** filters_v2 (options, and the category lists) and apply_filters (spec sections 4, 7 and 9). */
const filtersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const locationsOr404 = (ids: readonly number[], field: 'location_id' | 'location_ids') =>
    knownLocationsOr404(fastify.referenceData, ids, field)
  fastify.get(
    '/classifieds/classifieds/filters_v2/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Filter options of a location, or (filter=2&type=all&page=) one page of the category lists',
        description:
          "Options in the spec's order: checkboxes Salary, Qualification, Job type, Preferred Location (the " +
          "city's localities); radios Shift timing, Experience (ids are years), Freshness (ids are days), Fees " +
          'Charged (85 no, 86 yes), Gender, Job Category (id 2). `filter` picks one option; location_id defaults ' +
          `to 9, or location_ids (repeated, up to ${MAX_LIST_LOCATIONS}) names several cities: Preferred ` +
          "Location then lists each city's localities in that order, titled 'Locality, City'. Titles in " +
          'Accept-Language, english_name in English.',
        tags: ['classifieds'],
        querystring: filtersQuerySchema,
        response: {
          200: z.union([filtersResponseSchema, categoryListResponseSchema]),
          400: apiErrorBodySchema,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<FiltersResponse | CategoryListResponse> => {
      const { filter, location_id: locationId, location_ids: locationIds, page, type } = request.query
      const locale = localeFrom(request.headers['accept-language'])
      if (type === 'all' && filter !== FILTER.jobCategory)
        throw invalidParameter(
          'type',
          `type=all lists the categories: use it with filter=${FILTER.jobCategory}`,
        )
      if (page !== undefined && type !== 'all')
        throw invalidParameter('page', 'page goes with type=all (the category lists)')
      if (filter !== undefined && !filterOptionById.has(filter))
        throw notFound(
          `There is no filter ${filter}; the filters are ${FILTER_OPTIONS.map((option) => option.id).join(', ')}.`,
        )
      reply
        .header('cache-control', REFERENCE_CACHE_CONTROL)
        .header('vary', 'Accept-Language')
        .header('content-language', locale)
      if (type === 'all') {
        const reference = await fastify.referenceData.get()
        const start = ((page ?? 1) - 1) * CATEGORY_LIST_PAGE_SIZE
        return {
          results: [...reference.categoriesById.values()]
            .slice(start, start + CATEGORY_LIST_PAGE_SIZE)
            .map((category) => ({
              id: category.id,
              title: category.englishName,
              title_trans: nameIn(category, locale),
            })),
        }
      }
      const cityIds = citiesOf({
        location_id: locationId ?? (locationIds ? undefined : DEFAULT_LOCATION_ID),
        location_ids: locationIds,
      })
      const reference = await locationsOr404(
        cityIds,
        locationIds === undefined ? 'location_id' : 'location_ids',
      )
      return { filters: filterOptions(reference, locale, cityIds, filter) }
    },
  )

  fastify.post(
    '/classifieds/classifieds/apply_filters/',
    {
      // A read that takes its question as a body: it changes nothing, so it needs no CSRF header and
      // server renders (which have no cookie) can call it.
      config: { access: 'public', csrf: false },
      schema: {
        summary: 'One keyset page of live jobs matching the chosen filter values, newest first',
        description:
          'One city as location_id, or up to ' +
          MAX_LIST_LOCATIONS +
          ' as location_ids (jobs in any of them; the list slug jobs-in-{a}-and-{b}). ' +
          'Within an option the values are alternatives; across options all must hold. The first page has ' +
          'page 1 and no cursor; each next page sends page + 1 and the previous next_cursor. salary_min and ' +
          'salary_max serve the salary list slug; the experience slug is Experience value n.',
        tags: ['classifieds'],
        body: applyFiltersBodySchema,
        response: { 200: applyFiltersResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request): Promise<ApplyFiltersResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const { body } = request
      let reference = await locationsOr404(
        citiesOf(body),
        body.location_ids === undefined ? 'location_id' : 'location_ids',
      )
      const search = searchFor(body, reference, locale)
      const rows = await fastify.classifiedsRepository.search(search)
      const page = rows.slice(0, APPLY_FILTERS_PAGE_SIZE)
      const last = page.at(-1)
      const hasMore = rows.length > APPLY_FILTERS_PAGE_SIZE && last !== undefined
      if (!knowsAllOf(page, reference)) reference = await fastify.referenceData.get({ refresh: true })
      return {
        results: page.map((row) => presentClassified(row, reference)),
        hasMore,
        next_cursor: hasMore ? encodeFeedCursor(last) : null,
      }
    },
  )

  fastify.post(
    '/classifieds/classifieds/apply_filters/count/',
    {
      // A read, like apply_filters: no CSRF header.
      config: { access: 'public', csrf: false },
      schema: {
        summary: `How many live jobs match a filtered search, up to ${FILTER_COUNT_CAP} ("${FILTER_COUNT_CAP}+" past it)`,
        description:
          "apply_filters' body without page and cursor (the same fields, rules and errors). count is the " +
          'number of jobs apply_filters pages through for that body while capped is false; past ' +
          `${FILTER_COUNT_CAP} matches counting stops: count is ${FILTER_COUNT_CAP} and capped is true. ` +
          'The filter page\'s "Show N jobs" button asks it as the seeker ticks.',
        tags: ['classifieds'],
        body: filterSearchBodySchema,
        response: { 200: filterCountResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request): Promise<FilterCountResponse> => {
      const { body } = request
      const reference = await locationsOr404(
        citiesOf(body),
        body.location_ids === undefined ? 'location_id' : 'location_ids',
      )
      // Counting needs no titles: the language only picks what a page would show.
      const search = searchFor(body, reference, 'en')
      const matching = await fastify.classifiedsRepository.countUpTo(search, FILTER_COUNT_CAP + 1)
      return { count: Math.min(matching, FILTER_COUNT_CAP), capped: matching > FILTER_COUNT_CAP }
    },
  )
}

export default filtersRoutes
