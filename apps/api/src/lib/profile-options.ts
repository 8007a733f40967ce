/**
 * The choices of the seeker profile's option fields (spec section 3, steps 1-3). Lists the seeker
 * filters also have reuse the filter ids (qualification, job type, shift, experience in years, salary
 * bands), so a profile can preselect filters; the rest are defined here. Titles of the code-based lists
 * come from option_labels (reference data); job_category and locations are categories and cities.
 */
import type { Locale } from '@localjobs/api-client/classifieds/types'
import { formatSalaryRange } from '@localjobs/ui/format'
import type { OptionKind } from '#src/db/schema.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import {
  CODE_VALUES,
  type CodeFilterId,
  EXPERIENCE_YEARS,
  experienceTitle,
  FILTER,
  SALARY_BANDS,
  salaryBandBounds,
  type Translations,
} from './filter-catalog.ts'

export interface ProfileChoice {
  id: number
  title: string
  english_name?: string
}

export const PERSON_GENDERS: readonly { id: number; title: Translations }[] = [
  { id: 1, title: { en: 'Male', hi: 'पुरुष', te: 'పురుషుడు' } },
  { id: 2, title: { en: 'Female', hi: 'महिला', te: 'స్త్రీ' } },
  { id: 3, title: { en: 'Other', hi: 'अन्य', te: 'ఇతరులు' } },
]

export const SPECIALIZATIONS: readonly { id: number; title: Translations }[] = [
  { id: 1, title: { en: 'None', hi: 'कोई नहीं', te: 'ఏదీ లేదు' } },
  { id: 2, title: { en: 'Arts', hi: 'आर्ट्स', te: 'ఆర్ట్స్' } },
  { id: 3, title: { en: 'Commerce', hi: 'कॉमर्स', te: 'కామర్స్' } },
  { id: 4, title: { en: 'Science', hi: 'साइंस', te: 'సైన్స్' } },
  { id: 5, title: { en: 'Engineering', hi: 'इंजीनियरिंग', te: 'ఇంజనీరింగ్' } },
  { id: 6, title: { en: 'Medical and Nursing', hi: 'मेडिकल और नर्सिंग', te: 'మెడికల్ మరియు నర్సింగ్' } },
  { id: 7, title: { en: 'ITI trade', hi: 'आईटीआई ट्रेड', te: 'ఐటీఐ ట్రేడ్' } },
  { id: 8, title: { en: 'Computers and IT', hi: 'कंप्यूटर और आईटी', te: 'కంప్యూటర్స్ మరియు ఐటీ' } },
  { id: 9, title: { en: 'Other', hi: 'अन्य', te: 'ఇతర' } },
]

export const WORK_TIMES: readonly { id: number; title: Translations }[] = [
  { id: 1, title: { en: 'Up to 4 hours a day', hi: 'दिन में 4 घंटे तक', te: 'రోజుకు 4 గంటల వరకు' } },
  { id: 2, title: { en: '4 to 8 hours a day', hi: 'दिन में 4 से 8 घंटे', te: 'రోజుకు 4 నుండి 8 గంటలు' } },
  { id: 3, title: { en: 'More than 8 hours a day', hi: 'दिन में 8 घंटे से ज़्यादा', te: 'రోజుకు 8 గంటలకు పైగా' } },
]

/** A current salary of 0: not earning yet (freshers). */
export const NO_SALARY = {
  id: 0,
  title: { en: 'No salary yet', hi: 'अभी कोई सैलरी नहीं', te: 'ఇంకా జీతం లేదు' } satisfies Translations,
}

export type ProfileOptionField =
  | 'gender'
  | 'qualification'
  | 'specialization'
  | 'experience'
  | 'salary'
  | 'job_type'
  | 'work_time'
  | 'shift_timing'
  | 'job_category'
  | 'locations'

const fromCodes = (filterId: CodeFilterId, reference: ReferenceData, locale: Locale): ProfileChoice[] => {
  const { kind, ids } = CODE_VALUES[filterId]
  return Object.entries(ids).map(([code, id]) => ({
    id,
    title: reference.label(kind as OptionKind, code)?.[locale] || code,
  }))
}

const fixed = (list: readonly { id: number; title: Translations }[], locale: Locale) =>
  list.map((item) => ({ id: item.id, title: item.title[locale] }))

const nameIn = (row: { englishName: string; translations: { hi: string; te: string } }, locale: Locale) =>
  locale === 'en' ? row.englishName : row.translations[locale]?.trim() || row.englishName

/** Every option field's choices, titles in `locale`. */
export function profileOptions(
  reference: ReferenceData,
  locale: Locale,
): Record<ProfileOptionField, ProfileChoice[]> {
  return {
    gender: fixed(PERSON_GENDERS, locale),
    qualification: fromCodes(FILTER.qualification, reference, locale),
    specialization: fixed(SPECIALIZATIONS, locale),
    experience: EXPERIENCE_YEARS.map((years) => ({ id: years, title: experienceTitle(years)[locale] })),
    salary: [
      { id: NO_SALARY.id, title: NO_SALARY.title[locale] },
      ...SALARY_BANDS.map((band) => {
        const { min, max } = salaryBandBounds(band)
        return { id: band.id, title: formatSalaryRange(min, max) }
      }),
    ],
    job_type: fromCodes(FILTER.jobType, reference, locale),
    work_time: fixed(WORK_TIMES, locale),
    shift_timing: fromCodes(FILTER.shift, reference, locale),
    job_category: [...reference.categoriesById.values()].map((row) => ({
      id: row.id,
      title: nameIn(row, locale),
      english_name: row.englishName,
    })),
    locations: [...reference.locationsById.values()].map((row) => ({
      id: row.id,
      title: nameIn(row, locale),
      english_name: row.englishName,
    })),
  }
}
