/**
 * The review desk's pages as one lazily loaded module, imported by its four routes (`lazyRouteComponent`,
 * the router plugin's splitting off), as the profile pages are (decision 022): one chunk, loaded on the
 * first visit to a desk page, nothing added to /hire, sign-in or the post-job route (decision 031).
 */
export { LeadsPage } from './leads-page.tsx'
export { QueuePage } from './queue-page.tsx'
export { ReportsPage } from './reports-page.tsx'
export { SubmissionPage } from './submission-page.tsx'
