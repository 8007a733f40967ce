/**
 * The post-job form's option lists (the form context's `options`, GET /submissions/draft/): one list per
 * option field, titles in the requested language. The lists the seeker filters also have reuse the filter
 * ids (job type, shift, qualification, gender, experience in years), so a post's values are the ones
 * seekers filter by; the rest are defined here. The ids the validation package names (fees_charged 86,
 * preferred_location 148, contact_preference 1, fee_reason OTHER_REASON, poster_role FROM_JOB_AGENCY) are
 * among them. The create call refuses an id no list has (`unlistedOptions`).
 */
import type { Locale } from '@localjobs/api-client/classifieds/types'
import type {
  CodeValue,
  ContentValue,
  PostJobOptionField,
  PostJobOptionLists,
} from '@localjobs/api-client/submissions/types'
import {
  CONTACT_PREFERENCE_WHATSAPP,
  FEE_REASON_OTHER,
  FEES_CHARGED_YES_ID,
  POSTER_ROLE_AGENCY,
  PREFERRED_LOCATION_IN_DISTRICT_ID,
} from '@localjobs/validation/constants'
import type { OptionKind } from '#src/db/schema.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import {
  CODE_VALUES,
  EXPERIENCE_YEARS,
  experienceTitle,
  FILTER,
  type Translations,
} from './filter-catalog.ts'
import { WORK_TIMES } from './profile-options.ts'

type Fixed<Id> = readonly { id: Id; title: Translations }[]

/** "No": the other fees_charged choice. */
export const FEES_CHARGED_NO_ID = 87

const FEES_CHARGED: Fixed<number> = [
  { id: FEES_CHARGED_YES_ID, title: { en: 'Yes', hi: 'हाँ', te: 'అవును' } },
  { id: FEES_CHARGED_NO_ID, title: { en: 'No', hi: 'नहीं', te: 'లేదు' } },
]

const FEE_REASONS: Fixed<string> = [
  { id: 'REGISTRATION', title: { en: 'Registration fee', hi: 'रजिस्ट्रेशन फ़ीस', te: 'రిజిస్ట్రేషన్ ఫీజు' } },
  { id: 'TRAINING', title: { en: 'Training fee', hi: 'ट्रेनिंग फ़ीस', te: 'శిక్షణ ఫీజు' } },
  { id: 'UNIFORM', title: { en: 'Uniform or kit', hi: 'यूनिफ़ॉर्म या किट', te: 'యూనిఫాం లేదా కిట్' } },
  { id: 'DEPOSIT', title: { en: 'Security deposit', hi: 'सिक्योरिटी डिपॉज़िट', te: 'సెక్యూరిటీ డిపాజిట్' } },
  { id: FEE_REASON_OTHER, title: { en: 'Other reason', hi: 'कोई और वजह', te: 'ఇతర కారణం' } },
]

const PREFERRED_LOCATIONS: Fixed<number> = [
  {
    id: 147,
    title: { en: 'Near the job location', hi: 'नौकरी की जगह के पास', te: 'ఉద్యోగ స్థలం దగ్గర' },
  },
  {
    id: PREFERRED_LOCATION_IN_DISTRICT_ID,
    title: {
      en: 'From places I choose in the district',
      hi: 'ज़िले की मेरी चुनी हुई जगहों से',
      te: 'జిల్లాలో నేను ఎంచుకున్న ప్రాంతాల నుండి',
    },
  },
  { id: 149, title: { en: 'From anywhere', hi: 'कहीं से भी', te: 'ఎక్కడి నుండైనా' } },
]

const LANGUAGES: Fixed<number> = [
  { id: 1, title: { en: 'Hindi', hi: 'हिंदी', te: 'హిందీ' } },
  { id: 2, title: { en: 'English', hi: 'अंग्रेज़ी', te: 'ఇంగ్లీష్' } },
  { id: 3, title: { en: 'Telugu', hi: 'तेलुगु', te: 'తెలుగు' } },
  { id: 4, title: { en: 'Tamil', hi: 'तमिल', te: 'తమిళం' } },
  { id: 5, title: { en: 'Kannada', hi: 'कन्नड़', te: 'కన్నడ' } },
  { id: 6, title: { en: 'Marathi', hi: 'मराठी', te: 'మరాఠీ' } },
  { id: 7, title: { en: 'Bengali', hi: 'बांग्ला', te: 'బెంగాలీ' } },
  { id: 8, title: { en: 'Gujarati', hi: 'गुजराती', te: 'గుజరాతీ' } },
  { id: 9, title: { en: 'Malayalam', hi: 'मलयालम', te: 'మలయాళం' } },
  { id: 10, title: { en: 'Odia', hi: 'ओड़िया', te: 'ఒడియా' } },
  { id: 11, title: { en: 'Punjabi', hi: 'पंजाबी', te: 'పంజాబీ' } },
]

