import type { MessageTexts } from './en.ts'

/** The validation messages in Hindi, key for key as `en.ts`. */
const hi = {
  // spec sections 5 and 8, word for word
  required: 'यह फ़ील्ड ज़रूरी है।',
  selectValidState: 'मान्य राज्य चुनें',
  selectValidJobTitle: 'मान्य जॉब टाइटल चुनें',
  enterCompanyName: 'अपनी कंपनी का नाम दर्ज करें',
  maxTwoDigits: 'ज़्यादा से ज़्यादा 2 अंक ही दर्ज किए जा सकते हैं।',
  openingsBetween1And99: 'रिक्तियों की संख्या 1 से 99 के बीच दर्ज करें',
  atLeast10Characters: 'इस फ़ील्ड में कम से कम 10 अक्षर होने चाहिए।',
  invalidMobileNumber: 'मान्य 10 अंकों का मोबाइल नंबर दर्ज करें।',
  enterOtp: 'कृपया OTP दर्ज करें',
  invalidOtp: 'कृपया मान्य OTP दर्ज करें',

  // ours: the spec names the rule but not its wording
  invalidValue: 'मान्य जानकारी दर्ज करें।',
  selectValidOption: 'दिए गए विकल्पों में से एक चुनें।',
  selectValidLocation: 'मान्य स्थान चुनें',
  enterWholeNumber: 'पूर्ण संख्या दर्ज करें।',
  numberTooLarge: 'यह संख्या बहुत बड़ी है।',
  tooLong: 'यह टेक्स्ट बहुत लंबा है।',
  openingsAboveZero: 'कम से कम 1 रिक्ति दर्ज करें।',
  salaryOutOfRange: '₹1,000 से ₹1,00,000 के बीच मासिक वेतन दर्ज करें।',
  salaryMaxBelowMin: 'अधिकतम वेतन न्यूनतम वेतन से कम नहीं हो सकता।',
  feeAmountAboveZero: '0 से ज़्यादा शुल्क राशि दर्ज करें।',
  feeAmountTooLarge: 'यह शुल्क राशि बहुत ज़्यादा है।',
  emailInvalid: 'मान्य ईमेल पता दर्ज करें।',
  emailTooLong: 'ईमेल पते में ज़्यादा से ज़्यादा 320 अक्षर हो सकते हैं।',
  emailHasSpaces: 'ईमेल पते में स्पेस नहीं हो सकता।',
  emailAlreadyUsed: 'यह ईमेल पता पहले से इस्तेमाल में है। कोई दूसरा पता दर्ज करें।',
  ageOutOfRange: '18 से 100 के बीच आयु दर्ज करें।',
  ageMaxBelowMin: 'अधिकतम आयु न्यूनतम आयु से कम नहीं हो सकती।',
  passwordTooShort: 'पासवर्ड में कम से कम 8 अक्षर होने चाहिए।',
  passwordTooLong: 'पासवर्ड में ज़्यादा से ज़्यादा 128 अक्षर हो सकते हैं।',
  passwordBlank: 'पासवर्ड में सिर्फ़ स्पेस नहीं हो सकते।',
  tooManyChoices: 'ज़्यादा से ज़्यादा 10 चुनें।',
  resumeRequired: 'अपना रिज़्यूमे अपलोड करें।',
  logoWrongType: 'PNG, JPEG या WebP इमेज चुनें।',
  logoTooLarge: 'लोगो ज़्यादा से ज़्यादा 2 MB का होना चाहिए।',
  passwordMismatch: 'पासवर्ड मेल नहीं खाते।',
} satisfies MessageTexts

export default hi
