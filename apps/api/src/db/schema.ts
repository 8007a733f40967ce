import type { ResumeDisposition, ReviewStatus } from '@localjobs/api-client/leads/types'
import type { PlanCode } from '@localjobs/api-client/plans/types'
import type { Finding, RiskLevel } from '@localjobs/api-client/review/types'
import type { FormVersion, WireValues } from '@localjobs/api-client/submissions/form-mapping'
import type { SubmissionAction } from '@localjobs/api-client/submissions/status'
import type { SubmissionStatus } from '@localjobs/api-client/submissions/types'
import { LOCALES, type Locale } from '@localjobs/validation/constants'
import type { ReportReason } from '@localjobs/validation/review-codes'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { filterTagsExpression } from '../lib/filter-catalog.ts'

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

/**
 * Search-as-you-type is a prefix match (`lower(name) like 'ame%'`): btree indexes with text_pattern_ops
 * answer it in any collation, in English, Hindi and Telugu. A leading wildcard could use none of them.
 */
function prefixSearchIndexes(name: string, table: { englishName: AnyPgColumn; translations: AnyPgColumn }) {
  return [
    index(`${name}_name_en_prefix_idx`).on(sql`lower(${table.englishName}) text_pattern_ops`),
    index(`${name}_name_hi_prefix_idx`).on(sql`lower(${table.translations} ->> 'hi') text_pattern_ops`),
    index(`${name}_name_te_prefix_idx`).on(sql`lower(${table.translations} ->> 'te') text_pattern_ops`),
  ]
}

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
    ...prefixSearchIndexes('locations', table),
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
  (table) => [
    index('localities_location_idx').on(table.locationId),
    ...prefixSearchIndexes('localities', table),
  ],
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
    /**
     * The login identity (decision 017): null until the account's number first signs in as an advertiser
     * (an enterprise account ops created, a seeded owner), then that user; one account per user.
     */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The account's e-mail and company address (spec section 3); an enterprise's are set by ops. */
    email: text('email'),
    companyAddress: text('company_address'),
    /**
     * Set when ops confirms fraud on one of the account's posts (issue #8): its open posts are blocked and
     * new ones wait for review; cleared by ops' undo (both recorded in submission_events).
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check('advertisers_kind_check', sql`${table.kind} in (${inList(ADVERTISER_KINDS)})`),
    check('advertisers_mobile_check', sql`${table.mobile} ~ '^[6-9][0-9]{9}$'`),
    uniqueIndex('advertisers_user_key').on(table.userId),
    index('advertisers_mobile_idx').on(table.mobile),
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
    /** Sponsored jobs (promoted_jobs_v2, /jobs/sponsoredJobs): lower ranks first; null when not promoted. */
    promotedRank: smallint('promoted_rank'),
    /** The seeker filter values this job matches, derived by the database (lib/filter-catalog.ts). */
    filterTags: integer('filter_tags').array().notNull().generatedAlwaysAs(sql.raw(filterTagsExpression())),
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
    // Jobs near me (nearbyQuery): one place's live jobs, newest first: its locality, or its city for the
    // jobs posted without a locality (a partial index, so they are not looked for among all of a city's).
    index('classifieds_near_locality_idx').on(
      table.status,
      table.localityId,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('classifieds_near_city_idx')
      .on(table.status, table.locationId, table.postedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.localityId} is null`),
    index('classifieds_advertiser_idx').on(table.advertiserId),
    // apply_filters: any combination of salary, experience, qualification, job type, shift, fees, gender
    // and locality is one GIN lookup, ANDed with the feed index of the location (and category).
    index('classifieds_filter_tags_idx').using('gin', table.filterTags),
    index('classifieds_promoted_idx')
      .on(
        table.status,
        table.locationId,
        table.promotedRank,
        table.postedAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.promotedRank} is not null`),
    check('classifieds_promoted_rank_check', sql`${table.promotedRank} is null or ${table.promotedRank} > 0`),
  ],
)

const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow()

/** People who log in: one mobile number each (DOMAIN.md). A seeker has at most one job profile. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    mobile: text('mobile').notNull(),
    name: text('name'),
    /** scrypt, in the self-describing form lib/password.ts writes; null until the person sets one */
    passwordHash: text('password_hash'),
    waOptin: boolean('wa_optin').notNull().default(false),
    /**
     * The first time a one-time code sent to the number was answered (seeker or advertiser sign-in, password
     * reset): the number is the person's. The database's Verified tab lists only these seekers (issue #9).
     */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_mobile_key').on(table.mobile),
    check('users_mobile_check', sql`${table.mobile} ~ '^[6-9][0-9]{9}$'`),
  ],
)

