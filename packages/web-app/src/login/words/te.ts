import type { LoginWords } from '../login-messages.ts'

/**
 * The login steps' shared words in Telugu (mobile number, OTP, password, reset, the challenge). An app's
 * `auth` namespace spreads them and adds its own (`AppLoginWordKey`: what the login is called, and why).
 */
const words: LoginWords = {
  mobileNumber: 'మొబైల్ నంబర్',
  mobileHint: '10 అంకెలు, +91 లేకుండా',
  invalidMobile: 'సరైన 10 అంకెల మొబైల్ నంబర్ నమోదు చేయండి.',
  getOtp: 'OTP పొందండి',
  sendingOtp: 'OTP పంపుతున్నాం…',
  otpLabel: 'OTP',
  otpSent: ({ mobile }) => `${mobile}కు పంపిన 4 అంకెల కోడ్‌ను నమోదు చేయండి.`,
  changeNumber: 'నంబర్ మార్చండి',
  verifying: 'తనిఖీ చేస్తున్నాం…',
  resend: 'OTP మళ్లీ పంపండి',
  resendIn: ({ time }) => `${time}లో OTP మళ్లీ పంపండి`,
  failed: 'ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
  password: 'పాస్‌వర్డ్',
  incorrectCredentials: 'తప్పు లాగిన్ వివరాలు',
  forgotPassword: 'పాస్‌వర్డ్ మర్చిపోయారా?',
  resetTitle: 'కొత్త పాస్‌వర్డ్ సెట్ చేయండి',
  resetIntro: 'పాస్‌వర్డ్ మర్చిపోయారా, లేదా ఎప్పుడూ సెట్ చేయలేదా? కొత్తది సెట్ చేయడానికి మీ మొబైల్ నంబర్‌కు ఒక కోడ్ పంపుతాము.',
  resetCodeSent: ({ mobile }) => `${mobile}కు పంపిన 4 అంకెల కోడ్‌ను నమోదు చేసి, కొత్త పాస్‌వర్డ్ ఎంచుకోండి.`,
  newPassword: 'కొత్త పాస్‌వర్డ్',
  newPasswordHint: 'కనీసం 8 అక్షరాలు',
  confirmPassword: 'కొత్త పాస్‌వర్డ్‌ను నిర్ధారించండి',
  saving: 'సేవ్ చేస్తున్నాం…',
  close: 'మూసివేయండి',
  cookiesBlockedTitle: 'మేము మిమ్మల్ని సైన్ ఇన్ చేయలేము',
  cookiesBlocked:
    'మేము మిమ్మల్ని సైన్ ఇన్ చేయలేము. మీ బ్రౌజర్ ప్రస్తుతం కుకీలను బ్లాక్ చేసేలా సెట్ చేయబడింది. దయచేసి ఈ సైట్‌కు కుకీలను అనుమతించి మళ్లీ ప్రయత్నించండి.',
  challengeTitle: 'ఒక చిన్న తనిఖీ',
  challengeIntro:
    'మీ నెట్‌వర్క్‌లో చాలా మంది కోడ్ అడిగారు. మీరు రోబోట్ కాదని చూపడానికి మీ ఫోన్ ఒక చిన్న పజిల్‌ను పరిష్కరిస్తోంది. దీనికి కొన్ని సెకన్లు పడుతుంది.',
  challengeLoading: 'తనిఖీ లోడ్ అవుతోంది…',
  challengeWorking: 'తనిఖీ చేస్తున్నాం… దయచేసి ఈ స్క్రీన్‌ను తెరిచే ఉంచండి.',
  challengeDone: 'పూర్తయింది. కోడ్ పంపుతున్నాం…',
  challengeFailed: 'తనిఖీ పూర్తి కాలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.',
  challengeLabel: 'నేను రోబోట్ కాదు',
  challengeVerifying: 'తనిఖీ చేస్తున్నాం…',
  challengeVerified: 'పూర్తయింది',
  challengeError: 'తనిఖీ విఫలమైంది.',
  challengeExpired: 'తనిఖీ గడువు ముగిసింది.',
  challengeNeeded: 'దయచేసి తనిఖీ పూర్తయ్యే వరకు ఆగండి.',
  loadingStep: 'లోడ్ అవుతోంది…',
}

export default words
