import type { MessagesOf } from '../../translations.ts'

/** The short hiring form (/hire/fbShortForm, spec section 2): no sign-in; the sales team calls back. */
const shortForm = {
  pageTitle: 'Hire staff near you',
  pageDescription: 'Tell us whom you need to hire. Our hiring team will call you back.',
  heading: 'Hire staff near you',
  intro: 'Tell us whom you need. Our hiring team will call you and help you find the right people.',
  mobileNumber: 'Mobile number',
  name: 'Your name',
  optional: '(optional)',
  openings: 'Number of openings',
  state: 'State',
  selectState: 'Select a state',
  jobTitle: 'Job title',
  jobTitlePlaceholder: 'Type to search, e.g. Driver',
  city: 'City',
  cityPlaceholder: 'Type to search your city',
  stateFirst: 'Select a state first',
  companyName: 'Company name',
  submit: 'Request a call back',
  sending: 'Sending…',
  loading: 'Loading…',
  listsFailed: 'We could not load the lists. Check your connection and try again.',
  retry: 'Try again',
  noResults: 'No results',
  listFailed: 'Could not load the list. Type again to retry.',
  results: ({ count }: { count: number }) =>
    count === 1 ? '1 result available' : `${count} results available`,
  offline: 'You are offline. Nothing you typed is lost: send it again when you are connected.',
  failed: 'Something went wrong. Please try again.',
  refused: 'Please correct the fields marked above.',
  draftRestored: 'We kept what you typed last time.',
  startOver: 'Start over',
  thanksTitle: 'We will call you soon',
  thanksText: ({ mobile }: { mobile: string }) =>
    `Thank you. Our hiring team will call you on ${mobile} within one working day.`,
  postJobYourself: 'Post a job yourself',
  nudgeTitle: 'Your hiring request is almost done',
  nudgeText: 'Send it now and our team will call you to help you hire.',
  continue: 'Continue',
  leave: 'Leave',
  close: 'Close',
}

export type ShortFormMessages = MessagesOf<typeof shortForm>
export default shortForm
