import type { AuthMessages } from '../en/auth.ts'

const auth: AuthMessages = {
  title: 'లాగిన్ చేయండి',
  intro: 'ఉద్యోగాలకు దరఖాస్తు చేయడానికి మీ మొబైల్ నంబర్‌తో లాగిన్ చేయండి.',
  mobileNumber: 'మొబైల్ నంబర్',
  mobileHint: '10 అంకెలు, +91 లేకుండా',
  invalidMobile: 'సరైన 10 అంకెల మొబైల్ నంబర్ నమోదు చేయండి.',
  getOtp: 'OTP పొందండి',
  sendingOtp: 'OTP పంపుతున్నాం…',
  otpLabel: 'OTP',
  otpSent: ({ mobile }) => `${mobile}కు పంపిన 4 అంకెల కోడ్‌ను నమోదు చేయండి.`,
  changeNumber: 'నంబర్ మార్చండి',
  verify: 'ధృవీకరించి లాగిన్ చేయండి',
  verifying: 'తనిఖీ చేస్తున్నాం…',
  resend: 'OTP మళ్లీ పంపండి',
  resendIn: ({ time }) => `${time}లో OTP మళ్లీ పంపండి`,
  whatsApp: 'ఉద్యోగ సమాచారాన్ని నాకు WhatsAppలో పంపండి',
  failed: 'ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
  close: 'మూసివేయండి',
  cookiesBlockedTitle: 'మేము మిమ్మల్ని సైన్ ఇన్ చేయలేము',
  cookiesBlocked:
    'మేము మిమ్మల్ని సైన్ ఇన్ చేయలేము. మీ బ్రౌజర్ ప్రస్తుతం కుకీలను బ్లాక్ చేసేలా సెట్ చేయబడింది. దయచేసి ఈ సైట్‌కు కుకీలను అనుమతించి మళ్లీ ప్రయత్నించండి.',
  loggedIn: 'మీరు లాగిన్ అయ్యారు.',
}

export default auth
