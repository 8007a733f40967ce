/**
 * The post-job page as one lazily loaded module, imported by both of its routes (/advertiserPostJob and
 * /post-job) with the router plugin's splitting turned off, as the profile pages are (decision 022): the
 * form, react-hook-form and the schemas load with the route, never with another /hire page.
 */
export { PostJobPage } from './post-job-page.tsx'
