import { basePath } from '#src/base-path.ts'

/** Where a signed-in advertiser lands when nothing else was asked for (spec section 2: "shown as dashboard"). */
export const DASHBOARD_PATH = `${basePath}/advertiserDashboardPage`

/** The sign-in page (spec section 2; /hire/advertiserLogin moves here). */
export const SIGN_IN_PATH = `${basePath}/signin`

/** The post-job form (issue #7); `?step=N` opens step N (1-4) when the saved draft reaches it. */
export const POST_JOB_PATH = `${basePath}/advertiserPostJob`

/** The post-job review page ('Review your job post'), after step 4: each section links back to its step. */
export const POST_JOB_REVIEW_PATH = `${basePath}/advertiserPostJob/review`

/** The short hiring form (no sign-in). */
export const SHORT_FORM_PATH = `${basePath}/fbShortForm`

/** The advertiser's profile. */
export const PROFILE_PATH = `${basePath}/profile`

/** The review desk (issue #8, ops only): the queue; `/leads`, `/reports` and `/{submissionId}` beneath. */
export const REVIEW_PATH = `${basePath}/review`

/** One of the advertiser's posts: the job's page ("submission details", decision 033). */
export const submissionPath = (submissionId: number) => `${basePath}/submissions/${submissionId}`

/** The post-job form editing post `submissionId` (`renew`: renewing it with changes; decision 033). */
export const editPostPath = (submissionId: number, renew = false) =>
  `${POST_JOB_PATH}?edit=${submissionId}${renew ? '&renew=1' : ''}`

/**
 * The applicants of one of the advertiser's jobs (issue #9, decision 034): responses and candidates. The
 * search keeps what spec section 3's saved client state keeps, so it survives a reload and Back:
 * `tab` (responses | database | verified), `candidate` (the selected lead's id), `sort`, `status`;
 * `job` (the post's submission id) gives the page the job's title and the way back to the job's page.
 */
export const applicantsPath = (classifiedId: number, job?: number) =>
  `${basePath}/applicants/${classifiedId}${job === undefined ? '' : `?job=${job}`}`

/** The advertiser's payments (issue #10). */
export const PAYMENT_HISTORY_PATH = `${basePath}/paymentHistory`

/** A paid order's printable receipt. */
export const receiptPath = (orderRowId: number) => `${PAYMENT_HISTORY_PATH}?receipt=${orderRowId}`

/** The pay-later page for one post (spec section 2: /descriptivePayment). */
export const descriptivePaymentPath = (submissionId: number) =>
  `${basePath}/descriptivePayment?submission=${submissionId}`

/** A payment's status page (spec section 2): its order row and, once known, the result (2 Success, -1 Failed). */
export const paymentStatusPath = (orderRowId: number, status?: 2 | -1) =>
  `${basePath}/advertiserPaymentStatus?id=${orderRowId}${status === undefined ? '' : `&status=${status}`}`
