import type { DashboardMessages } from '../en/dashboard.ts'

const dashboard: DashboardMessages = {
  listsLabel: 'आपकी नौकरियों की सूचियाँ',
  listsLoading: 'आपकी नौकरियों की सूचियाँ लोड हो रही हैं…',
  listsFailed: 'हम आपकी नौकरियों की सूचियाँ लोड नहीं कर सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  emptyActiveTitle: 'अभी यहाँ कोई सक्रिय नौकरी नहीं',
  emptyActiveText: 'लाइव नौकरियाँ यहाँ दिखती हैं। नई पोस्ट हमारी टीम की मंज़ूरी के बाद यहाँ दिखेगी।',
  emptyExpiredTitle: 'अभी यहाँ कोई समाप्त नौकरी नहीं',
  emptyExpiredText: 'जिन नौकरियों की अवधि खत्म हो गई है, वे यहाँ दिखती हैं। आप उन्हें नौकरी के पेज से रिन्यू कर सकते हैं।',
  emptyAllTitle: 'अभी यहाँ कोई नौकरी नहीं',
  emptyAllText: 'नौकरी पोस्ट करें: हमारी टीम इसकी समीक्षा करेगी, फिर आपके पास के लोग आवेदन कर सकेंगे।',
  welcomeTitle: 'LocalJobs पर आपका स्वागत है',
  welcomeText:
    'अपनी पहली नौकरी पोस्ट करें। हमारी टीम इसकी समीक्षा करेगी, फिर आपके पास के लोग आवेदन कर सकेंगे। आपकी नौकरियाँ और आवेदक यहाँ दिखेंगे।',
  validUntil: ({ date }) => `${date} तक मान्य`,
  applicants: ({ count }) => `${count} आवेदक`,
  newApplicants: ({ count }) => `${count} नए`,
  viewApplicants: 'आवेदक देखें',
  continueHiring: 'भर्ती जारी रखें',
  leavePage: 'पेज छोड़ें',
}

export default dashboard