const ASSETS: Fixed<number> = [
  { id: 1, title: { en: 'Bike', hi: 'बाइक', te: 'బైక్' } },
  { id: 2, title: { en: 'Driving licence', hi: 'ड्राइविंग लाइसेंस', te: 'డ్రైవింగ్ లైసెన్స్' } },
  { id: 3, title: { en: 'Smartphone', hi: 'स्मार्टफ़ोन', te: 'స్మార్ట్‌ఫోన్' } },
  { id: 4, title: { en: 'Laptop', hi: 'लैपटॉप', te: 'ల్యాప్‌టాప్' } },
  { id: 5, title: { en: 'Aadhaar card', hi: 'आधार कार्ड', te: 'ఆధార్ కార్డు' } },
  { id: 6, title: { en: 'PAN card', hi: 'पैन कार्ड', te: 'పాన్ కార్డు' } },
  { id: 7, title: { en: 'Bank account', hi: 'बैंक खाता', te: 'బ్యాంక్ ఖాతా' } },
]

const SKILLS: Fixed<number> = [
  { id: 1, title: { en: 'Communication', hi: 'बातचीत', te: 'కమ్యూనికేషన్' } },
  { id: 2, title: { en: 'Computer basics', hi: 'कंप्यूटर की बुनियादी जानकारी', te: 'కంప్యూటర్ ప్రాథమికాలు' } },
  { id: 3, title: { en: 'MS Excel', hi: 'एमएस एक्सेल', te: 'ఎంఎస్ ఎక్సెల్' } },
  { id: 4, title: { en: 'Driving', hi: 'ड्राइविंग', te: 'డ్రైవింగ్' } },
  { id: 5, title: { en: 'Sales', hi: 'सेल्स', te: 'సేల్స్' } },
  { id: 6, title: { en: 'Customer service', hi: 'ग्राहक सेवा', te: 'కస్టమర్ సేవ' } },
  { id: 7, title: { en: 'Cooking', hi: 'खाना बनाना', te: 'వంట' } },
  { id: 8, title: { en: 'Accounting (Tally)', hi: 'अकाउंटिंग (टैली)', te: 'అకౌంటింగ్ (టాలీ)' } },
  { id: 9, title: { en: 'Spoken English', hi: 'अंग्रेज़ी बोलना', te: 'ఇంగ్లీష్ మాట్లాడటం' } },
  { id: 10, title: { en: 'Typing', hi: 'टाइपिंग', te: 'టైపింగ్' } },
]

const CONTACT_PREFERENCES: Fixed<number> = [
  { id: CONTACT_PREFERENCE_WHATSAPP, title: { en: 'WhatsApp', hi: 'व्हाट्सऐप', te: 'వాట్సాప్' } },
  { id: 2, title: { en: 'Phone call', hi: 'फ़ोन कॉल', te: 'ఫోన్ కాల్' } },
]

const POSTER_ROLES: Fixed<string> = [
  {
    id: 'FROM_COMPANY',
    title: {
      en: 'I work at the company that is hiring',
      hi: 'मैं भर्ती करने वाली कंपनी में काम करता/करती हूँ',
      te: 'నేను నియమించుకుంటున్న కంపెనీలో పని చేస్తున్నాను',
    },
  },
  {
    id: POSTER_ROLE_AGENCY,
    title: {
      en: 'I am from a job agency or consultancy',
      hi: 'मैं जॉब एजेंसी या कंसल्टेंसी से हूँ',
      te: 'నేను జాబ్ ఏజెన్సీ లేదా కన్సల్టెన్సీ నుండి',
    },
  },
]

const COMPANY_SIZES: Fixed<number> = [
  { id: 1, title: { en: '1 to 10 people', hi: '1 से 10 लोग', te: '1 నుండి 10 మంది' } },
  { id: 2, title: { en: '11 to 50 people', hi: '11 से 50 लोग', te: '11 నుండి 50 మంది' } },
  { id: 3, title: { en: '51 to 200 people', hi: '51 से 200 लोग', te: '51 నుండి 200 మంది' } },
  { id: 4, title: { en: '201 to 1,000 people', hi: '201 से 1,000 लोग', te: '201 నుండి 1,000 మంది' } },
  { id: 5, title: { en: 'More than 1,000 people', hi: '1,000 से ज़्यादा लोग', te: '1,000 మందికి పైగా' } },
]

