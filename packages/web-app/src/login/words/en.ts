import type { LoginWords } from '../login-messages.ts'

/**
 * The login steps' shared words in English (mobile number, OTP, password, reset, the challenge). An app's
 * `auth` namespace spreads them and adds its own (`AppLoginWordKey`: what the login is called, and why).
 */
const words: LoginWords = {
  mobileNumber: 'Mobile number',
  mobileHint: '10 digits, without +91',
  invalidMobile: 'Enter a valid 10-digit mobile number.',
  getOtp: 'Get OTP',
  sendingOtp: 'Sending OTP…',
  otpLabel: 'OTP',
  otpSent: ({ mobile }) => `Enter the 4-digit code sent to ${mobile}.`,
  changeNumber: 'Change number',
  verifying: 'Checking…',
  resend: 'Resend OTP',
  resendIn: ({ time }) => `Resend OTP in ${time}`,
  failed: 'Something went wrong. Please try again.',
  password: 'Password',
  incorrectCredentials: 'Incorrect credentials',
  forgotPassword: 'Forgot password?',
  resetTitle: 'Set a new password',
  resetIntro:
    'Forgot your password, or never set one? We will text a code to your mobile number to set a new one.',
  resetCodeSent: ({ mobile }) => `Enter the 4-digit code sent to ${mobile} and choose a new password.`,
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters',
  confirmPassword: 'Confirm new password',
  saving: 'Saving…',
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
  loadingStep: 'Loading…',
}

export default words
