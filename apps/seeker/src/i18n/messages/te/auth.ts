import loginWords from '@localjobs/web-app/login/words/te'
import type { AuthMessages } from '../en/auth.ts'

const auth: AuthMessages = {
  ...loginWords,
  title: 'లాగిన్ చేయండి',
  intro: 'ఉద్యోగాలకు దరఖాస్తు చేయడానికి మీ మొబైల్ నంబర్‌తో లాగిన్ చేయండి.',
  verify: 'ధృవీకరించి లాగిన్ చేయండి',
  whatsApp: 'ఉద్యోగ సమాచారాన్ని నాకు WhatsAppలో పంపండి',
  usePassword: 'పాస్‌వర్డ్‌తో లాగిన్ చేయండి',
  useOtp: 'బదులుగా OTPతో లాగిన్ చేయండి',
  passwordIntro: 'మీ మొబైల్ నంబర్, పాస్‌వర్డ్‌తో లాగిన్ చేయండి.',
  logIn: 'లాగిన్ చేయండి',
  loggingIn: 'లాగిన్ అవుతోంది…',
  savePassword: 'పాస్‌వర్డ్ సేవ్ చేసి లాగిన్ చేయండి',
  backToLogin: 'లాగిన్‌కు తిరిగి వెళ్లండి',
  loggedIn: 'మీరు లాగిన్ అయ్యారు.',
}

export default auth
