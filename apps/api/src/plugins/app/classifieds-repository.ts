import type { Locale } from '@localjobs/api-client/classifieds/types'
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { Drizzle } from '#src/db/database.ts'
import { classifieds } from '#src/db/schema.ts'
import type { FeedPosition } from '#src/lib/feed-cursor.ts'
import type { NearbyPlace } from '#src/lib/nearby.ts'

declare module 'fastify' {
  interface FastifyInstance {
    classifiedsRepository: ClassifiedsRepository
  }
}

export interface FeedFilter {
  /** the language to return the title in; English where a job lacks it */
  locale: Locale
  locationId?: number | undefined
  categoryId?: number | undefined
  /** the position the previous page ended at */
  after?: FeedPosition | undefined
  limit: number
}

/** What apply_filters, recommendations and the feed can ask for; every part is optional but the limit. */
export interface JobSearch {
  locale: Locale
  locationId?: number | undefined
  /**
   * Several cities (apply_filters' location_ids): a job in any of them. One city is the same query as
   * locationId, so it keeps the feed's location index; several are an `IN` list on it.
   */
  locationIds?: readonly number[] | undefined
  /** one or more categories (a list slug may name several) */
  categoryIds?: readonly number[] | undefined
  /**
   * Filter tags (lib/filter-catalog.ts): the job must carry at least one tag of every inner list. Answered
   * by the GIN index on filter_tags.
   */
  tagGroups?: readonly (readonly number[])[] | undefined
  /**
   * Broad values (most jobs charge no fee; most take anyone) stay column conditions: as filter tags their
   * GIN posting lists would cover nearly every job and cost more to read than they save.
   */
  preferredGenders?: readonly string[] | undefined
  feesCharged?: boolean | undefined
  /** jobs whose experience range includes this many years (a value without a filter tag) */
  experienceYears?: number | undefined
  /** jobs whose salary range overlaps [min, max] (the salary list slug) */
  salaryRange?: { min: number; max: number } | undefined
  postedSince?: Date | undefined
  excludeId?: number | undefined
  after?: FeedPosition | undefined
  limit: number
  /** recommendations only, which stop after a few pages: never a deep OFFSET */
  offset?: number | undefined
}

const listColumns = {
  id: classifieds.id,
  categoryId: classifieds.categoryId,
  locationId: classifieds.locationId,
  localityId: classifieds.localityId,
  companyName: classifieds.companyName,
  salaryMin: classifieds.salaryMin,
  salaryMax: classifieds.salaryMax,
  jobType: classifieds.jobType,
  shift: classifieds.shift,
  qualification: classifieds.qualification,
  experienceMinYears: classifieds.experienceMinYears,
  experienceMaxYears: classifieds.experienceMaxYears,
  preferredGender: classifieds.preferredGender,
  openingsCount: classifieds.openingsCount,
  feesCharged: classifieds.feesCharged,
  status: classifieds.status,
  postedAt: classifieds.postedAt,
  validThrough: classifieds.validThrough,
}

/** A job's title (and, on the details page, description) in one language, and which language that is. */
export interface LocalizedContent {
  locale: Locale
  title: string
  description?: string
}

export type FeedRow = Pick<typeof classifieds.$inferSelect, keyof typeof listColumns> & {
  content: LocalizedContent
}

export type DetailsRow = FeedRow & {
  content: Required<LocalizedContent>
  feeAmount: number | null
  jobTitleId: number
  promotedRank: number | null
}

const hasTitleIn = (locale: Locale) =>
  sql`coalesce(${classifieds.content} -> ${locale}::text ->> 'title', '') <> ''`

/** Lists carry the title only (a list page stays light); the language is picked in the database. */
const localizedTitle = (locale: Locale) => sql<LocalizedContent>`case
  when ${hasTitleIn(locale)}
  then jsonb_build_object('locale', ${locale}::text, 'title', ${classifieds.content} -> ${locale}::text ->> 'title')
  else jsonb_build_object('locale', 'en', 'title', ${classifieds.content} -> 'en' ->> 'title') end`

