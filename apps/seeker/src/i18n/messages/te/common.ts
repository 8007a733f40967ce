import type { CommonMessages } from '../en/common.ts'

const common: CommonMessages = {
  siteTitle: ({ product }) => `${product}: మీ దగ్గరలోని లోకల్ ఉద్యోగాలు`,
  skipToContent: 'ముఖ్య విషయానికి వెళ్ళండి',
  hireStaff: 'సిబ్బందిని నియమించండి',
  backToJobs: 'ఉద్యోగాలకు తిరిగి వెళ్ళండి',
  language: 'భాష',
  menu: 'మెనూ',

  homeTitle: 'మీ దగ్గరలోని కొత్త లోకల్ ఉద్యోగాలు',
  listDescription: ({ heading }) =>
    `${heading}: ప్రతి ఉద్యోగం జీతం, అనుభవం, ఉద్యోగ రకం. లోకల్ యజమానులకు నేరుగా, ఉచితంగా దరఖాస్తు చేయండి.`,
  latestJobs: 'కొత్త ఉద్యోగాలు',
  jobsIn: ({ location }) => `${location}లో ఉద్యోగాలు`,
  categoryJobsIn: ({ category, location }) => `${location}లో ${category} ఉద్యోగాలు`,
  categoryJobs: ({ category }) => `${category} ఉద్యోగాలు`,
  sponsoredJobs: 'స్పాన్సర్ చేసిన ఉద్యోగాలు',
  sponsored: 'స్పాన్సర్ చేసినది',
  filterJobs: 'ఉద్యోగాలను ఫిల్టర్ చేయండి',
  jobsNearMe: 'నా దగ్గరలోని ఉద్యోగాలు',
  chooseLocation: 'మీ ప్రాంతాన్ని ఎంచుకోండి',

  salary: 'జీతం',
  location: 'ప్రాంతం',
  experience: 'అనుభవం',
  jobType: 'ఉద్యోగ రకం',
  perMonth: ({ amount }) => `నెలకు ${amount}`,
  distanceAway: ({ km }) => `${km} కి.మీ. దూరంలో`,
  postedBefore: '',
  postedAfter: ' పోస్ట్ చేశారు',

  loadMore: 'మరిన్ని ఉద్యోగాలు చూడండి',
  loadingMoreButton: 'మరిన్ని ఉద్యోగాలు వస్తున్నాయి…',
  loadingMore: 'మరిన్ని ఉద్యోగాలు వస్తున్నాయి',
  loadingJobs: 'ఉద్యోగాలు వస్తున్నాయి',
  loadingPage: 'పేజీ తెరుచుకుంటోంది',
  loadingFilters: 'ఫిల్టర్లు వస్తున్నాయి',
  seenAll: ({ count }) => `మీరు మొత్తం ${count} ఉద్యోగాలు చూశారు.`,
  noJobs: 'ప్రస్తుతం ఇక్కడ ఉద్యోగాలు లేవు. ప్రతి రోజు కొత్త ఉద్యోగాలు వస్తాయి.',
  seeLatestJobs: 'కొత్త ఉద్యోగాలు చూడండి',
  loadMoreFailed: 'మరిన్ని ఉద్యోగాలు రాలేదు. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.',

  breadcrumb: 'మీరు ఇక్కడ ఉన్నారు',
  homePage: 'హోమ్ పేజీ',
  jobs: 'ఉద్యోగాలు',
  jobDetail: 'ఉద్యోగ వివరాలు',
  logIn: 'లాగిన్',
  logOut: 'లాగౌట్',
  offline: 'ఇంటర్నెట్ కనెక్షన్ లేదు',
  connection: 'కనెక్షన్',
  notifications: 'నోటిఫికేషన్లు',
  dismiss: 'తీసివేయండి',
  sitemap: 'సైట్‌మ్యాప్',

  jobsByLocation: 'ప్రాంతాల వారీగా ఉద్యోగాలు',
  jobsByCategory: 'కేటగిరీల వారీగా ఉద్యోగాలు',

  notFoundTitle: 'పేజీ కనబడలేదు',
  notFoundText: 'ఈ పేజీ లేదు, లేదా ఇందులోని ఉద్యోగాలు ఇప్పుడు అందుబాటులో లేవు.',
  errorTitle: 'ఉద్యోగాలు తెరుచుకోలేదు',
  errorAdvice: 'మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.',
  tryAgain: 'మళ్ళీ ప్రయత్నించండి',
}

export default common
