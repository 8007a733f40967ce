import type { AuthMessages } from '../en/auth.ts'

const auth: AuthMessages = {
  title: 'लॉग इन करें',
  intro: 'नौकरियों के लिए आवेदन करने के लिए अपने मोबाइल नंबर से लॉग इन करें।',
  mobileNumber: 'मोबाइल नंबर',
  mobileHint: '10 अंक, +91 के बिना',
  invalidMobile: 'सही 10 अंकों का मोबाइल नंबर दर्ज करें।',
  getOtp: 'OTP पाएँ',
  sendingOtp: 'OTP भेजा जा रहा है…',
  otpLabel: 'OTP',
  otpSent: ({ mobile }) => `${mobile} पर भेजा गया 4 अंकों का कोड दर्ज करें।`,
  changeNumber: 'नंबर बदलें',
  verify: 'जाँचें और लॉग इन करें',
  verifying: 'जाँच हो रही है…',
  resend: 'OTP फिर से भेजें',
  resendIn: ({ time }) => `${time} में OTP फिर से भेजें`,
  whatsApp: 'मुझे WhatsApp पर नौकरी की जानकारी भेजें',
  failed: 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
  close: 'बंद करें',
  cookiesBlockedTitle: 'हम आपको साइन इन नहीं कर सकते',
  cookiesBlocked:
    'हम आपको साइन इन नहीं कर सकते। आपका ब्राउज़र अभी कुकीज़ को ब्लॉक करने के लिए सेट है। कृपया इस साइट के लिए कुकीज़ की अनुमति दें और फिर से कोशिश करें।',
  loggedIn: 'आप लॉग इन हैं।',
}

export default auth