const localizedContent = (locale: Locale) => sql<Required<LocalizedContent>>`case
  when ${hasTitleIn(locale)}
  then jsonb_build_object('locale', ${locale}::text) || (${classifieds.content} -> ${locale}::text)
  else jsonb_build_object('locale', 'en') || (${classifieds.content} -> 'en') end`

const intArray = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::integer[]`

/** Live means status 'active' and valid_through still ahead. */
export const isLive = () => and(eq(classifieds.status, 'active'), gt(classifieds.validThrough, sql`now()`))

/** One city is `location_id = x`, several `location_id IN (...)`, on the same indexes. */
const inLocations = (locationIds: readonly number[]) =>
  locationIds.length === 1
    ? eq(classifieds.locationId, locationIds[0] as number)
    : inArray(classifieds.locationId, [...locationIds])

/** The conditions of a search; shared by the query and its EXPLAIN in the benchmark. */
function searchConditions(search: JobSearch): SQL | undefined {
  const { categoryIds = [], tagGroups = [], after } = search
  const locationIds = search.locationIds ?? (search.locationId === undefined ? [] : [search.locationId])
  const singleTags = tagGroups.filter((group) => group.length === 1).map((group) => group[0] as number)
  const conditions: (SQL | undefined)[] = [
    isLive(),
    locationIds.length === 0 ? undefined : inLocations(locationIds),
    categoryIds.length === 0
      ? undefined
      : categoryIds.length === 1
        ? eq(classifieds.categoryId, categoryIds[0] as number)
        : inArray(classifieds.categoryId, [...categoryIds]),
    // Options with one value together: the job carries all of them; with several: any one of each list.
    singleTags.length === 0 ? undefined : sql`${classifieds.filterTags} @> ${intArray(singleTags)}`,
    ...tagGroups
      .filter((group) => group.length > 1)
      .map((group) => sql`${classifieds.filterTags} && ${intArray(group)}`),
    search.preferredGenders === undefined
      ? undefined
      : inArray(classifieds.preferredGender, [...search.preferredGenders]),
    search.feesCharged === undefined ? undefined : eq(classifieds.feesCharged, search.feesCharged),
    search.experienceYears === undefined
      ? undefined
      : and(
          lte(classifieds.experienceMinYears, search.experienceYears),
          gte(classifieds.experienceMaxYears, search.experienceYears),
        ),
    search.salaryRange === undefined
      ? undefined
      : and(
          lte(classifieds.salaryMin, search.salaryRange.max),
          gte(classifieds.salaryMax, search.salaryRange.min),
        ),
    search.postedSince === undefined
      ? undefined
      : gte(classifieds.postedAt, sql`${search.postedSince.toISOString()}::timestamptz`),
    search.excludeId === undefined ? undefined : ne(classifieds.id, search.excludeId),
    // A row comparison, so PostgreSQL turns it into the start of the index range.
    after
      ? sql`(${classifieds.postedAt}, ${classifieds.id}) < (${after.postedAt.toISOString()}::timestamptz, ${after.id})`
      : undefined,
  ]
  return and(...conditions)
}

/**
 * Live jobs matching `search`, newest first (ties by id): the feed's order and its keyset. The query
 * itself, unexecuted: the repository runs it, the benchmark EXPLAINs exactly it.
 */
export function searchQuery(db: Drizzle, search: JobSearch) {
  const query = db
    .select({ ...listColumns, content: localizedTitle(search.locale) })
    .from(classifieds)
    .where(searchConditions(search))
    .orderBy(desc(classifieds.postedAt), desc(classifieds.id))
    .limit(search.limit)
  return search.offset ? query.offset(search.offset) : query
}

/** The feed query (feed_v2): a search by location and category. */
export function feedPageQuery(db: Drizzle, { categoryId, ...filter }: FeedFilter) {
  return searchQuery(db, { ...filter, categoryIds: categoryId === undefined ? undefined : [categoryId] })
}

/**
 * Sponsored jobs of one location or several (promoted_jobs_v2's location_ids): lowest rank first, then
 * newest; the partial promoted index answers it (several cities: `location_id IN (...)` on it, then a
 * top-`limit` sort of their few sponsored jobs).
 */
export function promotedQuery(db: Drizzle, locale: Locale, locationIds: readonly number[], limit: number) {
  return db
    .select({ ...listColumns, content: localizedTitle(locale) })
    .from(classifieds)
    .where(and(isLive(), inLocations(locationIds), sql`${classifieds.promotedRank} is not null`))
    .orderBy(asc(classifieds.promotedRank), desc(classifieds.postedAt), desc(classifieds.id))
    .limit(limit)
}

/** Jobs near me: the live jobs of places near a person, nearest place first, newest first within one. */
export interface NearbySearch {
  locale: Locale
  /** nearest first; with `after`, the first is the place the previous page ended in */
  places: readonly Pick<NearbyPlace, 'kind' | 'id'>[]
  /** the position the previous page ended at, in places[0] */
  after?: FeedPosition | undefined
  limit: number
}

/** Jobs near me read this many places first, then three times as many, and so on (at most 3 queries). */
export const NEARBY_FIRST_BATCH = 4

/** A job near me, with the index of its place in NearbySearch.places. */
export type NearbyRow = FeedRow & { rank: number }

/** The jobs of one place: its locality, or its city when they were posted without a locality. */
const ofPlace = (kind: NearbyPlace['kind'], id: SQL) =>
  kind === 'locality'
    ? sql`${classifieds.localityId} = ${id}`
    : and(sql`${classifieds.locationId} = ${id}`, isNull(classifieds.localityId))

/** At most `limit` live jobs of a place, newest first: their order keys only, from one index range. */
const placeKeys = (kind: NearbyPlace['kind'], id: SQL, limit: number, after?: FeedPosition) =>
  sql`select ${classifieds.id} as id, ${classifieds.postedAt} as posted_at from ${classifieds}
    where ${searchConditions({ locale: 'en', limit, after })} and ${ofPlace(kind, id)}
    order by ${classifieds.postedAt} desc, ${classifieds.id} desc limit ${limit}`

/**
 * Jobs near me, one keyset page: the places in order (nearest first), each place's jobs newest first.
 * Every place is one range scan of its index (classifieds_near_locality_idx, or classifieds_near_city_idx
 * for jobs without a locality) reading at most `limit` entries, whatever the number of jobs around: the
 * place the previous page ended in continues after its cursor; the others come from a VALUES list joined
 * LATERAL. Only the order keys travel through the union; the page's rows are read once, by id.
 */
export function nearbyQuery(db: Drizzle, { locale, places, after, limit }: NearbySearch) {
  const ranked = places.map((place, rank) => ({ ...place, rank }))
  const [first] = ranked
  const branches: SQL[] = []
  if (first && after) {
    branches.push(
      sql`select 0 as rank, k.id, k.posted_at from (${placeKeys(first.kind, sql`${first.id}::integer`, limit, after)}) as k`,
    )
  }
  for (const kind of ['locality', 'city'] as const) {
    const rest = ranked.filter((place) => place.kind === kind && !(after && place === first))
    if (rest.length === 0) continue
    const values = sql.join(
      rest.map((place) => sql`(${place.rank}::integer, ${place.id}::integer)`),
      sql`, `,
    )
    branches.push(
      sql`select p.rank, k.id, k.posted_at from (values ${values}) as p(rank, place_id)
        cross join lateral (${placeKeys(kind, sql`p.place_id`, limit)}) as k`,
    )
  }
  // No place near: a query that answers nothing, so the caller need not tell the cases apart.
  const union =
    branches.length > 0
      ? sql.join(
          branches.map((branch) => sql`(${branch})`),
          sql` union all `,
        )
      : sql`select 0 as rank, 0 as id, now() as posted_at where false`
  const near = sql`(select * from (${union}) as u order by u.rank, u.posted_at desc, u.id desc limit ${limit}) as near`
  return db
    .select({ ...listColumns, content: localizedTitle(locale), rank: sql<number>`near.rank`.mapWith(Number) })
    .from(classifieds)
    .innerJoin(near, sql`near.id = ${classifieds.id}`)
    .orderBy(sql`near.rank`, desc(classifieds.postedAt), desc(classifieds.id))
}

export interface SitemapPair {
  categoryId: number
  locationId: number
  lastmod: Date
  jobs: number
}

export interface SitemapJob {
  id: number
  categoryId: number
  locationId: number
  postedAt: Date
}

export interface ClassifiedsRepository {
  /** Live jobs, newest first, `limit` of them after `after`: one range scan of a feed index. */
  feedPage(filter: FeedFilter): Promise<FeedRow[]>
  search(search: JobSearch): Promise<FeedRow[]>
  /**
   * Jobs near me: the live jobs of the places, nearest place first, newest first within one; the places in
   * batches of NEARBY_FIRST_BATCH, 3x, 9x... until the page is full.
   */
  nearby(search: NearbySearch): Promise<NearbyRow[]>
  /** Sponsored live jobs of any of the locations (at least one), by rank, then newest. */
  promoted(locale: Locale, locationIds: readonly number[], limit: number): Promise<FeedRow[]>
  /** One job in any status (the details page tells expired from unknown). */
  details(id: number, locale: Locale): Promise<DetailsRow | undefined>
  /** Jobs by id in any status (a seeker's applications). */
  byIds(ids: readonly number[], locale: Locale): Promise<FeedRow[]>
  /** Category x location pairs with live jobs, and when a job there was last posted. */
  sitemapPairs(limit: number): Promise<SitemapPair[]>
  /** Live jobs for the sitemap, newest first, keyset-paged like the feed. */
  sitemapJobs(after: FeedPosition | undefined, limit: number): Promise<SitemapJob[]>
}

export function createClassifiedsRepository(db: Drizzle): ClassifiedsRepository {
  return {
    feedPage: (filter) => feedPageQuery(db, filter),
    search: (search) => searchQuery(db, search),
    promoted: (locale, locationIds, limit) => promotedQuery(db, locale, locationIds, limit),
    async nearby(search) {
      // Places in growing batches, nearest first, until the page is full: where jobs are many (a city) the
      // first few places fill it, and far places are read only when the near ones run out.
      const rows: NearbyRow[] = []
      let from = 0
      for (
        let size = NEARBY_FIRST_BATCH;
        from < search.places.length && rows.length < search.limit;
        size *= 3
      ) {
        const batch = await nearbyQuery(db, {
          locale: search.locale,
          places: search.places.slice(from, from + size),
          after: from === 0 ? search.after : undefined,
          limit: search.limit - rows.length,
        })
        rows.push(...batch.map((row) => ({ ...row, rank: row.rank + from })))
        from += size
      }
      return rows
    },
    async details(id, locale) {
      const [row] = await db
        .select({
          ...listColumns,
          content: localizedContent(locale),
          feeAmount: classifieds.feeAmount,
          jobTitleId: classifieds.jobTitleId,
          promotedRank: classifieds.promotedRank,
        })
        .from(classifieds)
        .where(eq(classifieds.id, id))
      return row
    },
    async byIds(ids, locale) {
      if (ids.length === 0) return []
      return db
        .select({ ...listColumns, content: localizedTitle(locale) })
        .from(classifieds)
        .where(inArray(classifieds.id, [...ids]))
    },
    async sitemapPairs(limit) {
      return db
        .select({
          categoryId: classifieds.categoryId,
          locationId: classifieds.locationId,
          lastmod: sql<Date>`max(${classifieds.postedAt})`.mapWith((value: string | Date) => new Date(value)),
          jobs: sql<number>`count(*)::integer`,
        })
        .from(classifieds)
        .where(isLive())
        .groupBy(classifieds.categoryId, classifieds.locationId)
        .orderBy(classifieds.categoryId, classifieds.locationId)
        .limit(limit)
    },
    async sitemapJobs(after, limit) {
      return db
        .select({
          id: classifieds.id,
          categoryId: classifieds.categoryId,
          locationId: classifieds.locationId,
          postedAt: classifieds.postedAt,
        })
        .from(classifieds)
        .where(searchConditions({ locale: 'en', after, limit }))
        .orderBy(desc(classifieds.postedAt), desc(classifieds.id))
        .limit(limit)
    },
  }
}

export default fp(
  (fastify) => {
    fastify.decorate('classifiedsRepository', createClassifiedsRepository(fastify.database.db))
  },
  { name: 'classifieds-repository', dependencies: ['database'] },
)
