import type { CommonMessages } from '../en/common.ts'

const common: CommonMessages = {
  siteTitle: ({ product }) => `नियोक्ताओं के लिए ${product}`,
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  forEmployers: 'नियोक्ताओं के लिए',
  account: 'खाता',
  signIn: 'साइन इन करें',
  postJob: 'नौकरी पोस्ट करें',
  language: 'भाषा',
  lookingForJob: 'नौकरी ढूँढ रहे हैं? नई नौकरियाँ देखें',
  notFoundTitle: 'पेज नहीं मिला',
  notFoundText: 'यह पेज अभी मौजूद नहीं है या कहीं और चला गया है।',
  goHome: 'नियोक्ता होम पेज पर जाएँ',
  errorTitle: 'कुछ गलत हो गया',

  homeTitle: 'लोकल स्टाफ़ जल्दी रखें',
  homeDescription: 'नौकरी पोस्ट करें और अपने कारोबार के पास काम ढूँढ रहे लोगों तक पहुँचें। हर पोस्ट हमारी टीम जाँचती है।',
  homeLead:
    'कुछ ही मिनटों में नौकरी पोस्ट करें और अपने कारोबार के पास काम ढूँढ रहे लोगों तक पहुँचें: ड्राइवर, डिलीवरी स्टाफ़, रसोइया, सेल्स स्टाफ़ और भी बहुत कुछ।',
  activeCandidates: ({ count }) => `${count}+ उम्मीदवार सक्रिय रूप से नौकरी ढूँढ रहे हैं`,
  signInToAccount: 'अपने खाते में साइन इन करें',
  howItWorks: 'यह कैसे काम करता है',
  stepDescribeTitle: 'नौकरी के बारे में बताएँ',
  stepDescribeText: 'नौकरी की जानकारी, आपको कैसा उम्मीदवार चाहिए और आपकी कंपनी, तीन छोटे चरणों में।',
  stepReviewTitle: 'हम आपकी पोस्ट जाँचते हैं',
  stepReviewText: 'नौकरी खोजने वालों को दिखाने से पहले हमारी टीम हर नौकरी जाँचती है, ताकि वे भरोसा कर सकें।',
  stepPlanTitle: 'प्लान चुनें, आवेदक पाएँ',
  stepPlanText: 'बेसिक, प्रीमियम या प्रीमियम प्लस चुनें, फिर आवेदन करने वालों को देखें और कॉल करें।',
  // The toasts (`ToastHost`, in the account navigation: the sign-out toast).
  notifications: 'सूचनाएँ',
  dismiss: 'हटाएँ',
}

export default common
