import type { ApplicationsMessages } from '../en/applications.ts'

const applications: ApplicationsMessages = {
  account: 'ఖాతా',
  myProfile: 'నా జాబ్ ప్రొఫైల్',
  myApplications: 'నా దరఖాస్తులు',

  title: 'నా దరఖాస్తులు',
  description: 'మీరు దరఖాస్తు చేసిన ఉద్యోగాలు, కొత్తవి ముందు, యజమాని ఏమి చేశారో కూడా.',
  loginNeeded: 'మీరు దరఖాస్తు చేసిన ఉద్యోగాలు చూడటానికి లాగిన్ చేయండి.',
  logIn: 'లాగిన్ చేయండి',
  loading: 'మీ దరఖాస్తులు వస్తున్నాయి',
  loadFailed: 'మీ దరఖాస్తులు రాలేదు.',
  loadFailedAdvice: 'మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.',
  tryAgain: 'మళ్ళీ ప్రయత్నించండి',
  empty: 'మీరు ఇంకా ఏ ఉద్యోగానికీ దరఖాస్తు చేయలేదు.',
  emptyAdvice: 'మీరు దరఖాస్తు చేసే ఉద్యోగాలు ఇక్కడ కనిపిస్తాయి, యజమాని ఏమి చేశారో కూడా.',
  findJobs: 'కొత్త ఉద్యోగాలు చూడండి',
  appliedOn: ({ date }) => `${date}న దరఖాస్తు చేశారు`,
  status: 'స్థితి',
  applied: 'దరఖాస్తు చేశారు',
  contacted: 'సంప్రదించారు',
  jobClosed: 'ఉద్యోగం ముగిసింది',
  viewed: 'చూశారు',
  jobExpired: 'ఉద్యోగం గడువు ముగిసింది',
  appliedMeaning: 'యజమాని ఇంకా మీ దరఖాస్తును తెరవలేదు.',
  viewedMeaning: 'యజమాని మీ దరఖాస్తును తెరిచారు.',
  contactedMeaning: 'యజమాని మీతో మాట్లాడాలనుకుంటున్నారు. ఫోన్ దగ్గర ఉంచుకోండి.',
  jobClosedMeaning: 'యజమాని ఈ ఉద్యోగాన్ని ముగించారు.',
  jobExpiredMeaning: 'ఈ ఉద్యోగం ఇప్పుడు దరఖాస్తులు తీసుకోవడం లేదు.',
  jobRemoved: 'ఈ ఉద్యోగం తీసివేయబడింది',
  loadMore: 'మరిన్ని దరఖాస్తులు చూడండి',
  loadingMore: 'మరిన్ని దరఖాస్తులు వస్తున్నాయి…',
  loadMoreFailed: 'మరిన్ని దరఖాస్తులు రాలేదు. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.',
}

export default applications
