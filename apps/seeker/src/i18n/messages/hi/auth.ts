import loginWords from '@localjobs/web-app/login/words/hi'
import type { AuthMessages } from '../en/auth.ts'

const auth: AuthMessages = {
  ...loginWords,
  title: 'लॉग इन करें',
  intro: 'नौकरियों के लिए आवेदन करने के लिए अपने मोबाइल नंबर से लॉग इन करें।',
  verify: 'जाँचें और लॉग इन करें',
  whatsApp: 'मुझे WhatsApp पर नौकरी की जानकारी भेजें',
  usePassword: 'पासवर्ड से लॉग इन करें',
  useOtp: 'इसके बजाय OTP से लॉग इन करें',
  passwordIntro: 'अपने मोबाइल नंबर और पासवर्ड से लॉग इन करें।',
  logIn: 'लॉग इन करें',
  loggingIn: 'लॉग इन हो रहा है…',
  savePassword: 'पासवर्ड सहेजें और लॉग इन करें',
  backToLogin: 'लॉग इन पर वापस जाएँ',
  loggedIn: 'आप लॉग इन हैं।',
}

export default auth
