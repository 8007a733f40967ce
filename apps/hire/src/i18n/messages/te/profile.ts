import '../../validation/te.ts'
import type { ProfileMessages } from '../en/profile.ts'

const profile: ProfileMessages = {
  profileTitle: 'మీ ప్రొఫైల్',
  profileDescription: 'మీ ఖాతా: పేరు, మొబైల్ నంబర్ మరియు కంపెనీ వివరాలు.',
  detailsTitle: 'ప్రొఫైల్ వివరాలు',
  detailsDescription: 'మీ పేరు, కంపెనీ పేరు, ఇ-మెయిల్ మరియు కంపెనీ చిరునామాను మార్చండి.',
  loading: 'మీ ప్రొఫైల్ లోడ్ అవుతోంది',
  loadFailed: 'మీ ప్రొఫైల్‌ను లోడ్ చేయలేకపోయాము',
  loadFailedText: 'మీ కనెక్షన్‌ను తనిఖీ చేసి మళ్లీ ప్రయత్నించండి.',
  retry: 'మళ్లీ ప్రయత్నించండి',
  account: 'ఖాతా',
  name: 'పేరు',
  mobileNumber: 'మొబైల్ నంబర్',
  companyName: 'కంపెనీ పేరు',
  email: 'ఇ-మెయిల్',
  companyAddress: 'కంపెనీ చిరునామా',
  notGiven: 'ఇవ్వలేదు',
  enterpriseAccount: 'ఎంటర్‌ప్రైజ్ ఖాతా',
  enterpriseDetails: 'ఎంటర్‌ప్రైజ్ వివరాలు',
  advertiserId: 'ప్రకటనదారు ID',
  enterpriseReadOnly: 'మీ కంపెనీ వివరాలను మా బృందం చూసుకుంటుంది. వాటిని మార్చడానికి సపోర్ట్‌ను సంప్రదించండి.',
  editDetails: 'ప్రొఫైల్ వివరాలను మార్చండి',
  backToProfile: 'ప్రొఫైల్‌కు తిరిగి వెళ్లండి',
  optional: '(ఐచ్ఛికం)',
  save: 'వివరాలను సేవ్ చేయండి',
  saving: 'సేవ్ అవుతోంది…',
  cancel: 'రద్దు చేయండి',
  saved: 'మీ ప్రొఫైల్ వివరాలు సేవ్ అయ్యాయి.',
  draftRestored: 'మీరు సేవ్ చేయని మార్పులను ఈ ఫోన్‌లో ఉంచాము.',
  startOver: 'మళ్లీ మొదలుపెట్టండి',
  saveFailed: 'మీ వివరాలు సేవ్ కాలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.',
  saveOffline: 'ఇంటర్నెట్ కనెక్షన్ లేదు. మీరు టైప్ చేసినది ఈ ఫోన్‌లో ఉంది: ఆన్‌లైన్‌కు వచ్చాక మళ్లీ సేవ్ చేయండి.',
  saveRefused: 'కొన్ని వివరాలు సేవ్ కాలేదు. కింద గుర్తించిన ఫీల్డ్‌లను తనిఖీ చేయండి.',
}

export default profile
