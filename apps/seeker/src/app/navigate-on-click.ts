/** Plain clicks on links to this app's pages navigate inside the app; shared with the hire app. */
export { navigateOnPlainClick } from '@localjobs/web-app/app-link'
