import loginWords from '@localjobs/web-app/login/words/en'
import type { MessagesOf } from '../../translations.ts'

/**
 * The login modal (spec sections 4, 5 and 8); loaded with the modal, never with a list page. The steps'
 * words are the ones both apps share (`@localjobs/web-app/login/words`); the seeker says 'Log in'.
 */
const auth = {
  ...loginWords,
  title: 'Log in',
  intro: 'Log in with your mobile number to apply for jobs.',
  verify: 'Verify and log in',
  whatsApp: 'Send me job updates on WhatsApp',
  usePassword: 'Log in with password',
  useOtp: 'Log in with OTP instead',
  passwordIntro: 'Log in with your mobile number and password.',
  logIn: 'Log in',
  loggingIn: 'Logging in…',
  savePassword: 'Save password and log in',
  backToLogin: 'Back to log in',
  loggedIn: 'You are logged in.',
}

export type AuthMessages = MessagesOf<typeof auth>
export default auth
