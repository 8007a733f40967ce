import type { AccountMessages } from '../en/account.ts'

const account: AccountMessages = {
  dashboardTitle: 'డాష్‌బోర్డ్',
  dashboardDescription: 'LocalJobsలో మీ ఉద్యోగాలు, ఖాతా.',
  greeting: ({ name }) => `నమస్తే, ${name}`,
  company: 'కంపెనీ',
  loading: 'మీ ఖాతా లోడ్ అవుతోంది…',
  loadFailed: 'మీ వివరాలను లోడ్ చేయలేకపోయాం. మీ కనెక్షన్‌ను తనిఖీ చేసి మళ్లీ ప్రయత్నించండి.',
  retry: 'మళ్లీ ప్రయత్నించండి',
  postJob: 'ఉద్యోగం పోస్ట్ చేయండి',
  paymentHistory: 'చెల్లింపుల చరిత్ర',
  yourJobs: 'మీ ఉద్యోగాలు',
  accountMenu: 'ఖాతా',
  dashboard: 'డాష్‌బోర్డ్',
  profile: 'ప్రొఫైల్',
  sessionEnded: 'మీరు సైన్ అవుట్ అయ్యారు',
  sessionEndedText: 'కొనసాగించడానికి మళ్లీ సైన్ ఇన్ చేయండి.',
  signOut: 'సైన్ అవుట్ చేయండి',
  signingOut: 'సైన్ అవుట్ అవుతోంది…',
  signedOutTitle: 'సైన్ అవుట్',
  signedOut: 'మీరు సైన్ అవుట్ అయ్యారు.',
}

export default account
