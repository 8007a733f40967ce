/**
 * The words of the login steps, in the page's language: a namespace each app supplies per language (its
 * typed message modules, decision 008), so the seeker says 'Log in' and the hire app may say 'Sign in'.
 * Parameters are functions, so word order follows each language.
 */
export interface LoginMessages {
  readonly title: string
  readonly intro: string
  readonly mobileNumber: string
  readonly mobileHint: string
  readonly invalidMobile: string
  readonly getOtp: string
  readonly sendingOtp: string
  readonly otpLabel: string
  readonly otpSent: (params: { mobile: string }) => string
  readonly changeNumber: string
  readonly verify: string
  readonly verifying: string
  readonly resend: string
  readonly resendIn: (params: { time: string }) => string
  /** the WhatsApp opt-in's label; shown only with `whatsAppOptIn` (the seeker's) */
  readonly whatsApp?: string
  readonly failed: string
  readonly usePassword: string
  readonly useOtp: string
  readonly passwordIntro: string
  readonly password: string
  readonly logIn: string
  readonly loggingIn: string
  readonly incorrectCredentials: string
  readonly forgotPassword: string
  readonly resetTitle: string
  readonly resetIntro: string
  readonly resetCodeSent: (params: { mobile: string }) => string
  readonly newPassword: string
  readonly newPasswordHint: string
  readonly confirmPassword: string
  readonly savePassword: string
  readonly saving: string
  readonly backToLogin: string
  readonly close: string
  readonly cookiesBlockedTitle: string
  readonly cookiesBlocked: string
  // The proof-of-work check past the codes an address may ask for freely (decision 011).
  readonly challengeTitle: string
  readonly challengeIntro: string
  readonly challengeLoading: string
  readonly challengeWorking: string
  readonly challengeDone: string
  readonly challengeFailed: string
  readonly challengeLabel: string
  readonly challengeVerifying: string
  readonly challengeVerified: string
  readonly challengeError: string
  readonly challengeExpired: string
  readonly challengeNeeded: string
  /** while the next step's code arrives (the password steps load when chosen) */
  readonly loadingStep: string
}

/**
 * The words an app says its own way: what the login is called ('Log in', 'Sign in') and why. Every other
 * word of the steps is the same in both apps and comes from `./words/{en,hi,te}.ts` (`LoginWords`).
 */
export type AppLoginWordKey =
  | 'title'
  | 'intro'
  | 'verify'
  | 'usePassword'
  | 'useOtp'
  | 'passwordIntro'
  | 'logIn'
  | 'loggingIn'
  | 'savePassword'
  | 'backToLogin'
  | 'whatsApp'

/** The login words both apps share, in one language (`@localjobs/web-app/login/words/en`, `/hi`, `/te`). */
export type LoginWords = Omit<LoginMessages, AppLoginWordKey>
