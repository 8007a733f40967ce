import { nameSlug } from '@localjobs/api-client/seeker-urls'
import { formatNumber } from '@localjobs/ui/format'
import { DEFAULT_LOCATION_ID, DEFAULT_STATE_ID, LOCALES, type Locale } from '@localjobs/validation/constants'
import type {
  advertisers,
  categories as categoriesTable,
  classifieds,
  jobTitles,
  localities,
  locations,
  OptionKind,
  optionLabels,
  primaryJobRoles,
  states as statesTable,
} from '#src/db/schema.ts'
import { categories } from './data/categories.ts'
import { cities } from './data/cities.ts'
import { COMPANY_KINDS, type Company, type CompanyKind, companies } from './data/companies.ts'
import { type JobRules, rulesFor } from './data/job-rules.ts'
import {
  detailLabels,
  experienceBands,
  genders,
  jobTypes,
  perMonth,
  qualifications,
  shifts,
  yesNo,
} from './data/options.ts'
import { states } from './data/states.ts'
import { descriptionTemplates, titleTemplates } from './data/templates.ts'
import type { Translations } from './data/types.ts'
import { firstNames, lastNames } from './people.ts'
import { createRandom, type Random } from './random.ts'

export const DEFAULT_SEED = 20_240_601
const DAY_MS = 86_400_000

/** The Telugu-speaking home market gets more jobs than elsewhere, the default city most of all. */

export interface SeedOptions {
  /** How many active jobs to create; a few expired, rejected, on-hold and pending ones come on top. */
  jobs: number
  seed?: number
  /** Jobs are posted during the 30 days before this moment; defaults to the current hour. */
  referenceTime?: Date
}

export interface ReferenceRows {
  states: (typeof statesTable.$inferInsert)[]
  locations: (typeof locations.$inferInsert)[]
  localities: (typeof localities.$inferInsert)[]
  categories: (typeof categoriesTable.$inferInsert)[]
  jobTitles: (typeof jobTitles.$inferInsert)[]
  primaryJobRoles: (typeof primaryJobRoles.$inferInsert)[]
  optionLabels: (typeof optionLabels.$inferInsert)[]
}

export type ClassifiedRow = typeof classifieds.$inferInsert
export type AdvertiserRow = typeof advertisers.$inferInsert

const others = (name: Translations) => ({ hi: name.hi, te: name.te })

/** The reference data (places, categories, option labels) exactly as the data files describe it. */
export function buildReferenceRows(): ReferenceRows {
  const locationRows = cities.map((city) => ({
    id: city.id,
    stateId: city.stateId,
    englishName: city.name.en,
    slug: nameSlug(city.name.en),
    translations: others(city.name),
    lat: city.lat,
    lng: city.lng,
  }))
  const categoryRows = categories.map((category) => ({
    id: category.id,
    englishName: category.name.en,
    slug: nameSlug(category.name.en),
    translations: others(category.name),
  }))
  assertUnique(
    'location slug',
    locationRows.map((row) => row.slug),
  )
  assertUnique(
    'category slug',
    categoryRows.map((row) => row.slug),
  )

  let localityId = 0
  const localityRows = cities.flatMap((city) =>
    city.localities.map((locality) => ({
      id: ++localityId,
      locationId: city.id,
      englishName: locality.name.en,
      translations: others(locality.name),
      lat: locality.lat,
      lng: locality.lng,
    })),
  )
  let roleId = 0
  const titles = categories.flatMap((category) => category.titles.map((title) => ({ category, title })))

  const labels = (kind: OptionKind, options: readonly { code: string; label: Translations }[]) =>
    options.map((option, sortOrder) => ({ kind, code: option.code, label: option.label, sortOrder }))

  return {
    states: states.map((state) => ({
      id: state.id,
      englishName: state.name.en,
      translations: others(state.name),
      shortName: state.short_name,
    })),
    locations: locationRows,
    localities: localityRows,
    categories: categoryRows,
    jobTitles: titles.map(({ category, title }) => ({
      id: title.id,
      categoryId: category.id,
      englishName: title.name.en,
      translations: others(title.name),
    })),
    primaryJobRoles: titles.flatMap(({ title }) =>
      title.roles.map((role) => ({
        id: ++roleId,
        jobTitleId: title.id,
        name: role.en,
        translations: others(role),
      })),
    ),
    optionLabels: [
      ...labels('job_type', jobTypes),
      ...labels('shift', shifts),
      ...labels('qualification', qualifications),
      ...labels('gender', genders),
      ...labels(
        'experience',
        experienceBands.map((band) => ({ code: experienceCode(band.min, band.max), label: band.label })),
      ),
      ...labels('fees_charged', [
        { code: 'yes', label: yesNo.yes },
        { code: 'no', label: yesNo.no },
      ]),
      ...labels('salary', [{ code: 'per_month', label: perMonth }]),
      ...labels(
        'detail_label',
        Object.entries(detailLabels).map(([code, label]) => ({ code, label })),
      ),
    ],
  }
}

