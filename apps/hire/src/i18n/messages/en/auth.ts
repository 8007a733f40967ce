import loginWords from '@localjobs/web-app/login/words/en'
import type { MessagesOf } from '../../translations.ts'

/**
 * The sign-in page (spec sections 2, 4 and 8): the login steps' shared words
 * (`@localjobs/web-app/login/words`), the hire app's own ('Sign in'), and the page's.
 */
const auth = {
  ...loginWords,
  title: 'Sign in',
  intro: 'Sign in with your mobile number to post jobs and see who applied.',
  verify: 'Verify and sign in',
  usePassword: 'Sign in with password',
  useOtp: 'Sign in with OTP instead',
  passwordIntro: 'Sign in with your mobile number and password.',
  logIn: 'Sign in',
  loggingIn: 'Signing in…',
  savePassword: 'Save password and sign in',
  backToLogin: 'Back to sign in',

  pageTitle: 'Sign in',
  pageDescription:
    'Sign in to post jobs on LocalJobs and see who applied, with your mobile number and a one-time code or a password.',
  enterpriseTitle: 'Enterprise sign in',
  enterpriseIntro:
    'Sign in with the mobile number your company account was set up with. Enterprise accounts sign in with OTP.',
  enterpriseQuestion: 'Does your company have an enterprise account?',
  enterpriseAccount: 'Enterprise account',
  standardQuestion: 'Not an enterprise account?',
  standardAccount: 'Sign in with your own number',
  signedIn: 'You are signed in. Opening your dashboard…',
}

export type AuthMessages = MessagesOf<typeof auth>
export default auth
