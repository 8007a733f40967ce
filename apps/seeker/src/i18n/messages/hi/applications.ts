import type { ApplicationsMessages } from '../en/applications.ts'

const applications: ApplicationsMessages = {
  account: 'खाता',
  myProfile: 'मेरी जॉब प्रोफ़ाइल',
  myApplications: 'मेरे आवेदन',

  title: 'मेरे आवेदन',
  description: 'जिन नौकरियों के लिए आपने आवेदन किया, सबसे नए पहले, और नियोक्ता ने क्या किया।',
  loginNeeded: 'जिन नौकरियों के लिए आपने आवेदन किया है, उन्हें देखने के लिए लॉग इन करें।',
  logIn: 'लॉग इन करें',
  loading: 'आपके आवेदन आ रहे हैं',
  loadFailed: 'आपके आवेदन नहीं आ सके।',
  loadFailedAdvice: 'अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  tryAgain: 'फिर से कोशिश करें',
  empty: 'आपने अभी तक किसी नौकरी के लिए आवेदन नहीं किया है।',
  emptyAdvice: 'जिन नौकरियों के लिए आप आवेदन करेंगे, वे यहाँ दिखेंगी, साथ में यह भी कि नियोक्ता ने क्या किया।',
  findJobs: 'नई नौकरियाँ देखें',
  appliedOn: ({ date }) => `${date} को आवेदन किया`,
  status: 'स्थिति',
  applied: 'आवेदन किया',
  contacted: 'संपर्क किया गया',
  jobClosed: 'नौकरी बंद हो गई',
  viewed: 'देखा गया',
  jobExpired: 'नौकरी की अवधि खत्म',
  appliedMeaning: 'नियोक्ता ने अभी तक आपका आवेदन नहीं खोला है।',
  viewedMeaning: 'नियोक्ता ने आपका आवेदन खोला।',
  contactedMeaning: 'नियोक्ता आपसे बात करना चाहते हैं। अपना फ़ोन पास रखें।',
  jobClosedMeaning: 'नियोक्ता ने यह नौकरी बंद कर दी।',
  jobExpiredMeaning: 'यह नौकरी अब आवेदन नहीं ले रही है।',
  jobRemoved: 'यह नौकरी हटा दी गई',
  loadMore: 'और आवेदन देखें',
  loadingMore: 'और आवेदन आ रहे हैं…',
  loadMoreFailed: 'और आवेदन नहीं आ सके। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
}

export default applications
