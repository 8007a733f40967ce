import type { Locale } from '@localjobs/api-client/classifieds/types'
import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { Drizzle } from '#src/db/database.ts'
import { classifieds } from '#src/db/schema.ts'
import type { FeedPosition } from '#src/lib/feed-cursor.ts'

declare module 'fastify' {
  interface FastifyInstance {
    classifiedsRepository: ClassifiedsRepository
  }
}

export interface FeedFilter {
  /** the language to return title and description in; English where a job lacks it */
  locale: Locale
  locationId?: number | undefined
  categoryId?: number | undefined
  /** the position the previous page ended at */
  after?: FeedPosition | undefined
  limit: number
}

const feedColumns = {
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

/** A job's title and description in one language, and which language that is. */
export interface LocalizedContent {
  locale: Locale
  title: string
  description: string
}

export type FeedRow = Pick<typeof classifieds.$inferSelect, keyof typeof feedColumns> & {
  content: LocalizedContent
}

/** Picks the language in the database, so a page carries one language of text rather than three. */
const localizedContent = (locale: Locale) => sql<LocalizedContent>`case
  when coalesce(${classifieds.content} -> ${locale}::text ->> 'title', '') <> ''
  then jsonb_build_object('locale', ${locale}::text) || (${classifieds.content} -> ${locale}::text)
  else jsonb_build_object('locale', 'en') || (${classifieds.content} -> 'en') end`

export interface ClassifiedsRepository {
  /** Live jobs, newest first, `limit` of them after `after`: one range scan of a feed index. */
  feedPage(filter: FeedFilter): Promise<FeedRow[]>
}

/**
 * The feed query itself, unexecuted: the repository runs it, the benchmark EXPLAINs exactly it.
 * Live means status 'active' and valid_through still ahead; newest first, ties broken by id.
 */
export function feedPageQuery(db: Drizzle, { locale, locationId, categoryId, after, limit }: FeedFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(classifieds.status, 'active'),
    gt(classifieds.validThrough, sql`now()`),
    locationId === undefined ? undefined : eq(classifieds.locationId, locationId),
    categoryId === undefined ? undefined : eq(classifieds.categoryId, categoryId),
    // A row comparison, so PostgreSQL turns it into the start of the index range.
    after
      ? sql`(${classifieds.postedAt}, ${classifieds.id}) < (${after.postedAt.toISOString()}::timestamptz, ${after.id})`
      : undefined,
  ]
  return db
    .select({ ...feedColumns, content: localizedContent(locale) })
    .from(classifieds)
    .where(and(...conditions))
    .orderBy(desc(classifieds.postedAt), desc(classifieds.id))
    .limit(limit)
}

export function createClassifiedsRepository(db: Drizzle): ClassifiedsRepository {
  return {
    feedPage: (filter) => feedPageQuery(db, filter),
  }
}

export default fp(
  (fastify) => {
    fastify.decorate('classifiedsRepository', createClassifiedsRepository(fastify.database.db))
  },
  { name: 'classifieds-repository', dependencies: ['database'] },
)
