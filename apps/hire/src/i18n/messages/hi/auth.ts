import loginWords from '@localjobs/web-app/login/words/hi'
import type { AuthMessages } from '../en/auth.ts'

const auth: AuthMessages = {
  ...loginWords,
  title: 'साइन इन करें',
  intro: 'नौकरी पोस्ट करने और आवेदकों को देखने के लिए अपने मोबाइल नंबर से साइन इन करें।',
  verify: 'जाँचें और साइन इन करें',
  usePassword: 'पासवर्ड से साइन इन करें',
  useOtp: 'इसके बजाय OTP से साइन इन करें',
  passwordIntro: 'अपने मोबाइल नंबर और पासवर्ड से साइन इन करें।',
  logIn: 'साइन इन करें',
  loggingIn: 'साइन इन हो रहा है…',
  savePassword: 'पासवर्ड सहेजें और साइन इन करें',
  backToLogin: 'साइन इन पर वापस जाएँ',

  pageTitle: 'साइन इन करें',
  pageDescription:
    'LocalJobs पर नौकरियाँ पोस्ट करने और आवेदक देखने के लिए अपने मोबाइल नंबर और एक बार के कोड या पासवर्ड से साइन इन करें।',
  enterpriseTitle: 'एंटरप्राइज़ साइन इन',
  enterpriseIntro:
    'उसी मोबाइल नंबर से साइन इन करें जिससे आपकी कंपनी का खाता बनाया गया था। एंटरप्राइज़ खाते OTP से साइन इन करते हैं।',
  enterpriseQuestion: 'क्या आपकी कंपनी का एंटरप्राइज़ खाता है?',
  enterpriseAccount: 'एंटरप्राइज़ खाता',
  standardQuestion: 'एंटरप्राइज़ खाता नहीं है?',
  standardAccount: 'अपने नंबर से साइन इन करें',
  signedIn: 'आप साइन इन हैं। आपका डैशबोर्ड खुल रहा है…',
}

export default auth
