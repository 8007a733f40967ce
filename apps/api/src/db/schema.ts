import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** A name in the languages besides English; English lives in its own `english_name` column. */
export interface OtherLanguageNames {
  hi: string
  te: string
}

/** Text in every language the product speaks. */
export interface AllLanguages {
  en: string
  hi: string
  te: string
}

/** What a job ad says, per language; written once when the job is posted. */
export type ClassifiedContent = Record<'en' | 'hi' | 'te', { title: string; description: string }>

export const CLASSIFIED_STATUSES = ['active', 'expired', 'rejected', 'on_hold', 'approval_pending'] as const
export const ADVERTISER_KINDS = ['b2c', 'b2b'] as const
/** Spec section 3: category items have type 1004. */
export const CATEGORY_TYPE = 1004

/**
 * Kinds of option whose codes classifieds store and whose labels the API translates at read time.
 * 'experience' codes are '{min}-{max}' years; 'fees_charged' codes are 'yes'/'no'; 'salary' holds the
 * 'per month' suffix; 'detail_label' holds the labels of the primary details themselves.
 */
export const OPTION_KINDS = [
  'job_type',
  'shift',
  'qualification',
  'gender',
  'experience',
  'fees_charged',
  'salary',
  'detail_label',
] as const
export type OptionKind = (typeof OPTION_KINDS)[number]

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  englishName: text('english_name').notNull(),
  translations: jsonb('translations').$type<OtherLanguageNames>().notNull(),
  shortName: text('short_name').notNull(),
})

/** Cities and districts: the spec's location items and a job's place. */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    englishName: text('english_name').notNull(),
    slug: text('slug').notNull(),
    translations: jsonb('translations').$type<OtherLanguageNames>().notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [
    uniqueIndex('locations_slug_key').on(table.slug),
    index('locations_state_idx').on(table.stateId),
  ],
)

export const localities = pgTable(
  'localities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    englishName: text('english_name').notNull(),
    translations: jsonb('translations').$type<OtherLanguageNames>().notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [index('localities_location_idx').on(table.locationId)],
)

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    englishName: text('english_name').notNull(),
    slug: text('slug').notNull(),
    type: smallint('type').notNull().default(CATEGORY_TYPE),
    translations: jsonb('translations').$type<OtherLanguageNames>().notNull(),
  },
  (table) => [uniqueIndex('categories_slug_key').on(table.slug)],
)

export const jobTitles = pgTable(
  'job_titles',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    englishName: text('english_name').notNull(),
    translations: jsonb('translations').$type<OtherLanguageNames>().notNull(),
  },
  (table) => [index('job_titles_category_idx').on(table.categoryId)],
)

export const primaryJobRoles = pgTable(
  'primary_job_roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    jobTitleId: integer('job_title_id')
      .notNull()
      .references(() => jobTitles.id),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<OtherLanguageNames>().notNull(),
  },
  (table) => [index('primary_job_roles_job_title_idx').on(table.jobTitleId)],
)

/** Labels of the options a classified stores as codes (job type, shift, qualification, ...). */
export const optionLabels = pgTable(
  'option_labels',
  {
    kind: text('kind').$type<OptionKind>().notNull(),
    code: text('code').notNull(),
    label: jsonb('label').$type<AllLanguages>().notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.code] }),
    check('option_labels_kind_check', sql`${table.kind} in (${inList(OPTION_KINDS)})`),
  ],
)

export const advertisers = pgTable(
  'advertisers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    mobile: text('mobile').notNull(),
    kind: text('kind').$type<(typeof ADVERTISER_KINDS)[number]>().notNull().default('b2c'),
  },
  (table) => [
    check('advertisers_kind_check', sql`${table.kind} in (${inList(ADVERTISER_KINDS)})`),
    check('advertisers_mobile_check', sql`${table.mobile} ~ '^[6-9][0-9]{9}$'`),
  ],
)

/**
 * Published job ads. Timestamps keep milliseconds only, so a keyset cursor carrying a JavaScript
 * time points at exactly the row it came from.
 */
export const classifieds = pgTable(
  'classifieds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    jobTitleId: integer('job_title_id')
      .notNull()
      .references(() => jobTitles.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    localityId: integer('locality_id').references(() => localities.id),
    companyName: text('company_name').notNull(),
    salaryMin: integer('salary_min').notNull(),
    salaryMax: integer('salary_max').notNull(),
    jobType: text('job_type').notNull(),
    shift: text('shift').notNull(),
    qualification: text('qualification').notNull(),
    experienceMinYears: smallint('experience_min_years').notNull(),
    experienceMaxYears: smallint('experience_max_years').notNull(),
    preferredGender: text('preferred_gender').notNull(),
    openingsCount: smallint('openings_count').notNull(),
    feesCharged: boolean('fees_charged').notNull().default(false),
    feeAmount: integer('fee_amount'),
    status: text('status')
      .$type<(typeof CLASSIFIED_STATUSES)[number]>()
      .notNull()
      .default('approval_pending'),
    postedAt: timestamp('posted_at', { withTimezone: true, precision: 3 }).notNull(),
    validThrough: timestamp('valid_through', { withTimezone: true, precision: 3 }).notNull(),
    content: jsonb('content').$type<ClassifiedContent>().notNull(),
  },
  (table) => [
    check('classifieds_status_check', sql`${table.status} in (${inList(CLASSIFIED_STATUSES)})`),
    check(
      'classifieds_salary_check',
      sql`${table.salaryMin} between 1000 and 100000 and ${table.salaryMax} between ${table.salaryMin} and 100000`,
    ),
    check('classifieds_openings_check', sql`${table.openingsCount} > 0`),
    check(
      'classifieds_fee_check',
      sql`(${table.feesCharged} and ${table.feeAmount} > 0) or (not ${table.feesCharged} and ${table.feeAmount} is null)`,
    ),
    check(
      'classifieds_experience_check',
      sql`${table.experienceMinYears} >= 0 and ${table.experienceMaxYears} >= ${table.experienceMinYears}`,
    ),
    // One index per feed filter, each matching the feed's order so a page is a short index range scan.
    index('classifieds_feed_idx').on(
      table.status,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('classifieds_feed_location_idx').on(
      table.status,
      table.locationId,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('classifieds_feed_category_idx').on(
      table.status,
      table.categoryId,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('classifieds_feed_category_location_idx').on(
      table.status,
      table.categoryId,
      table.locationId,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('classifieds_advertiser_idx').on(table.advertiserId),
  ],
)
