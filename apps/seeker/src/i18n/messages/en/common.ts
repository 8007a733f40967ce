import type { MessagesOf } from '../../translations.ts'

/** Everything every page shows: header, footer, job cards and lists, headings, errors, breadcrumbs. */
const common = {
  siteTitle: ({ product }: { product: string }) => `${product}: local jobs near you`,
  skipToContent: 'Skip to content',
  hireStaff: 'Hire staff',
  backToJobs: 'Back to jobs',
  language: 'Language',
  menu: 'Menu',

  homeTitle: 'Latest local jobs near you',
  listDescription: ({ heading }: { heading: string }) =>
    `${heading}: salary, experience and job type for each post. Apply directly to local employers, free of charge.`,
  latestJobs: 'Latest jobs',
  jobsIn: ({ location }: { location: string }) => `Jobs in ${location}`,
  categoryJobsIn: ({ category, location }: { category: string; location: string }) =>
    `${category} jobs in ${location}`,
  categoryJobs: ({ category }: { category: string }) => `${category} jobs`,
  sponsoredJobs: 'Sponsored jobs',
  sponsored: 'Sponsored',
  filterJobs: 'Filter jobs',
  jobsNearMe: 'Jobs near me',
  chooseLocation: 'Choose your location',

  salary: 'Salary',
  location: 'Location',
  experience: 'Experience',
  jobType: 'Job type',
  perMonth: ({ amount }: { amount: string }) => `${amount} per month`,
  distanceAway: ({ km }: { km: string }) => `${km} km away`,
  postedBefore: 'Posted ',
  postedAfter: '',

  loadMore: 'Load more jobs',
  loadingMoreButton: 'Loading more jobs…',
  loadingMore: 'Loading more jobs',
  loadingJobs: 'Loading jobs',
  loadingPage: 'Loading the page',
  loadingFilters: 'Loading filters',
  seenAll: ({ count }: { count: number }) => `You have seen all ${count} jobs.`,
  noJobs: 'No jobs here right now. New jobs are posted every day.',
  seeLatestJobs: 'See the latest jobs',
  loadMoreFailed: 'Could not load more jobs. Check your connection and try again.',

  breadcrumb: 'Breadcrumb',
  homePage: 'Home Page',
  jobs: 'Jobs',
  jobDetail: 'Job Detail',
  logIn: 'Log in',
  logOut: 'Log out',
  offline: 'No internet connection',
  connection: 'Connection',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  sitemap: 'Sitemap',

  jobsByLocation: 'Jobs by location',
  jobsByCategory: 'Jobs by category',

  notFoundTitle: 'Page not found',
  notFoundText: 'This page does not exist or the jobs it listed are no longer available.',
  errorTitle: 'Jobs could not be loaded',
  errorAdvice: 'Check your internet connection and try again.',
  tryAgain: 'Try again',
}

export type CommonMessages = MessagesOf<typeof common>
export default common
