import { applyFiltersBody, getFilters } from '@localjobs/api-client/classifieds/filters'
import { type ApiClient, isApiError } from '@localjobs/api-client/client'
import { parseSeekerListSlug } from '@localjobs/api-client/seeker-urls'
import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import type { Translations } from '#src/i18n/translations.ts'
import { loadCities } from '#src/lib/filter-data.ts'
import {
  canonicalCities,
  canonicalListSlug,
  citiesOf,
  experienceYears,
  salaryOfListSlug,
  slugGroupOf,
  stateFromListSlug,
} from '#src/lib/filter-selection.ts'
import { type FilteredListBody, filteredJobsQueryOptions } from '#src/lib/filtered-jobs-queries.ts'
import { type FeedListQuery, feedJobsQueryOptions } from '#src/lib/job-list-queries.ts'
import { listPageHead, type SeekerHead } from '#src/lib/page-head.ts'
import { type ListHeading, listTitle } from '../list-heading.ts'

export type JobListSource =
  | { kind: 'feed'; query: FeedListQuery }
  | { kind: 'filters'; body: FilteredListBody }

export interface LoadedJobList {
  source: JobListSource
  /** the heading, in the page's language */
  title: string
  head: SeekerHead
}

interface ListContext {
  queryClient: QueryClient
  api: ApiClient
  i18n: Translations
}

/** A missing page rather than a failure: an unknown category or place, or a slug the API refuses. */
const isUnknown = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400)

function loaded(
  i18n: Translations,
  slug: string,
  source: JobListSource,
  heading: ListHeading,
): LoadedJobList {
  const title = listTitle(i18n, heading)
  return { source, title, head: listPageHead(i18n, title, `/${slug}`) }
}

/**
 * Loads the first page of a job-list address into the query cache and says what the heading names.
 * One category in one city, or one city, comes from the feed (keyset pages on its own index). Several
 * categories, several cities ('jobs-in-a-and-b'), experience and salary come from apply_filters, after the slug is resolved against the filter
 * options and the cities. Throws notFound() for anything else, and redirects a resolvable address written
 * differently (e.g. another order) to its canonical form.
 */
export async function loadJobList(
  { queryClient, api, i18n }: ListContext,
  slug: string,
): Promise<LoadedJobList> {
  const parsed = parseSeekerListSlug(slug)
  if (!parsed) throw notFound()

  // 'jobs-in-a-and-b' is several cities, which the feed does not take: straight to apply_filters (asking
  // the feed first would log a 404 in the browser on every client-side visit).
  const severalCities = parsed.kind === 'locations' && parsed.locations.includes('-and-')
  if (parsed.kind === 'category-location' || (parsed.kind === 'locations' && !severalCities)) {
    const query: FeedListQuery =
      parsed.kind === 'locations'
        ? { location_slug: parsed.locations }
        : { category_slug: parsed.categories, location_slug: parsed.location }
    try {
      const data = await queryClient.ensureInfiniteQueryData(feedJobsQueryOptions(api, query))
      const { category, location } = data.pages[0]?.filters ?? { category: null, location: null }
      return loaded(
        i18n,
        slug,
        { kind: 'feed', query },
        {
          categories: category ? [category.title] : [],
          locations: location ? [location.title] : [],
        },
      )
    } catch (error) {
      // '-and-' joins several categories, which the feed does not take: resolve them below.
      if (!isUnknown(error) || !slug.includes('-and-')) throw isUnknown(error) ? notFound() : error
    }
  }

  const [{ filters: options }, cities] = await Promise.all([
    getFilters(api, {}, { throwOnError: true }),
    loadCities(api),
    // The words of the experience and salary headings: the page shows the loader's text, so the browser
    // needs them only when it runs this loader itself (a visit within the app).
    parsed.kind === 'experience' || parsed.kind === 'salary'
      ? i18n.load(['lists'], { serverOnly: true })
      : undefined,
  ])
  const state = stateFromListSlug(options, cities, slug)
  if (!state) throw notFound()
  // A salary address is a range, not a filter value: it is its own canonical form.
  const canonical = parsed.kind === 'salary' ? null : canonicalListSlug(options, cities, state)
  if (canonical && canonical !== slug) {
    throw redirect({ to: '/$slug', params: { slug: canonical }, statusCode: 301 })
  }
  const salary = salaryOfListSlug(slug)
  const { page: _first, ...filters } = applyFiltersBody(state.selection, citiesOf(state))
  const body: FilteredListBody = { ...filters, ...salary }
  await queryClient.ensureInfiniteQueryData(filteredJobsQueryOptions(api, body))

  // Every city searched, in the address's (canonical) order; experience and salary lists name the default
  // location they list, so heading, title and description say which city the jobs are in.
  const heading: ListHeading = {
    categories: [],
    locations: (canonicalCities(cities, citiesOf(state)) ?? []).map((city) => city.title),
  }
  if (salary) heading.salary = { min: salary.salary_min, max: salary.salary_max }
  for (const option of options) {
    const chosen = option.filter_value.filter((value) => state.selection[option.id]?.includes(value.id))
    const group = slugGroupOf(option)
    if (group === 'category' && chosen.length > 0) heading.categories = chosen.map((value) => value.title)
    if (group === 'experience' && chosen[0]) heading.experienceYears = experienceYears(chosen[0]) ?? 0
  }
  return loaded(i18n, slug, { kind: 'filters', body }, heading)
}
