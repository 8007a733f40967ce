/**
 * Spec section 9 constants of the calls themselves: payments, paging. The ones that decide what is valid (the
 * default location 9, state 91, OTP length, ...) are `@localjobs/validation/constants`; the calls import them.
 */

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
