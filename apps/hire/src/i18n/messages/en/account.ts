import type { MessagesOf } from '../../translations.ts'

/** The signed-in advertiser's pages and menu: the dashboard (spec section 2), the account menu, sign-out. */
const account = {
  dashboardTitle: 'Dashboard',
  dashboardDescription: 'Your jobs and account on LocalJobs.',
  greeting: ({ name }: { name: string }) => `Hello, ${name}`,
  company: 'Company',
  loading: 'Loading your account…',
  loadFailed: 'We could not load your details. Check your connection and try again.',
  retry: 'Try again',
  postJob: 'Post a job',
  paymentHistory: 'Payment history',
  yourJobs: 'Your jobs',
  accountMenu: 'Account',
  dashboard: 'Dashboard',
  profile: 'Profile',
  sessionEnded: 'You are signed out',
  sessionEndedText: 'Sign in again to continue.',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signedOutTitle: 'Signed out',
  signedOut: 'You have signed out.',
}

export type AccountMessages = MessagesOf<typeof account>
export default account
