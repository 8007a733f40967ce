/**
 * `AppLink`: a plain link to a page of this app that navigates inside the app and preloads on touch
 * (decision 008). It lives in `@localjobs/web-app/app-link`, which both apps share.
 */
export { AppLink } from '@localjobs/web-app/app-link'
