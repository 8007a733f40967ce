import type { JobMessages } from '../en/jobs.ts'

// CLDR's short names (what Intl prints for hi-IN today), written out: see formatPostedDate.
const months: JobMessages['months'] = [
  'जन॰',
  'फ़र॰',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुल॰',
  'अग॰',
  'सित॰',
  'अक्टू॰',
  'नव॰',
  'दिस॰',
]

const jobs: JobMessages = {
  jobFacts: 'नौकरी के बारे में',
  qualification: 'योग्यता',
  shift: 'शिफ़्ट',
  gender: 'लिंग',
  openings: 'खाली पद',
  feesCharged: 'फ़ीस ली जाती है',
  applyNow: 'आवेदन करें',
  applying: 'आवेदन हो रहा है…',
  applied: 'आवेदन किया',
  appliedNote: 'आपने इस नौकरी के लिए आवेदन कर दिया है। नियोक्ता आपको फ़ोन कर सकता है।',
  applyTitle: 'नौकरी के लिए आवेदन',
  applyFailed: 'आवेदन करते समय कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
  statusTitle: 'जानकारी',
  statusFailed: 'कुछ गलत हो गया',
  description: 'नौकरी का विवरण',
  postedOn: ({ date }) => `${date} को पोस्ट की गई`,
  applyBefore: ({ date }) => `${date} से पहले आवेदन करें`,
  months,
  titleJobId: 'नौकरी आईडी',
  titleProductJobs: ({ product }) => `${product} नौकरियाँ`,
  feeWarningTitle: 'यह नियोक्ता फ़ीस लेता है।',
  feeWarning: ({ product }) =>
    `नियोक्ता से मिलने और काम की जगह देखने से पहले कभी पैसे न दें। अगर कोई नौकरी देने के लिए पैसे माँगे, तो ${product} को शिकायत करें।`,
  similarJobs: 'मिलती-जुलती नौकरियाँ',
  moreSimilarJobs: 'और मिलती-जुलती नौकरियाँ',
  reportJob: 'इस नौकरी की शिकायत करें',
  shareOnWhatsApp: 'WhatsApp पर शेयर करें',
  shareText: ({ title, company }: { title: string; company: string }) =>
    `नौकरी: ${company} में ${title}। यहाँ आवेदन करें:`,
  goneTitle: 'यह नौकरी अब उपलब्ध नहीं है',
  goneText: 'नियोक्ता ने इस नौकरी के लिए आवेदन लेना बंद कर दिया है। मिलती-जुलती नौकरियाँ आपका इंतज़ार कर रही हैं।',
}

export default jobs
