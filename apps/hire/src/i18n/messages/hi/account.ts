import type { AccountMessages } from '../en/account.ts'

const account: AccountMessages = {
  dashboardTitle: 'डैशबोर्ड',
  dashboardDescription: 'LocalJobs पर आपकी नौकरियाँ और खाता।',
  greeting: ({ name }) => `नमस्ते, ${name}`,
  company: 'कंपनी',
  loading: 'आपका खाता लोड हो रहा है…',
  loadFailed: 'हम आपकी जानकारी लोड नहीं कर सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  postJob: 'नौकरी पोस्ट करें',
  paymentHistory: 'भुगतान का इतिहास',
  yourJobs: 'आपकी नौकरियाँ',
  accountMenu: 'खाता',
  dashboard: 'डैशबोर्ड',
  profile: 'प्रोफ़ाइल',
  sessionEnded: 'आप साइन आउट हो गए हैं',
  sessionEndedText: 'जारी रखने के लिए फिर से साइन इन करें।',
  signOut: 'साइन आउट करें',
  signingOut: 'साइन आउट हो रहा है…',
  signedOutTitle: 'साइन आउट',
  signedOut: 'आपने साइन आउट कर दिया है।',
}

export default account