export const experienceCode = (min: number, max: number) => `${min}-${max}`

function assertUnique(what: string, values: string[]) {
  const seen = new Set<string>()
  for (const value of values) {
    if (seen.has(value)) throw new Error(`seed data: two rows share the ${what} '${value}'`)
    seen.add(value)
  }
}

/** At least one advertiser of every kind of business, so every role has someone to hire for it. */
export function advertiserCount(jobs: number): number {
  return Math.max(20, COMPANY_KINDS.length, Math.min(2_000, Math.ceil(jobs / 25)))
}

/**
 * The companies in the order advertisers take them: one of each kind first (round-robin over the kinds),
 * so that even the smallest seed has an employer for every role; then the rest.
 */
const companyOrder: Company[] = (() => {
  const byKind = new Map<CompanyKind, Company[]>(COMPANY_KINDS.map((kind) => [kind, []]))
  for (const company of companies) byKind.get(company.kind)?.push(company)
  const ordered: Company[] = []
  for (let round = 0; ordered.length < companies.length; round++) {
    for (const kind of COMPANY_KINDS) {
      const company = byKind.get(kind)?.[round]
      if (company) ordered.push(company)
    }
  }
  return ordered
})()

/** The company of advertiser `id` (1-based): its jobs carry that company's name. */
export const companyOfAdvertiser = (id: number): Company =>
  companyOrder[(id - 1) % companyOrder.length] as Company

/**
 * The demo advertiser accounts (apps/api/README.md): the owners of the first seeded jobs, with known
 * numbers. The first three and the last three are enterprise accounts as ops would create them (e-mail,
 * address); the fourth and fifth b2c. None is linked to a user until its number signs in (decision 017).
 */
export const DEMO_ADVERTISERS: readonly Pick<
  AdvertiserRow,
  'name' | 'mobile' | 'kind' | 'email' | 'companyAddress'
>[] = [
  {
    name: 'Priya Menon',
    mobile: '9100000001',
    kind: 'b2b',
    email: 'hiring@demo-enterprise-1.example',
    companyAddress: 'Plot 12, HITEC City, Hyderabad, Telangana 500081',
  },
  {
    name: 'Arjun Nair',
    mobile: '9100000002',
    kind: 'b2b',
    email: 'jobs@demo-enterprise-2.example',
    companyAddress: '4th Floor, MG Road, Vijayawada, Andhra Pradesh 520010',
  },
  {
    name: 'Meena Iyer',
    mobile: '9100000003',
    kind: 'b2b',
    email: 'careers@demo-enterprise-3.example',
    companyAddress: 'Sector 5, Salt Lake, Kolkata, West Bengal 700091',
  },
  { name: 'Ravi Kumar', mobile: '9100000004', kind: 'b2c', email: null, companyAddress: null },
  { name: 'Sravani Reddy', mobile: '9100000005', kind: 'b2c', email: null, companyAddress: null },
  // Three more enterprise accounts, so the e2e run's enterprise sign-ins (one number per spec and project)
  // stay within a number's three codes per ten minutes.
  {
    name: 'Kavya Shetty',
    mobile: '9100000006',
    kind: 'b2b',
    email: 'talent@demo-enterprise-6.example',
    companyAddress: 'Whitefield Main Road, Bengaluru, Karnataka 560066',
  },
  {
    name: 'Imran Qureshi',
    mobile: '9100000007',
    kind: 'b2b',
    email: 'hr@demo-enterprise-7.example',
    companyAddress: 'Banjara Hills Road No. 2, Hyderabad, Telangana 500034',
  },
  {
    name: 'Lakshmi Narayanan',
    mobile: '9100000008',
    kind: 'b2b',
    email: 'people@demo-enterprise-8.example',
    companyAddress: 'Anna Salai, Chennai, Tamil Nadu 600002',
  },
  // Two for the post-job e2e spec (one per project: phone, desktop).
  {
    name: 'Farhan Siddiqui',
    mobile: '9100000009',
    kind: 'b2b',
    email: 'hiring@demo-enterprise-9.example',
    companyAddress: 'Civil Lines, Nagpur, Maharashtra 440001',
  },
  {
    name: 'Deepa Rao',
    mobile: '9100000010',
    kind: 'b2b',
    email: 'jobs@demo-enterprise-10.example',
    companyAddress: 'MVP Colony, Visakhapatnam, Andhra Pradesh 530017',
  },
]

