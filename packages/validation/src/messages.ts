/**
 * Every message a schema of this package can give, by key, in the three languages the product speaks.
 * Schemas put only the key in a zod issue's `message`; the UI turns it into the person's language with
 * `messageFor`, and the API can return the key as it is. English texts that the spec quotes are quoted
 * exactly, capitals and missing full stops included.
 */

import { DEFAULT_LOCALE, type Locale } from './constants.ts'

export const messages = {
  // spec sections 5 and 8, word for word
  required: {
    en: 'This field is required.',
    hi: 'यह फ़ील्ड ज़रूरी है।',
    te: 'ఈ ఫీల్డ్ తప్పనిసరి.',
  },
  selectValidState: {
    en: 'Select a valid state',
    hi: 'मान्य राज्य चुनें',
    te: 'సరైన రాష్ట్రాన్ని ఎంచుకోండి',
  },
  selectValidJobTitle: {
    en: 'Select a valid job title',
    hi: 'मान्य जॉब टाइटल चुनें',
    te: 'సరైన జాబ్ టైటిల్ ఎంచుకోండి',
  },
  enterCompanyName: {
    en: 'Enter your company Name',
    hi: 'अपनी कंपनी का नाम दर्ज करें',
    te: 'మీ కంపెనీ పేరు నమోదు చేయండి',
  },
  maxTwoDigits: {
    en: 'Maximum 2 digits are allowed.',
    hi: 'ज़्यादा से ज़्यादा 2 अंक ही दर्ज किए जा सकते हैं।',
    te: 'గరిష్ఠంగా 2 అంకెలు మాత్రమే అనుమతించబడతాయి.',
  },
  openingsBetween1And99: {
    en: 'Enter openings between 1 and 99',
    hi: 'रिक्तियों की संख्या 1 से 99 के बीच दर्ज करें',
    te: '1 నుండి 99 మధ్య ఖాళీల సంఖ్యను నమోదు చేయండి',
  },
  atLeast10Characters: {
    en: 'Ensure this field has at least 10 characters.',
    hi: 'इस फ़ील्ड में कम से कम 10 अक्षर होने चाहिए।',
    te: 'ఈ ఫీల్డ్‌లో కనీసం 10 అక్షరాలు ఉండాలి.',
  },
  invalidMobileNumber: {
    en: 'Enter a valid 10-digit mobile number.',
    hi: 'मान्य 10 अंकों का मोबाइल नंबर दर्ज करें।',
    te: 'సరైన 10 అంకెల మొబైల్ నంబర్‌ను నమోదు చేయండి.',
  },
  enterOtp: {
    en: 'Please enter OTP',
    hi: 'कृपया OTP दर्ज करें',
    te: 'దయచేసి OTP నమోదు చేయండి',
  },
  invalidOtp: {
    en: 'Please enter valid OTP',
    hi: 'कृपया मान्य OTP दर्ज करें',
    te: 'దయచేసి సరైన OTP నమోదు చేయండి',
  },

  // ours: the spec names the rule but not its wording
  invalidValue: {
    en: 'Enter a valid value.',
    hi: 'मान्य जानकारी दर्ज करें।',
    te: 'సరైన వివరాలు నమోదు చేయండి.',
  },
  selectValidOption: {
    en: 'Select a valid option.',
    hi: 'दिए गए विकल्पों में से एक चुनें।',
    te: 'ఇచ్చిన ఎంపికలలో ఒకదాన్ని ఎంచుకోండి.',
  },
  selectValidLocation: {
    en: 'Select a valid location',
    hi: 'मान्य स्थान चुनें',
    te: 'సరైన ప్రాంతాన్ని ఎంచుకోండి',
  },
  enterWholeNumber: {
    en: 'Enter a whole number.',
    hi: 'पूर्ण संख्या दर्ज करें।',
    te: 'పూర్ణ సంఖ్యను నమోదు చేయండి.',
  },
  numberTooLarge: {
    en: 'This number is too large.',
    hi: 'यह संख्या बहुत बड़ी है।',
    te: 'ఈ సంఖ్య చాలా పెద్దది.',
  },
  tooLong: {
    en: 'This text is too long.',
    hi: 'यह टेक्स्ट बहुत लंबा है।',
    te: 'ఈ వచనం చాలా పొడవుగా ఉంది.',
  },
  openingsAboveZero: {
    en: 'Enter at least 1 opening.',
    hi: 'कम से कम 1 रिक्ति दर्ज करें।',
    te: 'కనీసం 1 ఖాళీని నమోదు చేయండి.',
  },
  salaryOutOfRange: {
    en: 'Enter a monthly salary between ₹1,000 and ₹1,00,000.',
    hi: '₹1,000 से ₹1,00,000 के बीच मासिक वेतन दर्ज करें।',
    te: '₹1,000 నుండి ₹1,00,000 మధ్య నెలవారీ జీతం నమోదు చేయండి.',
  },
  salaryMaxBelowMin: {
    en: 'Maximum salary cannot be less than minimum salary.',
    hi: 'अधिकतम वेतन न्यूनतम वेतन से कम नहीं हो सकता।',
    te: 'గరిష్ఠ జీతం కనీస జీతం కంటే తక్కువగా ఉండకూడదు.',
  },
  feeAmountAboveZero: {
    en: 'Enter a fee amount above 0.',
    hi: '0 से ज़्यादा शुल्क राशि दर्ज करें।',
    te: '0 కంటే ఎక్కువ ఫీజు మొత్తాన్ని నమోదు చేయండి.',
  },
  feeAmountTooLarge: {
    en: 'This fee amount is too large.',
    hi: 'यह शुल्क राशि बहुत ज़्यादा है।',
    te: 'ఈ ఫీజు మొత్తం చాలా ఎక్కువ.',
  },
  emailInvalid: {
    en: 'Enter a valid email address.',
    hi: 'मान्य ईमेल पता दर्ज करें।',
    te: 'సరైన ఈమెయిల్ చిరునామాను నమోదు చేయండి.',
  },
  emailTooLong: {
    en: 'Email address can have at most 320 characters.',
    hi: 'ईमेल पते में ज़्यादा से ज़्यादा 320 अक्षर हो सकते हैं।',
    te: 'ఈమెయిల్ చిరునామాలో గరిష్ఠంగా 320 అక్షరాలు ఉండవచ్చు.',
  },
  emailHasSpaces: {
    en: 'Email address cannot contain spaces.',
    hi: 'ईमेल पते में स्पेस नहीं हो सकता।',
    te: 'ఈమెయిల్ చిరునామాలో స్పేస్‌లు ఉండకూడదు.',
  },
  emailAlreadyUsed: {
    en: 'This email address is already in use. Enter a different one.',
    hi: 'यह ईमेल पता पहले से इस्तेमाल में है। कोई दूसरा पता दर्ज करें।',
    te: 'ఈ ఈమెయిల్ చిరునామా ఇప్పటికే వాడుకలో ఉంది. వేరే చిరునామాను నమోదు చేయండి.',
  },
  ageOutOfRange: {
    en: 'Enter an age between 18 and 100.',
    hi: '18 से 100 के बीच आयु दर्ज करें।',
    te: '18 నుండి 100 మధ్య వయస్సు నమోదు చేయండి.',
  },
  ageMaxBelowMin: {
    en: 'Maximum age cannot be less than minimum age.',
    hi: 'अधिकतम आयु न्यूनतम आयु से कम नहीं हो सकती।',
    te: 'గరిష్ఠ వయస్సు కనీస వయస్సు కంటే తక్కువగా ఉండకూడదు.',
  },
  passwordTooShort: {
    en: 'Password must have at least 8 characters.',
    hi: 'पासवर्ड में कम से कम 8 अक्षर होने चाहिए।',
    te: 'పాస్‌వర్డ్‌లో కనీసం 8 అక్షరాలు ఉండాలి.',
  },
  passwordTooLong: {
    en: 'Password can have at most 128 characters.',
    hi: 'पासवर्ड में ज़्यादा से ज़्यादा 128 अक्षर हो सकते हैं।',
    te: 'పాస్‌వర్డ్‌లో గరిష్ఠంగా 128 అక్షరాలు ఉండవచ్చు.',
  },
  passwordBlank: {
    en: 'Password cannot be only spaces.',
    hi: 'पासवर्ड में सिर्फ़ स्पेस नहीं हो सकते।',
    te: 'పాస్‌వర్డ్‌లో స్పేస్‌లు మాత్రమే ఉండకూడదు.',
  },
  tooManyChoices: {
    en: 'Choose at most 10.',
    hi: 'ज़्यादा से ज़्यादा 10 चुनें।',
    te: 'గరిష్ఠంగా 10 ఎంచుకోండి.',
  },
  resumeRequired: {
    en: 'Upload your resume.',
    hi: 'अपना रिज़्यूमे अपलोड करें।',
    te: 'మీ రెజ్యూమ్‌ను అప్‌లోడ్ చేయండి.',
  },
  logoWrongType: {
    en: 'Choose a PNG, JPEG or WebP image.',
    hi: 'PNG, JPEG या WebP इमेज चुनें।',
    te: 'PNG, JPEG లేదా WebP చిత్రాన్ని ఎంచుకోండి.',
  },
  logoTooLarge: {
    en: 'The logo must be at most 2 MB.',
    hi: 'लोगो ज़्यादा से ज़्यादा 2 MB का होना चाहिए।',
    te: 'లోగో గరిష్ఠంగా 2 MB ఉండాలి.',
  },
  passwordMismatch: {
    en: 'Passwords do not match.',
    hi: 'पासवर्ड मेल नहीं खाते।',
    te: 'పాస్‌వర్డ్‌లు సరిపోలడం లేదు.',
  },
} as const satisfies Record<string, Record<Locale, string>>

export type MessageKey = keyof typeof messages

const messageKeys = new Set<string>(Object.keys(messages))

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && messageKeys.has(value)

export const translate = (key: MessageKey, locale: Locale = DEFAULT_LOCALE): string => messages[key][locale]

/**
 * The text to show for a zod issue (or an API error detail carrying the key as `message`), in the person's
 * language. A message that is not one of our keys (another library's, or a developer-facing one such as the
 * feed query's) is shown as it is rather than hidden.
 */
export const messageFor = (issue: { readonly message: string }, locale: Locale = DEFAULT_LOCALE): string =>
  isMessageKey(issue.message) ? translate(issue.message, locale) : issue.message

/**
 * One message per field, keyed by the dotted path a form uses for its inputs ('educations.0.course_id').
 * The first issue of a field wins: schemas report the most helpful problem first.
 */
export const fieldMessages = (
  issues: readonly { readonly message: string; readonly path: readonly PropertyKey[] }[],
  locale: Locale = DEFAULT_LOCALE,
): Record<string, string> => {
  const byField: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.')
    byField[field] ??= messageFor(issue, locale)
  }
  return byField
}
