/**
 * The two profile pages as one lazily loaded module, imported by both routes (`lazyRouteComponent`, with the
 * router plugin's own splitting turned off for them). Split per route, the pages' shared code became a chunk
 * of its own, and the bundler then also moved React's CommonJS wrapper and other modules of the entry into a
 * shared chunk that every /hire page loads: +2.4 KB gzip on /hire (measured; decision 022). One module, one
 * chunk, loaded on the first visit to either page: +0.7 KB.
 */
export { ProfileDetailsPage } from './profile-details-page.tsx'
export { ProfilePage } from './profile-page.tsx'
