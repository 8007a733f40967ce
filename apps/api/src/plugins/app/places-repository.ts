import { and, eq, or, type SQL, sql } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { localities, locations } from '#src/db/schema.ts'

/** `like` treats % _ and \ specially: what a person typed is matched as text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * Prefix search on names in English, Hindi and Telugu, lower-cased: `lower(name) like 'ame%'`, which the
 * text_pattern_ops indexes of schema.ts answer. Never a leading wildcard.
 */
function namePrefix(table: typeof localities | typeof locations, text: string): SQL | undefined {
  const pattern = `${escapeLike(text.toLowerCase())}%`
  return or(
    sql`lower(${table.englishName}) like ${pattern}`,
    sql`lower(${table.translations} ->> 'hi') like ${pattern}`,
    sql`lower(${table.translations} ->> 'te') like ${pattern}`,
  )
}

export function searchLocalitiesQuery(db: Drizzle, text: string, limit: number, cityId?: number) {
  return db
    .select({ id: localities.id })
    .from(localities)
    .where(
      and(cityId === undefined ? undefined : eq(localities.locationId, cityId), namePrefix(localities, text)),
    )
    .orderBy(localities.englishName)
    .limit(limit)
}

export function searchCitiesQuery(db: Drizzle, text: string, limit: number) {
  return db
    .select({ id: locations.id })
    .from(locations)
    .where(namePrefix(locations, text))
    .orderBy(locations.englishName)
    .limit(limit)
}
