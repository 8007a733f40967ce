/**
 * The seeker filters of spec sections 3, 4 and 9: which filter options exist, their ids, how a seeker
 * picks (radio or checkbox) and which jobs each value matches. One place: filters_v2 lists these,
 * apply_filters reads them, the profile options reuse some lists, and the database derives each job's
 * `filter_tags` from the same definitions (see `filterTagsExpression` and schema.ts).
 *
 * Ids are ours (the spec fixes only Job Category = 2, and the fees option 86 = yes). A value id is unique
 * within its option only; the filter tags make them unique across options as `option * 10^8 + value`.
 */
import { FEES_CHARGED_YES_ID } from '@localjobs/validation/constants'

export interface Translations {
  en: string
  hi: string
  te: string
}

export const FILTER = {
  preferredLocation: 1,
  jobCategory: 2,
  experience: 3,
  salary: 4,
  qualification: 5,
  jobType: 6,
  shift: 7,
  freshness: 8,
  feesCharged: 9,
  gender: 10,
} as const

export type FilterId = (typeof FILTER)[keyof typeof FILTER]

export interface FilterOptionDefinition {
  id: FilterId
  type: 'radio' | 'checkbox'
  title: Translations
}

/** In the order spec section 9 lists them: the checkboxes, then the radios. */
export const FILTER_OPTIONS: readonly FilterOptionDefinition[] = [
  { id: FILTER.salary, type: 'checkbox', title: { en: 'Salary', hi: 'सैलरी', te: 'జీతం' } },
  { id: FILTER.qualification, type: 'checkbox', title: { en: 'Qualification', hi: 'योग्यता', te: 'విద్యార్హత' } },
  { id: FILTER.jobType, type: 'checkbox', title: { en: 'Job type', hi: 'नौकरी का प्रकार', te: 'ఉద్యోగ రకం' } },
  {
    id: FILTER.preferredLocation,
    type: 'checkbox',
    title: { en: 'Preferred Location', hi: 'पसंदीदा इलाका', te: 'ఇష్టమైన ప్రాంతం' },
  },
  { id: FILTER.shift, type: 'radio', title: { en: 'Shift timing', hi: 'शिफ़्ट का समय', te: 'షిఫ్ట్ సమయం' } },
  { id: FILTER.experience, type: 'radio', title: { en: 'Experience', hi: 'अनुभव', te: 'అనుభవం' } },
  {
    id: FILTER.freshness,
    type: 'radio',
    title: { en: 'Freshness', hi: 'कब पोस्ट हुई', te: 'ఎప్పుడు పోస్ట్ చేశారు' },
  },
  {
    id: FILTER.feesCharged,
    type: 'radio',
    title: { en: 'Fees Charged', hi: 'फ़ीस ली जाती है', te: 'ఫీజు వసూలు' },
  },
  { id: FILTER.gender, type: 'radio', title: { en: 'Gender', hi: 'लिंग', te: 'లింగం' } },
  {
    id: FILTER.jobCategory,
    type: 'radio',
    title: { en: 'Job Category', hi: 'नौकरी की श्रेणी', te: 'ఉద్యోగ విభాగం' },
  },
]

export const filterOptionById = new Map(FILTER_OPTIONS.map((option) => [option.id as number, option]))

/** Options whose values are codes a classified stores; their labels are the `option_labels` rows. */
export const CODE_VALUES = {
  [FILTER.jobType]: {
    kind: 'job_type',
    column: 'job_type',
    ids: { full_time: 1, part_time: 2, contract: 3, work_from_home: 4, internship: 5 },
  },
  [FILTER.shift]: { kind: 'shift', column: 'shift', ids: { day: 1, night: 2, rotational: 3, flexible: 4 } },
  [FILTER.qualification]: {
    kind: 'qualification',
    column: 'qualification',
    ids: {
      no_education: 1,
      below_10th: 2,
      '10th_pass': 3,
      '12th_pass': 4,
      iti: 5,
      diploma: 6,
      graduate: 7,
      post_graduate: 8,
    },
  },
  [FILTER.gender]: { kind: 'gender', column: 'preferred_gender', ids: { any: 1, male: 2, female: 3 } },
} as const satisfies Record<number, { kind: string; column: string; ids: Record<string, number> }>

export type CodeFilterId = keyof typeof CODE_VALUES

/** Fees Charged: the post-job form's option ids (86 is yes, spec section 9; 85 is no). */
export const FEES_CHARGED_NO_ID = 85
export const FEES_VALUES = { no: FEES_CHARGED_NO_ID, yes: FEES_CHARGED_YES_ID } as const