/**
 * Seeker sessions. The cookie carries a random token; only its SHA-256 is stored, so a copy of this
 * table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
)

/**
 * One-time codes, stored as an HMAC of number and code. A code lives 10 minutes, works once, and ends
 * after 3 wrong tries; a new code for the number ends the previous one.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [index('otp_codes_mobile_idx').on(table.mobile, table.id.desc())],
)

/** Uploaded resumes. `id` is the public, unguessable name; `storage_key` names the stored bytes. */
export const resumes = pgTable(
  'resumes',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('resumes_storage_key').on(table.storageKey),
    index('resumes_user_idx').on(table.userId),
  ],
)

/**
 * The seeker's job profile (spec section 3, steps 1-3). Option fields hold the ids of the profile
 * options call; job_category and locations are category and city ids.
 */
export const jobSeekerProfiles = pgTable(
  'job_seeker_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: integer('gender').notNull(),
    qualification: integer('qualification').notNull(),
    specialization: integer('specialization').notNull(),
    /** Required by the form and the API since issue 5; profiles saved before may have none. */
    resumeId: text('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    /** Null for a fresher (experience 0), who is not asked for employer, job title or salary. */
    pastEmployer: text('past_employer'),
    recentDesignation: text('recent_designation'),
    experience: integer('experience').notNull(),
    salary: integer('salary'),
    jobType: integer('job_type').notNull(),
    workTime: integer('work_time').notNull(),
    shiftTiming: integer('shift_timing').notNull(),
    jobCategories: integer('job_category').array().notNull(),
    /** A primary job role (optional) of one of the chosen categories. Checked against reference data, no
     * foreign key: reseeding the reference tables must not touch profiles. */
    jobRole: integer('job_role'),
    locations: integer('locations').array().notNull(),
    /**
     * Advertisers whose job matches the profile may find the seeker in their database and verified tabs (on by
     * default; PUT /classifieds/job_seeker/profile/visibility/, issue #9).
     */
    discoverable: boolean('discoverable').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // The database tab (#9): `job_category @> {category} and locations @> {city}`, one GIN lookup each.
    index('job_seeker_profiles_job_category_idx').using('gin', table.jobCategories),
    index('job_seeker_profiles_locations_idx').using('gin', table.locations),
  ],
)

export const APPLICATION_SOURCES = ['details', 'search'] as const
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number]

/** The applicant statuses an advertiser sets on a lead (spec section 4: To Review, Contacted). */
export const REVIEW_STATUSES = ['to_review', 'contacted'] as const satisfies readonly ReviewStatus[]

