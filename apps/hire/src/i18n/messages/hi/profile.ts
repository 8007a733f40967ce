import '../../validation/hi.ts'
import type { ProfileMessages } from '../en/profile.ts'

const profile: ProfileMessages = {
  profileTitle: 'आपकी प्रोफ़ाइल',
  profileDescription: 'आपका खाता: नाम, मोबाइल नंबर और कंपनी की जानकारी।',
  detailsTitle: 'प्रोफ़ाइल की जानकारी',
  detailsDescription: 'अपना नाम, कंपनी का नाम, ई-मेल और कंपनी का पता बदलें।',
  loading: 'आपकी प्रोफ़ाइल लोड हो रही है',
  loadFailed: 'हम आपकी प्रोफ़ाइल लोड नहीं कर सके',
  loadFailedText: 'अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  account: 'खाता',
  name: 'नाम',
  mobileNumber: 'मोबाइल नंबर',
  companyName: 'कंपनी का नाम',
  email: 'ई-मेल',
  companyAddress: 'कंपनी का पता',
  notGiven: 'नहीं दिया गया',
  enterpriseAccount: 'एंटरप्राइज़ खाता',
  enterpriseDetails: 'एंटरप्राइज़ की जानकारी',
  advertiserId: 'विज्ञापनदाता ID',
  enterpriseReadOnly: 'आपकी कंपनी की जानकारी हमारी टीम सँभालती है। इसे बदलने के लिए सपोर्ट से संपर्क करें।',
  editDetails: 'प्रोफ़ाइल की जानकारी बदलें',
  backToProfile: 'प्रोफ़ाइल पर वापस जाएँ',
  optional: '(वैकल्पिक)',
  save: 'जानकारी सहेजें',
  saving: 'सहेजा जा रहा है…',
  cancel: 'रद्द करें',
  saved: 'आपकी प्रोफ़ाइल की जानकारी सहेज ली गई है।',
  draftRestored: 'जो बदलाव आपने सहेजे नहीं थे, वे इस फ़ोन पर रखे गए हैं।',
  startOver: 'फिर से शुरू करें',
  saveFailed: 'आपकी जानकारी सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।',
  saveOffline: 'इंटरनेट कनेक्शन नहीं है। आपने जो लिखा है वह इस फ़ोन पर रखा है: ऑनलाइन होने पर फिर से सहेजें।',
  saveRefused: 'कुछ जानकारी सहेजी नहीं जा सकी। नीचे चिह्नित फ़ील्ड जाँचें।',
}

export default profile
