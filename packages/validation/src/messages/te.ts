import type { MessageTexts } from './en.ts'

/** The validation messages in Telugu, key for key as `en.ts`. */
const te = {
  // spec sections 5 and 8, word for word
  required: 'ఈ ఫీల్డ్ తప్పనిసరి.',
  selectValidState: 'సరైన రాష్ట్రాన్ని ఎంచుకోండి',
  selectValidJobTitle: 'సరైన జాబ్ టైటిల్ ఎంచుకోండి',
  enterCompanyName: 'మీ కంపెనీ పేరు నమోదు చేయండి',
  maxTwoDigits: 'గరిష్ఠంగా 2 అంకెలు మాత్రమే అనుమతించబడతాయి.',
  openingsBetween1And99: '1 నుండి 99 మధ్య ఖాళీల సంఖ్యను నమోదు చేయండి',
  atLeast10Characters: 'ఈ ఫీల్డ్‌లో కనీసం 10 అక్షరాలు ఉండాలి.',
  invalidMobileNumber: 'సరైన 10 అంకెల మొబైల్ నంబర్‌ను నమోదు చేయండి.',
  enterOtp: 'దయచేసి OTP నమోదు చేయండి',
  invalidOtp: 'దయచేసి సరైన OTP నమోదు చేయండి',

  // ours: the spec names the rule but not its wording
  invalidValue: 'సరైన వివరాలు నమోదు చేయండి.',
  selectValidOption: 'ఇచ్చిన ఎంపికలలో ఒకదాన్ని ఎంచుకోండి.',
  selectValidLocation: 'సరైన ప్రాంతాన్ని ఎంచుకోండి',
  enterWholeNumber: 'పూర్ణ సంఖ్యను నమోదు చేయండి.',
  numberTooLarge: 'ఈ సంఖ్య చాలా పెద్దది.',
  tooLong: 'ఈ వచనం చాలా పొడవుగా ఉంది.',
  openingsAboveZero: 'కనీసం 1 ఖాళీని నమోదు చేయండి.',
  salaryOutOfRange: '₹1,000 నుండి ₹1,00,000 మధ్య నెలవారీ జీతం నమోదు చేయండి.',
  salaryMaxBelowMin: 'గరిష్ఠ జీతం కనీస జీతం కంటే తక్కువగా ఉండకూడదు.',
  feeAmountAboveZero: '0 కంటే ఎక్కువ ఫీజు మొత్తాన్ని నమోదు చేయండి.',
  feeAmountTooLarge: 'ఈ ఫీజు మొత్తం చాలా ఎక్కువ.',
  emailInvalid: 'సరైన ఈమెయిల్ చిరునామాను నమోదు చేయండి.',
  emailTooLong: 'ఈమెయిల్ చిరునామాలో గరిష్ఠంగా 320 అక్షరాలు ఉండవచ్చు.',
  emailHasSpaces: 'ఈమెయిల్ చిరునామాలో స్పేస్‌లు ఉండకూడదు.',
  emailAlreadyUsed: 'ఈ ఈమెయిల్ చిరునామా ఇప్పటికే వాడుకలో ఉంది. వేరే చిరునామాను నమోదు చేయండి.',
  ageOutOfRange: '18 నుండి 100 మధ్య వయస్సు నమోదు చేయండి.',
  ageMaxBelowMin: 'గరిష్ఠ వయస్సు కనీస వయస్సు కంటే తక్కువగా ఉండకూడదు.',
  passwordTooShort: 'పాస్‌వర్డ్‌లో కనీసం 8 అక్షరాలు ఉండాలి.',
  passwordTooLong: 'పాస్‌వర్డ్‌లో గరిష్ఠంగా 128 అక్షరాలు ఉండవచ్చు.',
  passwordBlank: 'పాస్‌వర్డ్‌లో స్పేస్‌లు మాత్రమే ఉండకూడదు.',
  tooManyChoices: 'గరిష్ఠంగా 10 ఎంచుకోండి.',
  resumeRequired: 'మీ రెజ్యూమ్‌ను అప్‌లోడ్ చేయండి.',
  logoWrongType: 'PNG, JPEG లేదా WebP చిత్రాన్ని ఎంచుకోండి.',
  logoTooLarge: 'లోగో గరిష్ఠంగా 2 MB ఉండాలి.',
  passwordMismatch: 'పాస్‌వర్డ్‌లు సరిపోలడం లేదు.',
} satisfies MessageTexts

export default te