const COMPANY_TYPES: Fixed<number> = [
  { id: 1, title: { en: 'Private company', hi: 'प्राइवेट कंपनी', te: 'ప్రైవేట్ కంపెనీ' } },
  { id: 2, title: { en: 'Shop or small business', hi: 'दुकान या छोटा व्यापार', te: 'దుకాణం లేదా చిన్న వ్యాపారం' } },
  { id: 3, title: { en: 'Government or PSU', hi: 'सरकारी या पीएसयू', te: 'ప్రభుత్వ లేదా పీఎస్‌యూ' } },
  { id: 4, title: { en: 'Non-profit', hi: 'गैर-लाभकारी संस्था', te: 'లాభాపేక్ష లేని సంస్థ' } },
  { id: 5, title: { en: 'Household', hi: 'घरेलू काम', te: 'ఇంటి పని' } },
]

const fixed = <Id>(list: Fixed<Id>, locale: Locale) =>
  list.map((item) => ({ id: item.id, title: item.title[locale] }))

const fromCodes = (
  filterId: keyof typeof CODE_VALUES,
  reference: ReferenceData,
  locale: Locale,
): ContentValue[] => {
  const { kind, ids } = CODE_VALUES[filterId]
  return Object.entries(ids).map(([code, id]) => ({
    id,
    title: reference.label(kind as OptionKind, code)?.[locale] || code,
  }))
}

/** Every option list of the form, titles in `locale`. */
export function postJobOptions(reference: ReferenceData, locale: Locale): PostJobOptionLists {
  return {
    job_type: fromCodes(FILTER.jobType, reference, locale),
    shift_timing: fromCodes(FILTER.shift, reference, locale),
    job_hours: fixed(WORK_TIMES, locale),
    fees_charged: fixed(FEES_CHARGED, locale),
    fee_reason: fixed(FEE_REASONS, locale) satisfies CodeValue[],
    preferred_location: fixed(PREFERRED_LOCATIONS, locale),
    qualification: fromCodes(FILTER.qualification, reference, locale),
    experience: EXPERIENCE_YEARS.map((years) => ({ id: years, title: experienceTitle(years)[locale] })),
    preferred_gender: fromCodes(FILTER.gender, reference, locale),
    preferred_languages: fixed(LANGUAGES, locale),
    assets: fixed(ASSETS, locale),
    skills: fixed(SKILLS, locale),
    contact_preference: fixed(CONTACT_PREFERENCES, locale),
    poster_role: fixed(POSTER_ROLES, locale) satisfies CodeValue[],
    company_size: fixed(COMPANY_SIZES, locale),
    company_type: fixed(COMPANY_TYPES, locale),
  }
}

/** The ids (or codes) each list allows: they do not depend on the language. */
const ALLOWED: { [F in PostJobOptionField]: ReadonlySet<number | string> } = (() => {
  const ids = <Id>(list: readonly { id: Id }[]) =>
    new Set<number | string>(list.map((item) => item.id as number | string))
  const codes = (filterId: keyof typeof CODE_VALUES) =>
    new Set<number | string>(Object.values(CODE_VALUES[filterId].ids))
  return {
    job_type: codes(FILTER.jobType),
    shift_timing: codes(FILTER.shift),
    job_hours: ids(WORK_TIMES),
    fees_charged: ids(FEES_CHARGED),
    fee_reason: ids(FEE_REASONS),
    preferred_location: ids(PREFERRED_LOCATIONS),
    qualification: codes(FILTER.qualification),
    experience: new Set<number | string>(EXPERIENCE_YEARS),
    preferred_gender: codes(FILTER.gender),
    preferred_languages: ids(LANGUAGES),
    assets: ids(ASSETS),
    skills: ids(SKILLS),
    contact_preference: ids(CONTACT_PREFERENCES),
    poster_role: ids(POSTER_ROLES),
    company_size: ids(COMPANY_SIZES),
    company_type: ids(COMPANY_TYPES),
  }
})()

export const POST_JOB_OPTION_FIELDS = Object.keys(ALLOWED) as readonly PostJobOptionField[]

/**
 * The option fields of parsed values whose value (or one of whose values, for a list) no list has, in
 * POST_JOB_OPTION_FIELDS order. A field left out (undefined) is not checked: the schemas decide whether it
 * was required.
 */
export function unlistedOptions(values: Partial<Record<PostJobOptionField, unknown>>): PostJobOptionField[] {
  return POST_JOB_OPTION_FIELDS.filter((field) => {
    const value = values[field]
    if (value === undefined || value === null) return false
    const allowed = ALLOWED[field]
    return (Array.isArray(value) ? value : [value]).some((each) => !allowed.has(each as number | string))
  })
}
