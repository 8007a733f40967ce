import loginWords from '@localjobs/web-app/login/words/te'
import type { AuthMessages } from '../en/auth.ts'

const auth: AuthMessages = {
  ...loginWords,
  title: 'సైన్ ఇన్ చేయండి',
  intro: 'ఉద్యోగాలు పోస్ట్ చేయడానికి, దరఖాస్తుదారులను చూడటానికి మీ మొబైల్ నంబర్‌తో సైన్ ఇన్ చేయండి.',
  verify: 'ధృవీకరించి సైన్ ఇన్ చేయండి',
  usePassword: 'పాస్‌వర్డ్‌తో సైన్ ఇన్ చేయండి',
  useOtp: 'బదులుగా OTPతో సైన్ ఇన్ చేయండి',
  passwordIntro: 'మీ మొబైల్ నంబర్, పాస్‌వర్డ్‌తో సైన్ ఇన్ చేయండి.',
  logIn: 'సైన్ ఇన్ చేయండి',
  loggingIn: 'సైన్ ఇన్ అవుతోంది…',
  savePassword: 'పాస్‌వర్డ్ సేవ్ చేసి సైన్ ఇన్ చేయండి',
  backToLogin: 'సైన్ ఇన్‌కు తిరిగి వెళ్లండి',

  pageTitle: 'సైన్ ఇన్ చేయండి',
  pageDescription:
    'LocalJobsలో ఉద్యోగాలు పోస్ట్ చేయడానికి, దరఖాస్తుదారులను చూడటానికి మీ మొబైల్ నంబర్, ఒక్కసారి కోడ్ లేదా పాస్‌వర్డ్‌తో సైన్ ఇన్ చేయండి.',
  enterpriseTitle: 'ఎంటర్‌ప్రైజ్ సైన్ ఇన్',
  enterpriseIntro: 'మీ కంపెనీ ఖాతాను ఏర్పాటు చేసిన మొబైల్ నంబర్‌తో సైన్ ఇన్ చేయండి. ఎంటర్‌ప్రైజ్ ఖాతాలు OTPతో సైన్ ఇన్ చేస్తాయి.',
  enterpriseQuestion: 'మీ కంపెనీకి ఎంటర్‌ప్రైజ్ ఖాతా ఉందా?',
  enterpriseAccount: 'ఎంటర్‌ప్రైజ్ ఖాతా',
  standardQuestion: 'ఎంటర్‌ప్రైజ్ ఖాతా కాదా?',
  standardAccount: 'మీ నంబర్‌తో సైన్ ఇన్ చేయండి',
  signedIn: 'మీరు సైన్ ఇన్ అయ్యారు. మీ డాష్‌బోర్డ్ తెరుస్తున్నాం…',
}

export default auth