/**
 * Advertisers, each with a company from the data files and a valid Indian mobile number; the first ones
 * are the demo accounts (their company, and so their jobs, unchanged).
 */
export function buildAdvertisers(jobs: number, seed = DEFAULT_SEED): AdvertiserRow[] {
  const random = createRandom(seed ^ 0x5eed_ad)
  return Array.from({ length: advertiserCount(jobs) }, (_, index) => ({
    id: index + 1,
    name: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
    companyName: companyOfAdvertiser(index + 1).name,
    mobile: `${random.int(6, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
    kind: random.chance(0.25) ? ('b2b' as const) : ('b2c' as const),
  })).map((row, index) => ({ ...row, ...DEMO_ADVERTISERS[index] }))
}

interface Slot {
  status: NonNullable<ClassifiedRow['status']>
  postedAt: number
  /** the n-th active job in generation order, or -1; the first ones cover every city and category */
  activeIndex: number
}

/**
 * The jobs, in id order (ids grow with the posting time, as they would in a live system), yielded in
 * batches so 100,000 jobs never sit in memory at once. The same options give the same jobs.
 */
export function* generateClassifieds(options: SeedOptions, batchSize = 1_000): Generator<ClassifiedRow[]> {
  const seed = options.seed ?? DEFAULT_SEED
  const reference = (options.referenceTime ?? currentHour()).getTime()
  const slots = planSlots(options.jobs, seed, reference)
  const random = createRandom(seed ^ 0xc1a55)
  const employers = employersOf(advertiserCount(options.jobs))
  const cityWeights = cities.map((city) =>
    city.id === DEFAULT_LOCATION_ID ? 12 : city.stateId === DEFAULT_STATE_ID ? 3 : 1,
  )

  let batch: ClassifiedRow[] = []
  for (const [index, slot] of slots.entries()) {
    const covering = slot.activeIndex
    const city =
      covering >= 0 && covering < cities.length ? cities[covering]! : random.weighted(cities, cityWeights)
    const category =
      covering >= 0 && covering < categories.length ? categories[covering]! : random.pick(categories)
    batch.push(buildClassified(index + 1, slot, city, category, employers, random))
    if (batch.length === batchSize) {
      yield batch
      batch = []
    }
  }
  if (batch.length > 0) yield batch
}

const currentHour = () => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000)

function planSlots(jobs: number, seed: number, reference: number): Slot[] {
  const random = createRandom(seed)
  const slots: Slot[] = []
  const within30Days = () => reference - Math.floor((random.next() * 30 * DAY_MS) / 1000) * 1000
  for (let i = 0; i < jobs; i++) slots.push({ status: 'active', postedAt: within30Days(), activeIndex: i })
  const extra = (count: number, status: Slot['status'], postedAt: () => number) => {
    for (let i = 0; i < count; i++) slots.push({ status, postedAt: postedAt(), activeIndex: -1 })
  }
  extra(Math.max(3, Math.round(jobs * 0.04)), 'expired', () => within30Days() - 60 * DAY_MS)
  extra(Math.max(1, Math.round(jobs * 0.01)), 'rejected', within30Days)
  extra(Math.max(1, Math.round(jobs * 0.01)), 'on_hold', within30Days)
  extra(Math.max(1, Math.round(jobs * 0.01)), 'approval_pending', within30Days)
  return slots
    .map((slot, order) => ({ slot, order }))
    .sort((a, b) => a.slot.postedAt - b.slot.postedAt || a.order - b.order)
    .map(({ slot }) => slot)
}

type City = (typeof cities)[number]
type Category = (typeof categories)[number]

/** The advertisers (ids) of each kind of business, among the first `total`. */
function employersOf(total: number): (kinds: readonly CompanyKind[]) => number[] {
  const byKind = new Map<CompanyKind, number[]>()
  for (let id = 1; id <= total; id++) {
    const { kind } = companyOfAdvertiser(id)
    byKind.set(kind, [...(byKind.get(kind) ?? []), id])
  }
  const cache = new Map<readonly CompanyKind[], number[]>()
  return (kinds) => {
    let ids = cache.get(kinds)
    if (!ids) {
      ids = kinds.flatMap((kind) => byKind.get(kind) ?? [])
      if (ids.length === 0) throw new Error(`seed data: no advertiser is one of ${kinds.join(', ')}`)
      cache.set(kinds, ids)
    }
    return ids
  }
}

/** The options a job of these rules may have, in the options' own order. */
function allowed<T extends { code: string }>(
  options: readonly T[],
  codes: readonly string[],
  what: string,
): T[] {
  const fitting = options.filter((option) => codes.includes(option.code))
  if (fitting.length === 0) throw new Error(`seed data: no ${what} fits the job rules (${codes.join(', ')})`)
  return fitting
}

/** The qualifications from the rules' lowest to their highest, in the order of options.ts. */
function qualificationsWithin(rules: JobRules) {
  const codes = qualifications.map((option) => option.code)
  const [lowest, highest] = rules.qualification.map((code) => codes.indexOf(code))
  if (lowest === undefined || highest === undefined || lowest < 0 || highest < lowest)
    throw new Error(
      `seed data: the qualification range ${rules.qualification.join('-')} is not in options.ts`,
    )
  return qualifications.slice(lowest, highest + 1)
}

function buildClassified(
  id: number,
  slot: Slot,
  city: City,
  category: Category,
  employers: (kinds: readonly CompanyKind[]) => number[],
  random: Random,
): ClassifiedRow {
  const title = random.pick(category.titles)
  // Everything about the post within what makes sense for the role (data/job-rules.ts).
  const rules = rulesFor(category.id, title.id)
  const localityIndex = city.localities.length > 0 ? random.int(0, city.localities.length - 1) : -1
  const locality = city.localities[localityIndex]
  const advertiserId = random.pick(employers(rules.employers))
  const companyName = companyOfAdvertiser(advertiserId).name
  const salaryMin = 8_000 + 500 * random.int(0, 44)
  const salaryMax = Math.min(100_000, salaryMin + 1_000 * random.int(2, 16))
  const jobType = random.pick(allowed(jobTypes, rules.jobTypes, 'job type'))
  const shift = random.pick(allowed(shifts, rules.shifts, 'shift'))
  const qualification = random.pick(qualificationsWithin(rules))
  const gender = random.pick(allowed(genders, rules.genders, 'gender'))
  const experience = random.pick(experienceBands.filter((band) => band.min >= rules.minExperienceYears))
  const openingsCount = 1 + Math.floor(random.next() ** 2 * 20)
  const feesCharged = random.chance(0.06)
  const feeAmount = feesCharged ? 100 * random.int(5, 50) : null
  const titleTemplate = random.pick(titleTemplates)
  // An ad about meals, a uniform or a branch does not describe work from home.
  const descriptionTemplate = random.pick(
    jobType.code === 'work_from_home'
      ? descriptionTemplates.filter((template) => !template.onSite)
      : descriptionTemplates,
  )
  const validDays = slot.status === 'expired' ? 30 : 60

  const content = Object.fromEntries(
    LOCALES.map((language) => {
      const values: Record<string, string> = {
        title: title.name[language],
        company: companyName,
        locality: (locality ?? city).name[language],
        city: city.name[language],
        salary_min: formatNumber(salaryMin),
        salary_max: formatNumber(salaryMax),
        shift: shift.label[language],
        openings: String(openingsCount),
        qualification: qualification.label[language],
        experience: experience.label[language],
        job_type: jobType.label[language],
      }
      return [
        language,
        {
          title: fillTemplate(titleTemplate[language], values),
          description: fillTemplate(descriptionTemplate[language], values),
        },
      ]
    }),
  ) as Record<Locale, { title: string; description: string }>

  return {
    id,
    advertiserId,
    categoryId: category.id,
    jobTitleId: title.id,
    locationId: city.id,
    localityId: locality ? localityIdOf(city, localityIndex) : null,
    companyName,
    salaryMin,
    salaryMax,
    jobType: jobType.code,
    shift: shift.code,
    qualification: qualification.code,
    experienceMinYears: experience.min,
    experienceMaxYears: experience.max,
    preferredGender: gender.code,
    openingsCount,
    feesCharged,
    feeAmount,
    status: slot.status,
    postedAt: new Date(slot.postedAt),
    validThrough: new Date(slot.postedAt + validDays * DAY_MS),
    content,
    promotedRank: promotedRankOf(id, slot),
  }
}

/**
 * Sponsored jobs: about one active job in 23, ranked 1 to 3, chosen by id so that the same seed promotes
 * the same jobs without drawing from the generator (which would change every job after it).
 */
export const promotedRankOf = (id: number, slot: Pick<Slot, 'status'>): number | null =>
  slot.status === 'active' && id % 23 === 0 ? 1 + (id % 3) : null

/** Locality ids are numbered across cities in data-file order (see buildReferenceRows). */
const localityIdBase = new Map<number, number>()
function localityIdOf(city: City, index: number): number {
  if (localityIdBase.size === 0) {
    let next = 1
    for (const each of cities) {
      localityIdBase.set(each.id, next)
      next += each.localities.length
    }
  }
  return (localityIdBase.get(city.id) ?? 0) + index
}

export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name]
    if (value === undefined)
      throw new Error(`seed data: a template uses the unknown placeholder ${placeholder}`)
    return value
  })
}