/**
 * A seeker's application to a job: one per seeker and job (applying again changes nothing). It is also the
 * advertiser's lead: `review_status` is what the advertiser sets (update_review_status); what the seeker
 * reads is derived from it and the job's state by `seekerApplicationStatus` (@localjobs/api-client).
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classifiedId: integer('classified_id')
      .notNull()
      .references(() => classifieds.id),
    source: text('source').$type<ApplicationSource>().notNull(),
    reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default('to_review'),
    /** when the advertiser first opened the applicant (GET .../leads/{id}/); null: a new applicant */
    viewedAt: timestamp('viewed_at', { withTimezone: true, precision: 3 }),
    /** when the advertiser last set Contacted */
    contactedAt: timestamp('contacted_at', { withTimezone: true, precision: 3 }),
    /**
     * Best match, stored (decision 034): a bit per BEST_MATCH_FACTORS entry in that order (category 1,
     * locality 2, experience 4, qualification 8), and how many. Written by lib/application-match.ts when
     * the application is made and when the seeker's profile or the job's matching fields change.
     */
    matchFactors: smallint('match_factors').notNull().default(0),
    matchScore: smallint('match_score').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    // Also answers "which of these jobs did the seeker apply to?" (applied_jobs): one index range per id.
    uniqueIndex('applications_user_classified_key').on(table.userId, table.classifiedId),
    index('applications_user_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // A job's leads (#9), newest first, all of them or one review status: keyset pages are index ranges.
    // (nulls first: what `order by ... desc` means, so the index is read in order, as the feed's are)
    index('applications_classified_created_idx').on(
      table.classifiedId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('applications_classified_status_created_idx').on(
      table.classifiedId,
      table.reviewStatus,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The responses tab by best match: keyset pages are index ranges too (no sort of a job's applicants).
    index('applications_classified_match_idx').on(
      table.classifiedId,
      table.matchScore.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('applications_classified_status_match_idx').on(
      table.classifiedId,
      table.reviewStatus,
      table.matchScore.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check('applications_match_factors_check', sql`${table.matchFactors} between 0 and 15`),
    check('applications_match_score_check', sql`${table.matchScore} between 0 and 4`),
    check('applications_source_check', sql`${table.source} in (${inList(APPLICATION_SOURCES)})`),
    check('applications_review_status_check', sql`${table.reviewStatus} in (${inList(REVIEW_STATUSES)})`),
  ],
)

/** Staff roles a user may hold besides seeker and advertiser (decision 017). */
export const STAFF_ROLES = ['agent', 'ops'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
/** env: granted at sign-in from OPS_MOBILE_NUMBERS / AGENT_MOBILE_NUMBERS; command: `roles grant`. */
export const ROLE_SOURCES = ['env', 'command'] as const

/** Agent and ops grants. Seeker (any user) and advertiser (an `advertisers` row) are not stored here. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<StaffRole>().notNull(),
    source: text('source').$type<(typeof ROLE_SOURCES)[number]>().notNull(),
    grantedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check('user_roles_role_check', sql`${table.role} in (${inList(STAFF_ROLES)})`),
    check('user_roles_source_check', sql`${table.source} in (${inList(ROLE_SOURCES)})`),
  ],
)

export const TOKEN_FAMILY_ORIGINS = ['otp', 'password', 'password_reset', 'legacy'] as const
export const TOKEN_REVOCATION_REASONS = ['logout', 'reuse', 'password_change'] as const

/**
 * One advertiser sign-in: every refresh token rotated from it and every access token (`sid`) signed for
 * it belong to the family. Revoking the family (sign-out, a reused refresh token, a password change) ends
 * them all at once, access tokens included (checked on every request).
 */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    origin: text('origin').$type<(typeof TOKEN_FAMILY_ORIGINS)[number]>().notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    revokedReason: text('revoked_reason').$type<(typeof TOKEN_REVOCATION_REASONS)[number]>(),
  },
  (table) => [
    index('token_families_user_idx').on(table.userId),
    check('token_families_origin_check', sql`${table.origin} in (${inList(TOKEN_FAMILY_ORIGINS)})`),
    check(
      'token_families_reason_check',
      sql`${table.revokedReason} is null or ${table.revokedReason} in (${inList(TOKEN_REVOCATION_REASONS)})`,
    ),
  ],
)

/**
 * Refresh tokens: only the SHA-256 of the random token is kept. Each works once: using it sets `used_at`
 * and `replaced_by` (the next token's hash); a used one presented again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    replacedBy: text('replaced_by'),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_expires_idx').on(table.expiresAt),
  ],
)

/**
 * The older apps' opaque advertiser tokens (sent as `Authorization: <token>`), stored as SHA-256 only.
 * They stay valid after an exchange for JWTs (the app that holds one keeps using it) until revoked.
 */
export const legacyTokens = pgTable(
  'legacy_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [index('legacy_tokens_user_idx').on(table.userId)],
)

/**
 * A submission's status (spec section 4's six labels; the api-client's `SubmissionStatus`). Stored, not
 * derived: #8's transition table moves it, and `expiring` is set by its expiry job (decision 023).
 */
export const SUBMISSION_STATUSES = [
  'approval_pending',
  'active',
  'expiring',
  'expired',
  'rejected',
  'on_hold',
] as const satisfies readonly SubmissionStatus[]
/** web: the post-job form of any advertiser; enterprise: an enterprise account's (`submission_type`). */
export const SUBMISSION_TYPES = ['web', 'enterprise'] as const
export type SubmissionType = (typeof SUBMISSION_TYPES)[number]
/** The payment variant (spec section 4). */
export const PAYMENT_TYPES = ['pay_now', 'pay_later'] as const
export const FORM_VERSION_VALUES = [1, 2, 3] as const satisfies readonly FormVersion[]

const inNumbers = (values: readonly number[]) => sql.raw(values.join(', '))

/**
 * An advertiser's job post as submitted (DOMAIN.md: a submission; it becomes a classified once approved).
 * One column per field of `PostJobSubmission` (@localjobs/validation/post-job), in form names, as the
 * server parsed them: option fields hold the option ids the form offered, lists are arrays. Created once
 * per idempotency key (unique per advertiser), so a double tap or a retried request makes one post.
 * Decision 023 says what #8 (review history), #9 (dashboard) and #10 (orders) add beside it.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id),
    /** the wire format it came in (1, 2 or 3); every version is stored the same way */
    formVersion: smallint('form_version').$type<FormVersion>().notNull(),
    submissionType: text('submission_type').$type<SubmissionType>().notNull().default('web'),
    status: text('status')
      .$type<(typeof SUBMISSION_STATUSES)[number]>()
      .notNull()
      .default('approval_pending'),
    /** the client's key for one submit; a second create with it answers the first submission */
    idempotencyKey: text('idempotency_key').notNull(),
    // Step 1: job details
    jobCategory: integer('job_category').notNull(),
    jobTitleId: integer('job_title_id').notNull(),
    jobTitle: text('job_title'),
    title: text('title'),
    primaryJobRole: integer('primary_job_role').notNull(),
    jobType: integer('job_type').notNull(),
    constituency: integer('constituency').notNull(),
    jobLocationCity: integer('job_location_city').notNull(),
    jobLocationLocality: integer('job_location_locality'),
    otherLocality: text('other_locality'),
    preferredLocation: integer('preferred_location').notNull(),
    postingLocations: integer('posting_locations').array(),
    openingsCount: integer('openings_count').notNull(),
    salaryMin: integer('salary_min').notNull(),
    salaryMax: integer('salary_max').notNull(),
    shiftTiming: integer('shift_timing').notNull(),
    jobHours: integer('job_hours'),
    feesCharged: integer('fees_charged').notNull(),
    feeAmount: integer('fee_amount'),
    feeReason: text('fee_reason').array(),
    feeReasonOther: text('fee_reason_other'),
    feeCollectedAt: text('fee_collected_at'),
    // Step 2: candidate requirements and contact
    qualification: integer('qualification').notNull(),
    experience: integer('experience').notNull(),
    preferredGender: integer('preferred_gender').notNull(),
    minPreferredAge: smallint('min_preferred_age'),
    maxPreferredAge: smallint('max_preferred_age'),
    preferredLanguages: integer('preferred_languages').array(),
    assets: integer('assets').array(),
    skills: integer('skills').array(),
    additionalSkills: text('additional_skills'),
    courseId: integer('course_id'),
    certificateId: integer('certificate_id'),
    resumeRequired: boolean('resume_required'),
    otherDetails: text('other_details'),
    mobileNo: text('mobile_no').notNull(),
    isWhatsappNumber: boolean('is_whatsapp_number').notNull().default(false),
    whatsappNo: text('whatsapp_no'),
    contactPreference: integer('contact_preference').notNull(),
    posterRole: text('poster_role'),
    // Step 3: company details. An enterprise post skips the step: its company name and e-mail are copied
    // from the account, and size, type and is_consultancy_name stay null (a check keeps them required on a
    // web post).
    advertiserCompanyName: text('advertiser_company_name'),
    companySize: integer('company_size'),
    companyType: integer('company_type'),
    isConsultancyName: boolean('is_consultancy_name'),
    companyName: text('company_name'),
    agencyName: text('agency_name'),
    /**
     * the company logo's storage key (services/file-storage.ts, folder `logos`): the upload re-encoded to
     * WebP, at most 512 px; private until the post is approved (decision 024)
     */
    logoKey: text('logo_key'),
    companyEmail: text('company_email'),
    // Step 4: the plan, and how it is paid
    planId: integer('plan_id').notNull(),
    paymentType: text('payment_type').$type<(typeof PAYMENT_TYPES)[number]>(),
    /**
     * when the plan was paid (#10's fulfilment sets it): until then the job's database contacts are 0, after
     * it the plan's `database_contacts` (#9)
     */
    planPaidAt: timestamp('plan_paid_at', { withTimezone: true, precision: 3 }),
    /** session storage's experimentPayment as sent (spec section 4); null when none */
    experimentPayment: text('experiment_payment'),
    /** what the paid order bought beyond the plan (#10's fulfilment): its districts and add-on; null unpaid */
    paidTotalDistricts: smallint('paid_total_districts'),
    paidUpsellingOptionId: integer('paid_upselling_option_id'),
    /** the published job once the post passed review (#8) */
    classifiedId: integer('classified_id').references(() => classifieds.id),
    // Review (#8): the machine checks' findings and risk, the latest reason ops gave, the validity.
    /** what the machine checks found at the last submit or edit (apps/api README: the rules) */
    findings: jsonb('findings').$type<Finding[]>().notNull().default(sql`'[]'::jsonb`),
    riskScore: smallint('risk_score').notNull().default(0),
    riskLevel: text('risk_level').$type<RiskLevel>().notNull().default('low'),
    /** 2 high, 1 medium, 0 low: the queue's first order (riskiest first) */
    riskRank: smallint('risk_rank')
      .notNull()
      .generatedAlwaysAs(sql`case risk_level when 'high' then 2 when 'medium' then 1 else 0 end`),
    /**
     * the SHA-256 of the post's normalised description (other_details) when it is 40 characters or more: the
     * duplicate check finds another advertiser's copy by it (lib/checks/duplicate.ts)
     */
    textFingerprint: text('text_fingerprint'),
    /** the advertiser's first post (none before it when it was created): the desk's first-time filter */
    firstTime: boolean('first_time').notNull().default(false),
    /** when it entered review: its submit, or its resubmit after an edit (the 24-hour promise counts from it) */
    waitingSince: timestamp('waiting_since', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** the latest reject or hold reason (a RejectReason or HoldReason code) and ops' note; null otherwise */
    statusReason: text('status_reason'),
    statusNote: text('status_note'),
    /**
     * the language the post was written in (the create's, else its latest edit's request locale): the
     * advertiser's SMS notices speak it (decision 029, amendment); rows from before it: 'en'
     */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    /** the validity of the live job: from its approval (or renewal) for the plan's days */
    validFrom: timestamp('valid_from', { withTimezone: true, precision: 3 }),
    validThrough: timestamp('valid_through', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('submissions_advertiser_idempotency_key').on(table.advertiserId, table.idempotencyKey),
    uniqueIndex('submissions_classified_key').on(table.classifiedId),
    // The dashboard (#9): an advertiser's posts by status, newest first, in keyset pages.
    index('submissions_advertiser_status_idx').on(
      table.advertiserId,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // The review desk (#8): posts awaiting review, riskiest first, then oldest first.
    index('submissions_review_queue_idx').on(
      table.status,
      table.riskRank.desc(),
      table.waitingSince,
      table.id,
    ),
    // The machine checks' lookups (#8): a contact number on other advertisers' posts, a copied description.
    index('submissions_mobile_no_idx').on(table.mobileNo),
    index('submissions_whatsapp_no_idx').on(table.whatsappNo),
    index('submissions_text_fingerprint_idx').on(table.textFingerprint, table.createdAt),
    // The desk's first-time filter: the queue's order over first posts only.
    index('submissions_review_queue_first_time_idx')
      .on(table.status, table.riskRank.desc(), table.waitingSince, table.id)
      .where(sql`${table.firstTime}`),
    check('submissions_risk_level_check', sql`${table.riskLevel} in ('low', 'medium', 'high')`),
    check('submissions_status_check', sql`${table.status} in (${inList(SUBMISSION_STATUSES)})`),
    check('submissions_type_check', sql`${table.submissionType} in (${inList(SUBMISSION_TYPES)})`),
    check('submissions_form_version_check', sql`${table.formVersion} in (${inNumbers(FORM_VERSION_VALUES)})`),
    check('submissions_locale_check', sql`${table.locale} in (${inList(LOCALES)})`),
    check(
      'submissions_payment_type_check',
      sql`${table.paymentType} is null or ${table.paymentType} in (${inList(PAYMENT_TYPES)})`,
    ),
    check('submissions_idempotency_key_check', sql`char_length(${table.idempotencyKey}) between 1 and 128`),
    check(
      'submissions_salary_check',
      sql`${table.salaryMin} between 1000 and 100000 and ${table.salaryMax} between ${table.salaryMin} and 100000`,
    ),
    check('submissions_openings_check', sql`${table.openingsCount} > 0`),
    check(
      'submissions_web_company_check',
      sql`${table.submissionType} = 'enterprise' or (${table.companySize} is not null and ${table.companyType} is not null and ${table.isConsultancyName} is not null)`,
    ),
  ],
)

/**
 * Where an advertiser came from when they posted (spec section 7: POST /submissions/advertisers_parameters_log/,
 * sent after a successful post): append-only, one row per call, read by marketing reports.
 */
export const advertiserParameterLogs = pgTable(
  'advertiser_parameter_logs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    eventName: text('event_name').notNull(),
    platform: text('platform').notNull(),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    googleClientId: text('google_client_id'),
    metaBrowserId: text('meta_browser_id'),
    clickId: text('click_id'),
    createdAt: createdAt(),
  },
  (table) => [index('advertiser_parameter_logs_advertiser_idx').on(table.advertiserId, table.createdAt)],
)

/**
 * The post-job form saved step by step (spec section 7: GET and POST /submissions/draft/): one open draft
 * per advertiser and submission type, so the form resumes on another device at the step reached. `values`
 * holds the fields saved so far in the wire names of `form_version` (the api-client's form mapping), as
 * the server parsed them: a field that no longer applies (a fee after "no fee") is not kept.
 */
export const submissionDrafts = pgTable(
  'submission_drafts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    submissionType: text('submission_type').$type<SubmissionType>().notNull().default('web'),
    /** the furthest step saved (1-4) */
    step: smallint('step').notNull(),
    formVersion: smallint('form_version').$type<FormVersion>().notNull(),
    values: jsonb('values').$type<WireValues>().notNull(),
    experimentPayment: text('experiment_payment'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('submission_drafts_advertiser_type_key').on(table.advertiserId, table.submissionType),
    check('submission_drafts_step_check', sql`${table.step} between 1 and 4`),
    check('submission_drafts_type_check', sql`${table.submissionType} in (${inList(SUBMISSION_TYPES)})`),
    check(
      'submission_drafts_form_version_check',
      sql`${table.formVersion} in (${inNumbers(FORM_VERSION_VALUES)})`,
    ),
  ],
)

export const PLAN_CODES = ['basic', 'premium', 'premium_plus'] as const satisfies readonly PlanCode[]

/** Selling points per language: each language's list in the order the plan card shows them. */
export type FeatureLists = Record<'en' | 'hi' | 'te', string[]>

/**
 * The plans an advertiser pays for (spec sections 1 and 7: basic, premium, premium plus), served by
 * GET /classifieds/v2/packages/. Prices are whole rupees for one district (payments send paise, #10).
 * `featured` and `database_contacts` are what a plan unlocks beyond its validity: sponsored placement in
 * the lists, and how many matching seekers from the database tab (#9) its advertiser may contact.
 */
export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey(),
    code: text('code').$type<PlanCode>().notNull(),
    title: jsonb('title').$type<AllLanguages>().notNull(),
    features: jsonb('features').$type<FeatureLists>().notNull(),
    priceRupees: integer('price_rupees').notNull(),
    validityDays: smallint('validity_days').notNull(),
    featured: boolean('featured').notNull().default(false),
    databaseContacts: integer('database_contacts').notNull().default(0),
    /** how many applicants a job on this plan takes (#10); null: unlimited */
    applicantsAllowed: integer('applicants_allowed'),
    /** false: no longer sold (kept for the posts that bought it) */
    active: boolean('active').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('plans_code_key').on(table.code),
    check('plans_code_check', sql`${table.code} in (${inList(PLAN_CODES)})`),
    check('plans_price_check', sql`${table.priceRupees} > 0`),
    check('plans_validity_check', sql`${table.validityDays} > 0`),
  ],
)

/**
 * The add-ons offered with a plan (the "upsell"), one row per plan and add-on: the per-district add-on
 * (`extra_district`: the plan's reach in one more district) and the others. Rupees, like the plans.
 */
export const planUpsellingOptions = pgTable(
  'plan_upselling_options',
  {
    id: integer('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    code: text('code').notNull(),
    title: jsonb('title').$type<AllLanguages>().notNull(),
    priceRupees: integer('price_rupees').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('plan_upselling_options_plan_code_key').on(table.planId, table.code),
    check('plan_upselling_options_price_check', sql`${table.priceRupees} > 0`),
  ],
)

export const SALES_LEAD_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const
export const SALES_LEAD_SOURCES = ['short_form'] as const

/**
 * Hiring requests from the short form (/hire/fbShortForm, POST /common/public/v1/lead/), sent without
 * sign-in; the sales team calls them back (ops reads them on the review desk, #8). `job_title_id` is
 * the primary job role picked (decision 025); the typed names are kept as written beside the ids.
 */
export const salesLeads = pgTable(
  'sales_leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    mobileNumber: text('mobile_number').notNull(),
    name: text('name'),
    openings: smallint('openings').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    primaryJobRoleId: integer('primary_job_role_id')
      .notNull()
      .references(() => primaryJobRoles.id),
    jobTitle: text('job_title'),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    locationName: text('location_name'),
    companyName: text('company_name'),
    /** the page's language, so the callback speaks it */
    locale: text('locale').notNull(),
    status: text('status').$type<(typeof SALES_LEAD_STATUSES)[number]>().notNull().default('new'),
    source: text('source').$type<(typeof SALES_LEAD_SOURCES)[number]>().notNull().default('short_form'),
    createdAt: createdAt(),
  },
  (table) => [
    // The desk's queue (#8): new leads, oldest first.
    index('sales_leads_status_created_idx').on(table.status, table.createdAt, table.id),
    check('sales_leads_status_check', sql`${table.status} in (${inList(SALES_LEAD_STATUSES)})`),
    check('sales_leads_source_check', sql`${table.source} in (${inList(SALES_LEAD_SOURCES)})`),
    check('sales_leads_openings_check', sql`${table.openings} between 1 and 99`),
  ],
)

export const EVENT_ACTOR_KINDS = ['ops', 'advertiser', 'system', 'seekers'] as const

/**
 * Every change of a submission's status (issue #8): who, when, from which status to which, and why.
 * Append-only: a trigger refuses UPDATE and DELETE (migration 0008). `from_status` is null for the submit
 * that created the post.
 */
export const submissionEvents = pgTable(
  'submission_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id),
    action: text('action').$type<SubmissionAction | 'submit'>().notNull(),
    fromStatus: text('from_status').$type<SubmissionStatus>(),
    toStatus: text('to_status').$type<SubmissionStatus>().notNull(),
    /** a RejectReason or HoldReason code (@localjobs/validation/review-codes) */
    reason: text('reason'),
    note: text('note'),
    actorKind: text('actor_kind').$type<(typeof EVENT_ACTOR_KINDS)[number]>().notNull(),
    /** the ops user or the advertiser's user; null for the system and seekers' reports */
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('submission_events_submission_idx').on(table.submissionId, table.id),
    check('submission_events_actor_check', sql`${table.actorKind} in (${inList(EVENT_ACTOR_KINDS)})`),
  ],
)

/**
 * Seekers' reports of a job (issue #8): one per seeker and job. Reports from 3 different seekers hold the
 * job at once, pending review.
 */
export const jobReports = pgTable(
  'job_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    classifiedId: integer('classified_id')
      .notNull()
      .references(() => classifieds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    text: text('text'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('job_reports_classified_user_key').on(table.classifiedId, table.userId),
    // the per-seeker limit: a seeker's reports of the last day
    index('job_reports_user_idx').on(table.userId, table.createdAt),
  ],
)

/**
 * The durable job queue (issue #8, decision 029): time-based changes (a post's expiring and expiry) and
 * the advertiser's SMS run from here, never from in-memory timers. `dedupe_key` makes the same event
 * queued twice one job. A job is due when `run_at` has passed, it is neither done nor failed, and no
 * worker holds its lease (`locked_until`). See src/services/job-queue.ts.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** the handler's name: 'expiring', 'expire', 'sms', 'cleanup' (src/services/job-queue.ts JobPayloads) */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true, precision: 3 }).notNull(),
    /** how many times a worker took it (a crash mid-run counts too) */
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(10),
    /** the lease of the worker running it: another worker may take it again after this */
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true, precision: 3 }),
    /** set when the last allowed attempt failed: the job stays for a person to read, never runs again */
    failedAt: timestamp('failed_at', { withTimezone: true, precision: 3 }),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('scheduled_jobs_dedupe_key').on(table.dedupeKey),
    // the claim: due jobs in order, only the ones still to run
    index('scheduled_jobs_due_idx')
      .on(table.runAt, table.id)
      .where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
    check('scheduled_jobs_attempts_check', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
  ],
)

