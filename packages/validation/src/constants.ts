/**
 * The business constants of spec section 9 that decide what is valid, in one place. Schemas, the apps and
 * the API import them from here; none of these numbers is written anywhere else.
 */

/** The languages the product speaks, each message is written in and Accept-Language picks from. */
export const LOCALES = ['en', 'hi', 'te'] as const
export type Locale = (typeof LOCALES)[number]
/** English, the spec's default language. */
export const DEFAULT_LOCALE: Locale = 'en'

/** A one-time code has exactly 4 digits. */
export const OTP_LENGTH = 4

/** A mobile number has 10 digits and starts with 6, 7, 8 or 9. */
export const MOBILE_NUMBER_LENGTH = 10
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/

/** A job's monthly salary, in rupees, for both ends of the range. */
export const SALARY_MIN = 1000
export const SALARY_MAX = 100_000

/** The largest value of a PostgreSQL `integer` column: the fee amount and every id are stored in one. */
const INTEGER_COLUMN_MAX = 2_147_483_647

/** The largest fee a job may charge a candidate, in rupees. */
export const FEE_AMOUNT_MAX = INTEGER_COLUMN_MAX

/** An e-mail address longer than this is refused (error type 1). */
export const EMAIL_MAX_LENGTH = 320

/** The short hiring form takes 1 to 99 openings (two digits at most). */
export const SHORT_FORM_OPENINGS_MIN = 1
export const SHORT_FORM_OPENINGS_MAX = 99

/** The fees_charged option meaning "yes, the job charges a fee"; it makes the fee fields required. */
export const FEES_CHARGED_YES_ID = 86

/** The preferred_location option meaning "candidates within the district"; it requires posting_locations. */
export const PREFERRED_LOCATION_IN_DISTRICT_ID = 148

/** The state the app starts from before a person picks one (our reading of the spec's "state id 91"). */
export const DEFAULT_STATE_ID = 91

/**
 * The seeker profile's experience option of someone who has not worked yet ('Fresher', zero years): the
 * profile then asks for no last employer, last job title or current salary.
 */
export const FRESHER_EXPERIENCE_ID = 0

/** The most preferred categories or cities a seeker profile may list (ours: more helps nobody, costs every read). */
export const SEEKER_PROFILE_MAX_CHOICES = 10

/** The location the app uses when none is known (recommended jobs, draft context). */
export const DEFAULT_LOCATION_ID = 9

/**
 * The most cities one job list may name ('jobs-in-{a}-and-{b}', apply_filters' location_ids): ours, not the
 * spec's; it keeps the `IN` list of the query short.
 */
export const MAX_LIST_LOCATIONS = 10

/** The fee_reason value that asks for a written reason in fee_reason_other. */
export const FEE_REASON_OTHER = 'OTHER_REASON'

/** The poster_role of an agency posting for a client; it asks for the agency's name. */
export const POSTER_ROLE_AGENCY = 'FROM_JOB_AGENCY'

/** The contact_preference that puts candidates in touch over WhatsApp, so a WhatsApp number is needed. */
export const CONTACT_PREFERENCE_WHATSAPP = 1

/** Ids are PostgreSQL `integer` columns; a larger number can never match and must not reach the database. */
export const MAX_ID = INTEGER_COLUMN_MAX

// Limits below are ours, not the spec's: they keep stored text bounded and passwords hashable in constant
// time. The README lists them with the other readings of the spec.

/** A person's or a company's name. */
export const NAME_MAX_LENGTH = 100
/** A title or a short free-text answer (job title, designation, locality). */
export const SHORT_TEXT_MAX_LENGTH = 200
/** Longer free text (other details, the written fee reason). */
export const LONG_TEXT_MAX_LENGTH = 2000
/** The preferred ages an advertiser may ask for (adults, up to an age no job post needs to exceed). */
export const PREFERRED_AGE_MIN = 18
export const PREFERRED_AGE_MAX = 100
/** A new password's length in characters. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
