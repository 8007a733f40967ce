/**
 * The validation messages in English, by key: this module defines the keys (`MessageKey`); `hi.ts` and
 * `te.ts` must give every one of them (the type checker says so). Texts that the spec quotes are quoted
 * exactly, capitals and missing full stops included. A page loads only its language's module (decision 032).
 */
const en = {
  // spec sections 5 and 8, word for word
  required: 'This field is required.',
  selectValidState: 'Select a valid state',
  selectValidJobTitle: 'Select a valid job title',
  enterCompanyName: 'Enter your company Name',
  maxTwoDigits: 'Maximum 2 digits are allowed.',
  openingsBetween1And99: 'Enter openings between 1 and 99',
  atLeast10Characters: 'Ensure this field has at least 10 characters.',
  invalidMobileNumber: 'Enter a valid 10-digit mobile number.',
  enterOtp: 'Please enter OTP',
  invalidOtp: 'Please enter valid OTP',

  // ours: the spec names the rule but not its wording
  invalidValue: 'Enter a valid value.',
  selectValidOption: 'Select a valid option.',
  selectValidLocation: 'Select a valid location',
  enterWholeNumber: 'Enter a whole number.',
  numberTooLarge: 'This number is too large.',
  tooLong: 'This text is too long.',
  openingsAboveZero: 'Enter at least 1 opening.',
  salaryOutOfRange: 'Enter a monthly salary between ₹1,000 and ₹1,00,000.',
  salaryMaxBelowMin: 'Maximum salary cannot be less than minimum salary.',
  feeAmountAboveZero: 'Enter a fee amount above 0.',
  feeAmountTooLarge: 'This fee amount is too large.',
  emailInvalid: 'Enter a valid email address.',
  emailTooLong: 'Email address can have at most 320 characters.',
  emailHasSpaces: 'Email address cannot contain spaces.',
  emailAlreadyUsed: 'This email address is already in use. Enter a different one.',
  ageOutOfRange: 'Enter an age between 18 and 100.',
  ageMaxBelowMin: 'Maximum age cannot be less than minimum age.',
  passwordTooShort: 'Password must have at least 8 characters.',
  passwordTooLong: 'Password can have at most 128 characters.',
  passwordBlank: 'Password cannot be only spaces.',
  tooManyChoices: 'Choose at most 10.',
  resumeRequired: 'Upload your resume.',
  logoWrongType: 'Choose a PNG, JPEG or WebP image.',
  logoTooLarge: 'The logo must be at most 2 MB.',
  passwordMismatch: 'Passwords do not match.',
} as const

export type MessageKey = keyof typeof en

/** One language's validation messages: a text for every key. */
export type MessageTexts = Readonly<Record<MessageKey, string>>

export default en
