import type { MessagesOf } from '../../translations.ts'

/** The advertiser shell and the advertiser home (spec section 2); every page loads it. */
const common = {
  siteTitle: ({ product }: { product: string }) => `${product} for employers`,
  skipToContent: 'Skip to content',
  forEmployers: 'for employers',
  account: 'Account',
  signIn: 'Sign in',
  postJob: 'Post a job',
  language: 'Language',
  lookingForJob: 'Looking for a job? See the latest jobs',
  notFoundTitle: 'Page not found',
  notFoundText: 'This page does not exist yet or has moved.',
  goHome: 'Go to the employer home page',
  errorTitle: 'Something went wrong',

  homeTitle: 'Hire local staff fast',
  homeDescription:
    'Post a job and reach people looking for work near your business. Every post is reviewed by our team.',
  homeLead:
    'Post a job in a few minutes and reach people looking for work near your business: drivers, delivery staff, cooks, sales staff and more.',
  activeCandidates: ({ count }: { count: string }) => `${count}+ candidates are actively looking for job`,
  signInToAccount: 'Sign in to your account',
  howItWorks: 'How it works',
  stepDescribeTitle: 'Describe the job',
  stepDescribeText: 'Job details, the candidate you need and your company, in three short steps.',
  stepReviewTitle: 'We review your post',
  stepReviewText: 'Our team checks every job before seekers see it, so they can trust what they read.',
  stepPlanTitle: 'Choose a plan, get applicants',
  stepPlanText: 'Pick basic, premium or premium plus, then see and call the people who apply.',
  // The toasts (`ToastHost`, in the account navigation: the sign-out toast).
  notifications: 'Notifications',
  dismiss: 'Dismiss',
}

export type CommonMessages = MessagesOf<typeof common>
export default common
