import type { MessagesOf } from '../../translations.ts'

/** The login modal (spec sections 4, 5 and 8); loaded with the modal, never with a list page. */
const auth = {
  title: 'Log in',
  intro: 'Log in with your mobile number to apply for jobs.',
  mobileNumber: 'Mobile number',
  mobileHint: '10 digits, without +91',
  invalidMobile: 'Enter a valid 10-digit mobile number.',
  getOtp: 'Get OTP',
  sendingOtp: 'Sending OTP…',
  otpLabel: 'OTP',
  otpSent: ({ mobile }: { mobile: string }) => `Enter the 4-digit code sent to ${mobile}.`,
  changeNumber: 'Change number',
  verify: 'Verify and log in',
  verifying: 'Checking…',
  resend: 'Resend OTP',
  resendIn: ({ time }: { time: string }) => `Resend OTP in ${time}`,
  whatsApp: 'Send me job updates on WhatsApp',
  failed: 'Something went wrong. Please try again.',
  usePassword: 'Log in with password',
  useOtp: 'Log in with OTP instead',
  passwordIntro: 'Log in with your mobile number and password.',
  password: 'Password',
  logIn: 'Log in',
  loggingIn: 'Logging in…',
  incorrectCredentials: 'Incorrect credentials',
  forgotPassword: 'Forgot password?',
  resetTitle: 'Set a new password',
  resetIntro:
    'Forgot your password, or never set one? We will text a code to your mobile number to set a new one.',
  resetCodeSent: ({ mobile }: { mobile: string }) =>
    `Enter the 4-digit code sent to ${mobile} and choose a new password.`,
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters',
  confirmPassword: 'Confirm new password',
  savePassword: 'Save password and log in',
  saving: 'Saving…',
  backToLogin: 'Back to log in',
  close: 'Close',
  cookiesBlockedTitle: "We can't sign you in",
  cookiesBlocked:
    "We can't sign you in. Your browser is currently set to block cookies. Please allow cookies for this site and try again.",
  // The proof-of-work check past the codes an address may ask for freely (decision 011).
  challengeTitle: 'A quick check',
  challengeIntro:
    'Many people on your network asked for a code. Your phone is solving a short puzzle to show it is not a robot. This takes a few seconds.',
  challengeLoading: 'Loading the check…',
  challengeWorking: 'Checking… please keep this screen open.',
  challengeDone: 'Done. Sending the code…',
  challengeFailed: 'The check could not finish. Please try again.',
  challengeLabel: "I'm not a robot",
  challengeVerifying: 'Checking…',
  challengeVerified: 'Done',
  challengeError: 'The check failed.',
  challengeExpired: 'The check expired.',
  challengeNeeded: 'Please wait for the check.',
  loggedIn: 'You are logged in.',
}

export type AuthMessages = MessagesOf<typeof auth>
export default auth
