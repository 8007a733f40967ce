import type { LoginResponse } from '@localjobs/api-client/auth/types'
import { createApiClient } from '@localjobs/api-client/client'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import type { LoginMessages } from '../login/login-messages.ts'

// What the login steps' tests share (login-modal.test.tsx, login-panel.test.tsx): a login answer, the API as
// the steps meet it, and an app's words.

/** An app's login words; these tests read them back, so each is recognisable. */
export const testWords: LoginMessages = {
  title: 'Sign in',
  intro: 'Sign in with your mobile number.',
  mobileNumber: 'Mobile number',
  mobileHint: '10 digits',
  invalidMobile: 'Enter a valid 10-digit mobile number.',
  getOtp: 'Get OTP',
  sendingOtp: 'Sending OTP…',
  otpLabel: 'OTP',
  otpSent: ({ mobile }) => `Code sent to ${mobile}.`,
  changeNumber: 'Change number',
  verify: 'Verify',
  verifying: 'Checking…',
  resend: 'Resend OTP',
  resendIn: ({ time }) => `Resend OTP in ${time}`,
  whatsApp: 'Send me job updates on WhatsApp',
  failed: 'Something went wrong. Please try again.',
  usePassword: 'Sign in with password',
  useOtp: 'Sign in with OTP instead',
  passwordIntro: 'Your mobile number and password.',
  password: 'Password',
  logIn: 'Sign in now',
  loggingIn: 'Signing in…',
  incorrectCredentials: 'Incorrect credentials',
  forgotPassword: 'Forgot password?',
  resetTitle: 'Set a new password',
  resetIntro: 'We will text a code.',
  resetCodeSent: ({ mobile }) => `Code for a new password sent to ${mobile}.`,
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters',
  confirmPassword: 'Confirm new password',
  savePassword: 'Save password',
  saving: 'Saving…',
  backToLogin: 'Back to sign in',
  close: 'Close',
  cookiesBlockedTitle: "We can't sign you in",
  cookiesBlocked: "We can't sign you in. Your browser is currently set to block cookies...",
  challengeTitle: 'A quick check',
  challengeIntro: 'Your phone is solving a short puzzle.',
  challengeLoading: 'Loading the check…',
  challengeWorking: 'Checking…',
  challengeDone: 'Done.',
  challengeFailed: 'The check could not finish.',
  challengeLabel: "I'm not a robot",
  challengeVerifying: 'Checking…',
  challengeVerified: 'Done',
  challengeError: 'The check failed.',
  challengeExpired: 'The check expired.',
  challengeNeeded: 'Please wait for the check.',
  loadingStep: 'Loading…',
}

export const login: LoginResponse = {
  id: 7,
  jobs_user_id: 7,
  mobile_no: '9876543210',
  name: 'Asha',
  wa_optin: 0,
  advertiser_id: null,
  message: 'Logged in successfully.',
}

/** The API as the steps meet it: the CSRF cookie, a texted code, and `answer` for the sign-in calls. */
export function api(answer: (path: string, body: unknown) => Response = () => jsonResponse(login)) {
  const fake = fakeFetch(async (request) => {
    const path = new URL(request.url).pathname.replace('/api', '')
    if (path === '/login/csrf/') return new Response(null, { status: 204 })
    if (path === '/login/otp/generate/') return jsonResponse({ message: 'OTP sent.' })
    return answer(path, await request.clone().json())
  })
  const client = createApiClient({ baseUrl: 'http://api.test/api', fetch: fake.fetch, isOnline: () => true })
  const paths = () => fake.requests.map((request) => new URL(request.url).pathname.replace('/api', ''))
  return { client, paths }
}
