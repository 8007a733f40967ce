import { eq } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { Drizzle } from '#src/db/database.ts'
import {
  type AllLanguages,
  categories,
  jobTitles,
  localities,
  locations,
  type OptionKind,
  optionLabels,
  primaryJobRoles,
  states,
} from '#src/db/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    referenceData: ReferenceDataRepository
  }
}

type StateRow = typeof states.$inferSelect
type LocationRow = typeof locations.$inferSelect
type LocalityRow = typeof localities.$inferSelect
type CategoryRow = typeof categories.$inferSelect
type JobTitleRow = typeof jobTitles.$inferSelect
/** A primary job role with the category of its job title. */
export type PrimaryJobRoleRow = typeof primaryJobRoles.$inferSelect & { categoryId: number }

/** Places, categories and option labels: a few thousand rows that change only with a release. */
export interface ReferenceData {
  statesById: ReadonlyMap<number, StateRow>
  locationsById: ReadonlyMap<number, LocationRow>
  locationsBySlug: ReadonlyMap<string, LocationRow>
  localitiesById: ReadonlyMap<number, LocalityRow>
  /** a city's localities, in English name order */
  localitiesByLocation: ReadonlyMap<number, readonly LocalityRow[]>
  jobTitlesById: ReadonlyMap<number, JobTitleRow>
  categoriesById: ReadonlyMap<number, CategoryRow>
  categoriesBySlug: ReadonlyMap<string, CategoryRow>
  /** primary job roles by id, in category then English name order */
  primaryJobRolesById: ReadonlyMap<number, PrimaryJobRoleRow>
  /** the label of option `code` of `kind`, or undefined for a code the labels do not know */
  label(kind: OptionKind, code: string): AllLanguages | undefined
}

export interface ReferenceDataRepository {
  /**
   * The cached reference data. `refresh` reloads it now (e.g. when a request names a place not yet
   * cached) unless it was loaded moments ago, so unknown slugs cannot make every request reload it.
   */
  get(options?: { refresh?: boolean }): Promise<ReferenceData>
}

const MIN_REFRESH_INTERVAL_MS = 1_000

/**
 * Keeps the reference data in memory for `ttlMs`, so that a feed page costs one indexed query on
 * classifieds instead of five joins. Concurrent callers share one load; a failed load is not cached.
 */
export function createReferenceDataRepository(db: Drizzle, ttlMs = 60_000): ReferenceDataRepository {
  let cached: { data: Promise<ReferenceData>; loadedAt: number } | undefined
  return {
    get({ refresh = false } = {}) {
      const age = cached ? performance.now() - cached.loadedAt : Number.POSITIVE_INFINITY
      if (cached && age <= ttlMs && !(refresh && age > MIN_REFRESH_INTERVAL_MS)) return cached.data
      const data = load(db)
      const entry = { data, loadedAt: performance.now() }
      cached = entry
      data.catch(() => {
        if (cached === entry) cached = undefined
      })
      return data
    },
  }
}

async function load(db: Drizzle): Promise<ReferenceData> {
  const [stateRows, locationRows, localityRows, categoryRows, titleRows, labelRows, roleRows] =
    await Promise.all([
      db.select().from(states).orderBy(states.englishName),
      db.select().from(locations).orderBy(locations.englishName),
      db.select().from(localities).orderBy(localities.englishName),
      db.select().from(categories).orderBy(categories.englishName),
      db.select().from(jobTitles),
      db.select().from(optionLabels),
      db
        .select({ role: primaryJobRoles, categoryId: jobTitles.categoryId })
        .from(primaryJobRoles)
        .innerJoin(jobTitles, eq(jobTitles.id, primaryJobRoles.jobTitleId))
        .orderBy(jobTitles.categoryId, primaryJobRoles.name, primaryJobRoles.id),
    ])
  const localitiesByLocation = new Map<number, LocalityRow[]>()
  for (const row of localityRows) {
    const list = localitiesByLocation.get(row.locationId) ?? []
    list.push(row)
    localitiesByLocation.set(row.locationId, list)
  }
  const labels = new Map(labelRows.map((row) => [`${row.kind}:${row.code}`, row.label]))
  return {
    statesById: new Map(stateRows.map((row) => [row.id, row])),
    locationsById: new Map(locationRows.map((row) => [row.id, row])),
    locationsBySlug: new Map(locationRows.map((row) => [row.slug, row])),
    localitiesById: new Map(localityRows.map((row) => [row.id, row])),
    localitiesByLocation,
    jobTitlesById: new Map(titleRows.map((row) => [row.id, row])),
    categoriesById: new Map(categoryRows.map((row) => [row.id, row])),
    categoriesBySlug: new Map(categoryRows.map((row) => [row.slug, row])),
    primaryJobRolesById: new Map(roleRows.map(({ role, categoryId }) => [role.id, { ...role, categoryId }])),
    label: (kind, code) => labels.get(`${kind}:${code}`),
  }
}

export default fp(
  (fastify) => {
    fastify.decorate('referenceData', createReferenceDataRepository(fastify.database.db))
  },
  { name: 'reference-data-repository', dependencies: ['database'] },
)