/**
 * The database and verified candidates an advertiser unlocked for a job (#9): one row per job and seeker,
 * each one of the job's plan's database contacts spent. Unlocking the same seeker again for the job costs
 * nothing (the primary key).
 */
export const databaseContacts = pgTable(
  'database_contacts',
  {
    classifiedId: integer('classified_id')
      .notNull()
      .references(() => classifieds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.classifiedId, table.userId] })],
)

export const RESUME_DISPOSITIONS = ['inline', 'attachment'] as const satisfies readonly ResumeDisposition[]

/**
 * Every serving of a seeker's resume to an advertiser by a signed link (issue #9, decision 034): who (the
 * advertiser), whose (the seeker), for which job and application, how (inline or attachment), when. One
 * row per serving, written by GET /classifieds/resumes/{token}/; the seeker reads theirs (GET
 * /classifieds/job_seeker/resume/views/, newest first). The record outlives the file: a replaced resume
 * leaves `resume_id` null, a removed application `application_id`.
 */
export const resumeAccesses = pgTable(
  'resume_accesses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    resumeId: text('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    seekerUserId: integer('seeker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    classifiedId: integer('classified_id')
      .notNull()
      .references(() => classifieds.id),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    disposition: text('disposition').$type<ResumeDisposition>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('resume_accesses_seeker_idx').on(table.seekerUserId, table.createdAt.desc(), table.id.desc()),
    check('resume_accesses_disposition_check', sql`${table.disposition} in (${inList(RESUME_DISPOSITIONS)})`),
  ],
)

