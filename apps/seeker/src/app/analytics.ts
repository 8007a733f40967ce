/**
 * The seeker app's analytics (`@localjobs/web-app/analytics`, shared with the hire app; the root route's
 * `useScreenViews` starts it for the seeker shell): every event is a seeker event (`isSeeker: true`, so it
 * never reaches product analytics) marked with the page's app type. `@localjobs/analytics` is imported on
 * the first event, and only when a sink is configured: with nothing configured (the default) no analytics
 * code is downloaded.
 */
export { track, trackFilterToggle, trackTap } from '@localjobs/web-app/analytics'
