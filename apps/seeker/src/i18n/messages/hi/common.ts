import type { CommonMessages } from '../en/common.ts'

const common: CommonMessages = {
  siteTitle: ({ product }) => `${product}: आपके पास की लोकल नौकरियाँ`,
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  hireStaff: 'स्टाफ़ रखें',
  backToJobs: 'नौकरियों पर वापस जाएँ',
  language: 'भाषा',
  menu: 'मेन्यू',

  homeTitle: 'आपके पास की नई लोकल नौकरियाँ',
  listDescription: ({ heading }) =>
    `${heading}: हर नौकरी की सैलरी, अनुभव और नौकरी का प्रकार। लोकल नियोक्ताओं को सीधे और मुफ़्त में आवेदन करें।`,
  latestJobs: 'नई नौकरियाँ',
  jobsIn: ({ location }) => `${location} में नौकरियाँ`,
  categoryJobsIn: ({ category, location }) => `${location} में ${category} की नौकरियाँ`,
  categoryJobs: ({ category }) => `${category} की नौकरियाँ`,
  sponsoredJobs: 'प्रायोजित नौकरियाँ',
  sponsored: 'प्रायोजित',
  filterJobs: 'नौकरियाँ फ़िल्टर करें',
  jobsNearMe: 'मेरे पास की नौकरियाँ',
  chooseLocation: 'अपनी जगह चुनें',

  salary: 'सैलरी',
  location: 'जगह',
  experience: 'अनुभव',
  jobType: 'नौकरी का प्रकार',
  perMonth: ({ amount }) => `${amount} प्रति माह`,
  distanceAway: ({ km }) => `${km} किमी दूर`,
  postedBefore: '',
  postedAfter: ' पोस्ट की गई',

  loadMore: 'और नौकरियाँ देखें',
  loadingMoreButton: 'और नौकरियाँ आ रही हैं…',
  loadingMore: 'और नौकरियाँ आ रही हैं',
  loadingJobs: 'नौकरियाँ आ रही हैं',
  loadingPage: 'पेज खुल रहा है',
  loadingFilters: 'फ़िल्टर आ रहे हैं',
  seenAll: ({ count }) => `आपने सभी ${count} नौकरियाँ देख ली हैं।`,
  noJobs: 'अभी यहाँ कोई नौकरी नहीं है। हर दिन नई नौकरियाँ आती हैं।',
  seeLatestJobs: 'नई नौकरियाँ देखें',
  loadMoreFailed: 'और नौकरियाँ नहीं आ सकीं। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',

  breadcrumb: 'आप यहाँ हैं',
  homePage: 'होम पेज',
  jobs: 'नौकरियाँ',
  jobDetail: 'नौकरी की जानकारी',
  logIn: 'लॉग इन',
  logOut: 'लॉग आउट',
  offline: 'इंटरनेट कनेक्शन नहीं है',
  connection: 'कनेक्शन',
  notifications: 'सूचनाएँ',
  dismiss: 'हटाएँ',
  sitemap: 'साइटमैप',

  jobsByLocation: 'जगह के अनुसार नौकरियाँ',
  jobsByCategory: 'कैटेगरी के अनुसार नौकरियाँ',

  notFoundTitle: 'पेज नहीं मिला',
  notFoundText: 'यह पेज मौजूद नहीं है, या इसमें दी गई नौकरियाँ अब उपलब्ध नहीं हैं।',
  errorTitle: 'नौकरियाँ नहीं खुल सकीं',
  errorAdvice: 'अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  tryAgain: 'फिर से कोशिश करें',
}

export default common
