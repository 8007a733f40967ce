import { type AppIdentity, PRODUCT_NAME } from '@localjobs/web-app/head'
import { basePath } from '#src/base-path.ts'

/** The product's name as people see it in titles and the header (one name for both apps). */
export const productName = PRODUCT_NAME

/** This app's name and place on the one origin, for titles, the favicon and canonical URLs. */
export const hireApp: AppIdentity = { productName, basePath }
