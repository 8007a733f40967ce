import type { ClassifiedDetails, EmploymentType } from '@localjobs/api-client/classifieds/details'
import type {
  Classified,
  JobCategory,
  JobLocation,
  Locale,
  PrimaryDetails,
} from '@localjobs/api-client/classifieds/types'
import { formatNumber, formatSalaryRange } from '@localjobs/ui/format'
import { CATEGORY_TYPE, type OptionKind } from '#src/db/schema.ts'
import type { DetailsRow, FeedRow } from '#src/plugins/app/classifieds-repository.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'

interface Named {
  englishName: string
  translations: { hi: string; te: string }
}

/** A name in `locale`; English when the translation is missing or blank. */
export const nameIn = (row: Named, locale: Locale): string =>
  locale === 'en' ? row.englishName : row.translations[locale]?.trim() || row.englishName

type CategoryRow = ReferenceData['categoriesById'] extends ReadonlyMap<number, infer R> ? R : never
type LocationRow = ReferenceData['locationsById'] extends ReadonlyMap<number, infer R> ? R : never

export const presentCategory = (category: CategoryRow, locale: Locale): JobCategory => ({
  id: category.id,
  title: nameIn(category, locale),
  english_name: category.englishName,
  slug: category.slug,
  type: CATEGORY_TYPE,
})

export function presentLocation(
  location: LocationRow,
  reference: ReferenceData,
  locale: Locale,
): JobLocation {
  const state = reference.statesById.get(location.stateId)
  return {
    id: location.id,
    title: nameIn(location, locale),
    english_name: location.englishName,
    slug: location.slug,
    state: state
      ? { id: state.id, title: nameIn(state, locale), short_name: state.shortName }
      : { id: location.stateId, title: '', short_name: '' },
  }
}

/** True when every place and category `rows` point at is in `reference` (it may be older than a job). */
export const knowsAllOf = (rows: readonly FeedRow[], reference: ReferenceData): boolean =>
  rows.every(
    (row) =>
      reference.categoriesById.has(row.categoryId) &&
      reference.locationsById.has(row.locationId) &&
      (row.localityId === null || reference.localitiesById.has(row.localityId)),
  )

/**
 * One job as lists show it, all in the language its content came in (the requested one, or English
 * for a job without that translation), so a card never mixes languages. Lists carry no description
 * (the row has none); the details page adds it (presentDetails).
 */
export function presentClassified(row: FeedRow, reference: ReferenceData): Classified {
  const category = reference.categoriesById.get(row.categoryId)
  const location = reference.locationsById.get(row.locationId)
  if (!category || !location) throw new Error(`classified ${row.id} points at unknown reference data`)
  const locality = row.localityId === null ? undefined : reference.localitiesById.get(row.localityId)
  const content = row.content
  const contentLocale = content.locale
  const label = (kind: OptionKind, code: string) => reference.label(kind, code)?.[contentLocale] || code

  const primaryDetails: PrimaryDetails = {
    Experience: label('experience', `${row.experienceMinYears}-${row.experienceMaxYears}`),
    Salary: `${formatSalaryRange(row.salaryMin, row.salaryMax)} ${label('salary', 'per_month')}`,
    Qualification: label('qualification', row.qualification),
    'Job Type': label('job_type', row.jobType),
    Shift: label('shift', row.shift),
    Gender: label('gender', row.preferredGender),
    Openings: formatNumber(row.openingsCount),
    'Fees Charged': label('fees_charged', row.feesCharged ? 'yes' : 'no'),
  }

  return {
    id: row.id,
    job_category: presentCategory(category, contentLocale),
    job_location_slug: location.slug,
    location: presentLocation(location, reference, contentLocale),
    locality: locality ? { id: locality.id, title: nameIn(locality, contentLocale) } : null,
    company_name: row.companyName,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    openings_count: row.openingsCount,
    fees_charged: row.feesCharged,
    posted_at: row.postedAt.toISOString(),
    valid_through: row.validThrough.toISOString(),
    status: row.status,
    locale: contentLocale,
    translated_content: {
      title: content.title,
      ...(content.description === undefined ? {} : { description: content.description }),
      primary_details: primaryDetails,
    },
  }
}

const EMPLOYMENT_TYPES: Readonly<Record<string, EmploymentType>> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  // Work from home is full-time work done remotely; schema.org says where with jobLocationType instead.
  work_from_home: 'FULL_TIME',
}

/** One job as its details page shows it: the list item, the full description and a few more facts. */
export function presentDetails(row: DetailsRow, reference: ReferenceData): ClassifiedDetails {
  const listed = presentClassified(row, reference)
  const title = reference.jobTitlesById.get(row.jobTitleId)
  return {
    ...listed,
    translated_content: { ...listed.translated_content, description: row.content.description },
    job_title: { id: row.jobTitleId, title: title ? nameIn(title, row.content.locale) : '' },
    fee_amount: row.feesCharged ? row.feeAmount : null,
    employment_type: EMPLOYMENT_TYPES[row.jobType] ?? 'OTHER',
    promoted: row.promotedRank !== null,
  }
}