/**
 * A seeker picking Male or Female wants jobs for them or for anyone; 'Any' lists the jobs open to
 * everyone. Which preferred_gender codes each value matches:
 */
export const GENDER_MATCHES: Readonly<Record<number, readonly string[]>> = {
  1: ['any'],
  2: ['male', 'any'],
  3: ['female', 'any'],
}

/**
 * Monthly salary bands: a job matches a band its salary range overlaps, [min, maxExclusive). The last
 * band closes at the largest salary a job may offer.
 */
export const SALARY_BANDS = [
  { id: 1, min: 1_000, maxExclusive: 10_000 },
  { id: 2, min: 10_000, maxExclusive: 15_000 },
  { id: 3, min: 15_000, maxExclusive: 20_000 },
  { id: 4, min: 20_000, maxExclusive: 30_000 },
  { id: 5, min: 30_000, maxExclusive: 50_000 },
  { id: 6, min: 50_000, maxExclusive: 100_001 },
] as const

/**
 * Experience values are years: value n lists the jobs whose experience range includes n years, so the
 * list slug '{n}-years-experience-jobs' is the Experience value n. Any n from 0 to MAX_EXPERIENCE_YEARS
 * is accepted; these are the ones filters_v2 offers (and the ones with a filter tag).
 */
export const EXPERIENCE_YEARS = [0, 1, 2, 3, 4, 5, 7, 10] as const
export const MAX_EXPERIENCE_YEARS = 50

/** Freshness values are days: jobs posted within the last n days. */
export const FRESHNESS_DAYS = [1, 3, 7, 15, 30] as const

/** The band as people read it: '₹10,000 - ₹15,000' (the last one ends at the largest salary, 100,000). */
export const salaryBandBounds = (band: (typeof SALARY_BANDS)[number]) => ({
  min: band.min,
  max: Math.min(band.maxExclusive, 100_000),
})

export const experienceTitle = (years: number): Translations =>
  years === 0
    ? { en: 'Fresher', hi: 'फ़्रेशर', te: 'ఫ్రెషర్' }
    : {
        en: `${years} ${years === 1 ? 'year' : 'years'}`,
        hi: `${years} साल`,
        te: `${years} ${years === 1 ? 'సంవత్సరం' : 'సంవత్సరాలు'}`,
      }

export const freshnessTitle = (days: number): Translations =>
  days === 1
    ? { en: 'Last 24 hours', hi: 'पिछले 24 घंटे', te: 'గత 24 గంటలు' }
    : { en: `Last ${days} days`, hi: `पिछले ${days} दिन`, te: `గత ${days} రోజులు` }

/** Tags make value ids unique across options; they fit PostgreSQL's integer for value ids below 10^8. */
const TAG_FACTOR = 100_000_000
export const filterTag = (filterId: number, valueId: number): number => filterId * TAG_FACTOR + valueId

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`

/**
 * The SQL that derives a classified's `filter_tags` from its own columns (a STORED generated column, so
 * no writer can forget or disagree with it): one tag per matching value of every option below. A GIN
 * index on it answers any combination of these options. Category, location and freshness use the
 * feed's btree indexes instead. Changing this needs a migration that re-creates the column.
 */
export function filterTagsExpression(): string {
  const parts: string[] = [`(${filterTag(FILTER.preferredLocation, 0)} + "locality_id")`]
  for (const [filterId, values] of Object.entries(CODE_VALUES)) {
    const cases = Object.entries(values.ids)
      .map(([code, id]) => `when ${quote(code)} then ${filterTag(Number(filterId), id)}`)
      .join(' ')
    parts.push(`case "${values.column}" ${cases} end`)
  }
  parts.push(
    `case when "fees_charged" then ${filterTag(FILTER.feesCharged, FEES_VALUES.yes)} else ${filterTag(FILTER.feesCharged, FEES_VALUES.no)} end`,
  )
  for (const band of SALARY_BANDS) {
    parts.push(
      `case when "salary_min" < ${band.maxExclusive} and "salary_max" >= ${band.min} then ${filterTag(FILTER.salary, band.id)} end`,
    )
  }
  for (const years of EXPERIENCE_YEARS) {
    parts.push(
      `case when "experience_min_years" <= ${years} and "experience_max_years" >= ${years} then ${filterTag(FILTER.experience, years)} end`,
    )
  }
  return `array_remove(array[${parts.join(', ')}]::integer[], null)`
}
