import type { MessagesOf } from '../../translations.ts'

/** The seeker's own things: the header's account menu, "My applications" and the "Applied" mark on job cards. */
const applications = {
  account: 'Account',
  myProfile: 'My job profile',
  myApplications: 'My applications',

  title: 'My applications',
  description: 'The jobs you applied to, newest first, with what the employer did.',
  loginNeeded: 'Log in to see the jobs you applied to.',
  logIn: 'Log in',
  loading: 'Loading your applications',
  loadFailed: 'Your applications could not be loaded.',
  loadFailedAdvice: 'Check your internet connection and try again.',
  tryAgain: 'Try again',
  empty: 'You have not applied to any job yet.',
  emptyAdvice: 'The jobs you apply to are listed here, with what the employer did.',
  findJobs: 'See the latest jobs',
  appliedOn: ({ date }: { date: string }) => `Applied on ${date}`,
  status: 'Status',
  applied: 'Applied',
  contacted: 'Contacted',
  jobClosed: 'Job closed',
  viewed: 'Viewed',
  jobExpired: 'Job expired',
  appliedMeaning: 'The employer has not opened your application yet.',
  viewedMeaning: 'The employer opened your application.',
  contactedMeaning: 'The employer wants to talk to you. Keep your phone near.',
  jobClosedMeaning: 'The employer closed this job.',
  jobExpiredMeaning: 'This job is no longer open for applications.',
  jobRemoved: 'This job was removed',
  loadMore: 'Load more applications',
  loadingMore: 'Loading more applications…',
  loadMoreFailed: 'Could not load more applications. Check your connection and try again.',
}

export type ApplicationsMessages = MessagesOf<typeof applications>
export default applications
