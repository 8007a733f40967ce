import type { CommonMessages } from '../en/common.ts'

const common: CommonMessages = {
  siteTitle: ({ product }) => `యజమానుల కోసం ${product}`,
  skipToContent: 'ముఖ్య విషయానికి వెళ్ళండి',
  forEmployers: 'యజమానుల కోసం',
  account: 'ఖాతా',
  signIn: 'సైన్ ఇన్ చేయండి',
  postJob: 'ఉద్యోగం పోస్ట్ చేయండి',
  language: 'భాష',
  lookingForJob: 'ఉద్యోగం కోసం చూస్తున్నారా? కొత్త ఉద్యోగాలు చూడండి',
  notFoundTitle: 'పేజీ కనబడలేదు',
  notFoundText: 'ఈ పేజీ ఇంకా లేదు లేదా వేరే చోటికి మారింది.',
  goHome: 'యజమానుల హోమ్ పేజీకి వెళ్ళండి',
  errorTitle: 'ఏదో పొరపాటు జరిగింది',

  homeTitle: 'లోకల్ సిబ్బందిని త్వరగా నియమించండి',
  homeDescription: 'ఉద్యోగాన్ని పోస్ట్ చేసి, మీ వ్యాపారం దగ్గర పని కోసం చూస్తున్న వారిని చేరుకోండి. ప్రతి పోస్ట్‌ను మా టీమ్ పరిశీలిస్తుంది.',
  homeLead:
    'కొన్ని నిమిషాల్లో ఉద్యోగాన్ని పోస్ట్ చేసి, మీ వ్యాపారం దగ్గర పని కోసం చూస్తున్న వారిని చేరుకోండి: డ్రైవర్లు, డెలివరీ సిబ్బంది, వంటవాళ్ళు, సేల్స్ సిబ్బంది ఇంకా మరెందరో.',
  activeCandidates: ({ count }) => `${count}+ మంది అభ్యర్థులు చురుకుగా ఉద్యోగం కోసం చూస్తున్నారు`,
  signInToAccount: 'మీ ఖాతాలోకి సైన్ ఇన్ చేయండి',
  howItWorks: 'ఇది ఎలా పనిచేస్తుంది',
  stepDescribeTitle: 'ఉద్యోగం గురించి చెప్పండి',
  stepDescribeText: 'ఉద్యోగ వివరాలు, మీకు కావలసిన అభ్యర్థి, మీ కంపెనీ: మూడు చిన్న దశల్లో.',
  stepReviewTitle: 'మీ పోస్ట్‌ను మేము పరిశీలిస్తాము',
  stepReviewText: 'ఉద్యోగార్థులకు చూపించే ముందు మా టీమ్ ప్రతి ఉద్యోగాన్ని పరిశీలిస్తుంది, కాబట్టి వారు నమ్మకంగా చదవగలరు.',
  stepPlanTitle: 'ప్లాన్ ఎంచుకోండి, దరఖాస్తులు పొందండి',
  stepPlanText: 'బేసిక్, ప్రీమియం లేదా ప్రీమియం ప్లస్ ఎంచుకుని, దరఖాస్తు చేసిన వారిని చూసి కాల్ చేయండి.',
  // The toasts (`ToastHost`, in the account navigation: the sign-out toast).
  notifications: 'నోటిఫికేషన్లు',
  dismiss: 'తీసివేయండి',
}

export default common
