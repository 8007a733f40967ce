import { basePath } from '#src/base-path.ts'

// Pages a later issue adds to this app; until their routes exist they are plain addresses.
export const postJobHref = `${basePath}/advertiserPostJob`
export const signInHref = `${basePath}/signin`
