import { basePath } from '#src/base-path.ts'

/** Where a signed-in advertiser lands when nothing else was asked for (spec section 2: "shown as dashboard"). */
export const DASHBOARD_PATH = `${basePath}/advertiserDashboardPage`

/** The sign-in page (spec section 2; /hire/advertiserLogin moves here). */
export const SIGN_IN_PATH = `${basePath}/signin`

/** The post-job form (issue #7). */
export const POST_JOB_PATH = `${basePath}/advertiserPostJob`

/** The advertiser's profile. */
export const PROFILE_PATH = `${basePath}/profile`
