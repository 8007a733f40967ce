import type { MessagesOf } from '../../translations.ts'

/**
 * The dashboard's lists and jobs (issue #9): the tabs Active, Expired and All (their titles come from the
 * API), each job's applicants, the welcome of a first-time advertiser and the exit sheet on Back. The sheet's
 * title is the `common` namespace's `activeCandidates` (spec: '75000+ candidates are actively looking for job').
 */
const dashboard = {
  listsLabel: 'Your job lists',
  listsLoading: 'Loading your job lists…',
  listsFailed: 'We could not load your job lists. Check your connection and try again.',
  retry: 'Try again',
  emptyActiveTitle: 'No active jobs here yet',
  emptyActiveText: 'Jobs that are live show here. A new post shows here once our team approves it.',
  emptyExpiredTitle: 'No expired jobs here yet',
  emptyExpiredText: 'Jobs whose validity has ended show here. You can renew them from the job’s page.',
  emptyAllTitle: 'No jobs here yet',
  emptyAllText: 'Post a job: our team reviews it, then people near you can apply.',
  welcomeTitle: 'Welcome to LocalJobs',
  welcomeText:
    'Post your first job. Our team reviews it, then people near you can apply. Your jobs and applicants show here.',
  validUntil: ({ date }: { date: string }) => `Valid until ${date}`,
  applicants: ({ count }: { count: string }) => (count === '1' ? '1 applicant' : `${count} applicants`),
  newApplicants: ({ count }: { count: string }) => `${count} new`,
  viewApplicants: 'View applicants',
  continueHiring: 'Continue Hiring',
  leavePage: 'Leave page',
}

export type DashboardMessages = MessagesOf<typeof dashboard>
export default dashboard