/**
 * The advertiser's daily SMS about a job's new applicants (issue #9, decision 034, amendment): one row per
 * job and India day it was sent for, so a digest run again the same day (a retry, a second worker) sends
 * nothing more. `since`..`created_at` is the window whose unopened applications it counted; the next
 * digest of the job counts from this one's `created_at`.
 */
export const applicantDigests = pgTable(
  'applicant_digests',
  {
    classifiedId: integer('classified_id')
      .notNull()
      .references(() => classifieds.id),
    /** the day in India (Asia/Kolkata), YYYY-MM-DD */
    day: text('day').notNull(),
    /** how many new applicants the SMS told of */
    applicants: integer('applicants').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.classifiedId, table.day] }),
    check('applicant_digests_day_check', sql`${table.day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check('applicant_digests_applicants_check', sql`${table.applicants} > 0`),
  ],
)

export const PAYMENT_ORDER_STATUSES = ['created', 'attempted', 'paid', 'failed'] as const
export const PAYMENT_CHANNELS = ['checkout', 'link'] as const
export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const

/**
 * One payment for a post's plan (issue #10, decision 035): the amount as the server computed it (paise, net +
 * GST), the provider's order, and its outcome. `paid` is final: every update that records an outcome says
 * `where status <> 'paid'`. Created once per (advertiser, Idempotency-Key). `receipt_number` is given when it
 * is paid, from `payment_receipt_seq`.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    upsellingOptionId: integer('upselling_option_id').references(() => planUpsellingOptions.id),
    totalDistricts: smallint('total_districts').notNull(),
    netPaise: integer('net_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    provider: text('provider').$type<(typeof PAYMENT_PROVIDERS)[number]>().notNull(),
    /** null only between the row's insert and the provider's answer (in one request) */
    providerOrderId: text('provider_order_id'),
    receipt: text('receipt').notNull(),
    status: text('status').$type<(typeof PAYMENT_ORDER_STATUSES)[number]>().notNull().default('created'),
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 3 }),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    channel: text('channel').$type<(typeof PAYMENT_CHANNELS)[number]>().notNull().default('checkout'),
    /** the agent who sent a payment link (channel 'link') */
    agentUserId: integer('agent_user_id').references(() => users.id),
    paymentLinkId: text('payment_link_id'),
    paymentLinkUrl: text('payment_link_url'),
    linkStatus: text('link_status'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** a hash of the request's fields: the same key with another body is a conflict */
    requestHash: text('request_hash').notNull(),
    experimentPayment: text('experiment_payment'),
    paymentPageType: text('payment_page_type'),
    receiptNumber: text('receipt_number'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_orders_provider_order_key').on(table.providerOrderId),
    uniqueIndex('payment_orders_receipt_key').on(table.receipt),
    uniqueIndex('payment_orders_payment_link_key').on(table.paymentLinkId),
    uniqueIndex('payment_orders_receipt_number_key').on(table.receiptNumber),
    uniqueIndex('payment_orders_advertiser_idempotency_key').on(table.advertiserId, table.idempotencyKey),
    // the history: an advertiser's orders, newest first
    index('payment_orders_history_idx').on(table.advertiserId, table.createdAt.desc(), table.id.desc()),
    // reconciliation: the orders still open
    index('payment_orders_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('created', 'attempted')`),
    index('payment_orders_submission_idx').on(table.submissionId),
    check('payment_orders_status_check', sql`${table.status} in (${inList(PAYMENT_ORDER_STATUSES)})`),
    check('payment_orders_channel_check', sql`${table.channel} in (${inList(PAYMENT_CHANNELS)})`),
    check('payment_orders_provider_check', sql`${table.provider} in (${inList(PAYMENT_PROVIDERS)})`),
    check(
      'payment_orders_amount_check',
      sql`${table.netPaise} > 0 and ${table.gstPaise} >= 0 and ${table.amountPaise} = ${table.netPaise} + ${table.gstPaise}`,
    ),
    check('payment_orders_districts_check', sql`${table.totalDistricts} between 1 and 10`),
    check('payment_orders_currency_check', sql`${table.currency} = 'INR'`),
    check(
      'payment_orders_paid_check',
      sql`${table.status} <> 'paid' or (${table.paidAt} is not null and ${table.receiptNumber} is not null)`,
    ),
  ],
)

/**
 * The exactly-once guard of fulfilment (decision 035): one row per paid order, inserted in the transaction
 * that activates the plan (`on conflict do nothing`): whichever of validate, the callback, the webhook or
 * reconciliation inserts it activates the plan; the others find it there and do nothing.
 */
export const paymentFulfilments = pgTable('payment_fulfilments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => paymentOrders.id),
  submissionId: integer('submission_id')
    .notNull()
    .references(() => submissions.id),
  fulfilledAt: timestamp('fulfilled_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
})

/** Razorpay's webhook deliveries, one row per `x-razorpay-event-id` (a redelivery is a no-op). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true, precision: 3 }),
})

/** Receipt numbers (LJ-<year>-<number>), given once an order is paid. */
export const paymentReceiptSeq = pgSequence('payment_receipt_seq', { startWith: 1 })
