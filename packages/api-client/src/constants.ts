/** Spec section 9 constants the calls of this package send. */

/** The location recommendations and promoted jobs use when the seeker has not picked one. */
export const DEFAULT_LOCATION_ID = 9

/** The default state (spec section 9: state id 91). */
export const DEFAULT_STATE_ID = 91

/** Payments are sent in minor units: rupees times 100 (paise). */
export const PAYMENT_MINOR_UNITS_PER_RUPEE = 100

/** The `submission_type` of a payment order. */
export const PAYMENT_SUBMISSION_TYPE = 3

/** The `user_role` payments send (spec section 6). */
export const PAYMENT_USER_ROLE = 9

export const PAYMENT_CURRENCY = 'INR'

/** The first page of a paged list (recommendations, category lists). */
export const FIRST_PAGE = 1

/** Page size of the advertiser's job lists (GET /submissions/submissions/). */
export const SUBMISSIONS_PAGE_SIZE = 10
