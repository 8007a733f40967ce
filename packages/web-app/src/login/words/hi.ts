import type { LoginWords } from '../login-messages.ts'

/**
 * The login steps' shared words in Hindi (mobile number, OTP, password, reset, the challenge). An app's
 * `auth` namespace spreads them and adds its own (`AppLoginWordKey`: what the login is called, and why).
 */
const words: LoginWords = {
  mobileNumber: 'मोबाइल नंबर',
  mobileHint: '10 अंक, +91 के बिना',
  invalidMobile: 'सही 10 अंकों का मोबाइल नंबर दर्ज करें।',
  getOtp: 'OTP पाएँ',
  sendingOtp: 'OTP भेजा जा रहा है…',
  otpLabel: 'OTP',
  otpSent: ({ mobile }) => `${mobile} पर भेजा गया 4 अंकों का कोड दर्ज करें।`,
  changeNumber: 'नंबर बदलें',
  verifying: 'जाँच हो रही है…',
  resend: 'OTP फिर से भेजें',
  resendIn: ({ time }) => `${time} में OTP फिर से भेजें`,
  failed: 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
  password: 'पासवर्ड',
  incorrectCredentials: 'ग़लत लॉगिन जानकारी',
  forgotPassword: 'पासवर्ड भूल गए?',
  resetTitle: 'नया पासवर्ड सेट करें',
  resetIntro: 'पासवर्ड भूल गए, या कभी सेट नहीं किया? नया पासवर्ड सेट करने के लिए हम आपके मोबाइल नंबर पर एक कोड भेजेंगे।',
  resetCodeSent: ({ mobile }) => `${mobile} पर भेजा गया 4 अंकों का कोड दर्ज करें और नया पासवर्ड चुनें।`,
  newPassword: 'नया पासवर्ड',
  newPasswordHint: 'कम से कम 8 अक्षर',
  confirmPassword: 'नए पासवर्ड की पुष्टि करें',
  saving: 'सहेजा जा रहा है…',
  close: 'बंद करें',
  cookiesBlockedTitle: 'हम आपको साइन इन नहीं कर सकते',
  cookiesBlocked:
    'हम आपको साइन इन नहीं कर सकते। आपका ब्राउज़र अभी कुकीज़ को ब्लॉक करने के लिए सेट है। कृपया इस साइट के लिए कुकीज़ की अनुमति दें और फिर से कोशिश करें।',
  challengeTitle: 'एक छोटी-सी जाँच',
  challengeIntro:
    'आपके नेटवर्क पर कई लोगों ने कोड माँगा है। यह दिखाने के लिए कि आप रोबोट नहीं हैं, आपका फ़ोन एक छोटी पहेली हल कर रहा है। इसमें कुछ सेकंड लगते हैं।',
  challengeLoading: 'जाँच लोड हो रही है…',
  challengeWorking: 'जाँच हो रही है… कृपया यह स्क्रीन खुली रखें।',
  challengeDone: 'हो गया। कोड भेजा जा रहा है…',
  challengeFailed: 'जाँच पूरी नहीं हो सकी। कृपया फिर से कोशिश करें।',
  challengeLabel: 'मैं रोबोट नहीं हूँ',
  challengeVerifying: 'जाँच हो रही है…',
  challengeVerified: 'हो गया',
  challengeError: 'जाँच विफल रही।',
  challengeExpired: 'जाँच का समय ख़त्म हो गया।',
  challengeNeeded: 'कृपया जाँच पूरी होने दें।',
  loadingStep: 'लोड हो रहा है…',
}

export default words
