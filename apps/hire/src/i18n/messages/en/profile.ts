import type { MessagesOf } from '../../translations.ts'

/** The advertiser's profile and profile details (spec section 2: "profile", "profile details"). */
const profile = {
  profileTitle: 'Your profile',
  profileDescription: 'Your account: name, mobile number and company details.',
  detailsTitle: 'Profile details',
  detailsDescription: 'Change your name, company name, e-mail and company address.',
  loading: 'Loading your profile',
  loadFailed: 'We could not load your profile',
  loadFailedText: 'Check your connection and try again.',
  retry: 'Try again',
  account: 'Account',
  name: 'Name',
  mobileNumber: 'Mobile number',
  companyName: 'Company name',
  email: 'E-mail',
  companyAddress: 'Company address',
  notGiven: 'Not given',
  enterpriseAccount: 'Enterprise account',
  enterpriseDetails: 'Enterprise details',
  advertiserId: 'Advertiser ID',
  enterpriseReadOnly: 'Your company details are managed by our team. Please contact support to change them.',
  editDetails: 'Edit profile details',
  paymentHistory: 'Payment history',
  backToProfile: 'Back to profile',
  optional: '(optional)',
  save: 'Save details',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Your profile details are saved.',
  draftRestored: 'We kept the changes you had not saved on this phone.',
  startOver: 'Start over',
  saveFailed: 'Your details could not be saved. Please try again.',
  saveOffline:
    'No internet connection. What you typed is kept on this phone: save again when you are online.',
  saveRefused: 'Some details could not be saved. Check the fields marked below.',
}

export type ProfileMessages = MessagesOf<typeof profile>
export default profile
