import { type AppIdentity, PRODUCT_NAME as productName } from '@localjobs/web-app/head'
import { basePath } from '#src/base-path.ts'

/** The product's name as people see it in titles and the header (one name for both apps). */
export { productName }

/** This app's name and place on the one origin, for titles, the favicon and canonical URLs. */
export const seekerApp: AppIdentity = { productName, basePath }

/** The seeker's own pages, linked from the site menu and the header's account menu. */
export const SEEKER_PROFILE_PATH = '/jobs/seeker_profile'
export const MY_APPLICATIONS_PATH = '/jobs/my-applications'
