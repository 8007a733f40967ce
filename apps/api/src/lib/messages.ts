import type { Locale } from '@localjobs/api-client/classifieds/types'

/**
 * Sentences the API says to people (login, apply, limits), in the three product languages: the UI shows
 * the server's message as it is (spec section 8), so it comes in the request's language. Field
 * validation messages come from @localjobs/validation/messages instead.
 */
type Text = Record<Locale, string>
type Sentence = Text | ((value: string) => Text)

export const apiMessages = {
  otpSent: {
    en: 'OTP sent. It is valid for 10 minutes.',
    hi: 'OTP भेज दिया गया है। यह 10 मिनट तक मान्य है।',
    te: 'OTP పంపాము. ఇది 10 నిమిషాలు చెల్లుతుంది.',
  },
  otpIncorrect: (left: string) => ({
    en: `Incorrect OTP. Tries left: ${left}.`,
    hi: `ग़लत OTP। बची हुई कोशिशें: ${left}।`,
    te: `తప్పు OTP. మిగిలిన ప్రయత్నాలు: ${left}.`,
  }),
  otpAttemptsExceeded: {
    en: 'Too many wrong tries. Please request a new OTP.',
    hi: 'बहुत सारी ग़लत कोशिशें। कृपया नया OTP मँगाएँ।',
    te: 'చాలా తప్పు ప్రయత్నాలు. దయచేసి కొత్త OTP అడగండి.',
  },
  otpExpired: {
    en: 'This OTP has expired or was already used. Please request a new OTP.',
    hi: 'यह OTP समाप्त हो गया है या पहले ही इस्तेमाल हो चुका है। कृपया नया OTP मँगाएँ।',
    te: 'ఈ OTP గడువు ముగిసింది లేదా ఇప్పటికే వాడారు. దయచేసి కొత్త OTP అడగండి.',
  },
  otpTooMany: (wait: string) => ({
    en: `Too many OTP requests. Please try again in ${wait}.`,
    hi: `बहुत सारे OTP अनुरोध। कृपया ${wait} बाद फिर से कोशिश करें।`,
    te: `చాలా OTP అభ్యర్థనలు. దయచేసి ${wait} తర్వాత మళ్లీ ప్రయత్నించండి.`,
  }),
  tooManyTries: (wait: string) => ({
    en: `Too many tries. Please try again in ${wait}.`,
    hi: `बहुत सारी कोशिशें। कृपया ${wait} बाद फिर से कोशिश करें।`,
    te: `చాలా ప్రయత్నాలు. దయచేసి ${wait} తర్వాత మళ్లీ ప్రయత్నించండి.`,
  }),
  // A 403 CHALLENGE_REQUIRED: the UI solves the challenge and sends again; this is what a bare caller reads.
  challengeRequired: {
    en: 'Many requests came from your network. Please complete the quick check, then try again.',
    hi: 'आपके नेटवर्क से बहुत सारे अनुरोध आए हैं। कृपया छोटी-सी जाँच पूरी करें, फिर से कोशिश करें।',
    te: 'మీ నెట్‌వర్క్ నుండి చాలా అభ్యర్థనలు వచ్చాయి. దయచేసి చిన్న తనిఖీ పూర్తి చేసి, మళ్లీ ప్రయత్నించండి.',
  },
  smsUnavailable: {
    en: 'We could not send the SMS right now. Please try again in a minute.',
    hi: 'अभी SMS नहीं भेज पाए। कृपया एक मिनट बाद फिर से कोशिश करें।',
    te: 'ఇప్పుడు SMS పంపలేకపోయాము. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
  loggedIn: { en: 'Logged in successfully.', hi: 'लॉगिन हो गया।', te: 'లాగిన్ అయ్యారు.' },
  loggedOut: { en: 'Logged out.', hi: 'लॉगआउट हो गया।', te: 'లాగౌట్ అయ్యారు.' },
  passwordChanged: {
    en: 'Your password is changed and you are logged in.',
    hi: 'आपका पासवर्ड बदल गया है और आप लॉगिन हैं।',
    te: 'మీ పాస్‌వర్డ్ మార్చబడింది, మీరు లాగిన్ అయ్యారు.',
  },
  // The spec's wording (section 8), for a wrong password and an unknown number alike.
  incorrectCredentials: { en: 'Incorrect credentials', hi: 'ग़लत लॉगिन जानकारी', te: 'తప్పు లాగిన్ వివరాలు' },
  appLinkSent: {
    en: 'We have sent the app link to your phone.',
    hi: 'हमने ऐप का लिंक आपके फ़ोन पर भेज दिया है।',
    te: 'యాప్ లింక్‌ను మీ ఫోన్‌కు పంపాము.',
  },
  applied: { en: 'Applied successfully.', hi: 'आवेदन हो गया।', te: 'దరఖాస్తు చేశారు.' },
  reportThanks: {
    en: 'Thank you for telling us. Our team will check this job.',
    hi: 'हमें बताने के लिए धन्यवाद। हमारी टीम इस नौकरी की जाँच करेगी।',
    te: 'మాకు తెలియజేసినందుకు ధన్యవాదాలు. మా బృందం ఈ ఉద్యోగాన్ని పరిశీలిస్తుంది.',
  },
  alreadyReported: {
    en: 'You have already reported this job. Our team will check it.',
    hi: 'आप इस नौकरी की शिकायत पहले ही कर चुके हैं। हमारी टीम इसकी जाँच करेगी।',
    te: 'మీరు ఈ ఉద్యోగాన్ని ఇప్పటికే నివేదించారు. మా బృందం దీనిని పరిశీలిస్తుంది.',
  },
  alreadyApplied: {
    en: 'You have already applied to this job.',
    hi: 'आप इस नौकरी के लिए पहले ही आवेदन कर चुके हैं।',
    te: 'మీరు ఈ ఉద్యోగానికి ఇప్పటికే దరఖాస్తు చేశారు.',
  },
  profileRequired: {
    en: 'Create your job profile before applying.',
    hi: 'आवेदन करने से पहले अपनी जॉब प्रोफ़ाइल बनाएँ।',
    te: 'దరఖాస్తు చేసే ముందు మీ జాబ్ ప్రొఫైల్ సృష్టించండి.',
  },
  profileNotCreated: { en: 'Profile not created', hi: 'प्रोफ़ाइल नहीं बनी है', te: 'ప్రొఫైల్ సృష్టించలేదు' },
  resumeNotOnFile: {
    en: 'This resume is no longer on file. Choose the file again.',
    hi: 'यह रिज़्यूमे अब हमारे पास नहीं है। फ़ाइल फिर से चुनें।',
    te: 'ఈ రెజ్యూమ్ ఇప్పుడు మా దగ్గర లేదు. ఫైల్‌ను మళ్లీ ఎంచుకోండి.',
  },
  jobExpired: {
    en: 'This job is no longer accepting applications.',
    hi: 'यह नौकरी अब आवेदन नहीं ले रही है।',
    te: 'ఈ ఉద్యోగానికి ఇక దరఖాస్తులు తీసుకోవడం లేదు.',
  },
  // Advertiser sign-in and accounts (decision 017)
  notLoggedIn: {
    en: 'Please log in to continue.',
    hi: 'जारी रखने के लिए कृपया लॉगिन करें।',
    te: 'కొనసాగించడానికి దయచేసి లాగిన్ అవ్వండి.',
  },
  tokenInvalid: {
    en: 'Your sign-in has expired. Please sign in again.',
    hi: 'आपका साइन-इन समाप्त हो गया है। कृपया फिर से साइन इन करें।',
    te: 'మీ సైన్-ఇన్ గడువు ముగిసింది. దయచేసి మళ్లీ సైన్ ఇన్ చేయండి.',
  },
  accessDenied: {
    en: 'This account cannot do this.',
    hi: 'यह खाता यह काम नहीं कर सकता।',
    te: 'ఈ ఖాతాతో ఇది చేయలేరు.',
  },
  notEnterprise: {
    en: 'There is no enterprise account for this number. Sign in as an advertiser instead.',
    hi: 'इस नंबर का कोई एंटरप्राइज़ खाता नहीं है। इसकी जगह विज्ञापनदाता के रूप में साइन इन करें।',
    te: 'ఈ నంబర్‌కు ఎంటర్‌ప్రైజ్ ఖాతా లేదు. బదులుగా అడ్వర్టైజర్‌గా సైన్ ఇన్ చేయండి.',
  },
  enterpriseFieldsReadOnly: {
    en: 'Your company details are managed by our team. Please contact support to change them.',
    hi: 'आपकी कंपनी की जानकारी हमारी टीम सँभालती है। इसे बदलने के लिए सपोर्ट से संपर्क करें।',
    te: 'మీ కంపెనీ వివరాలను మా బృందం చూసుకుంటుంది. వాటిని మార్చడానికి సపోర్ట్‌ను సంప్రదించండి.',
  },
  profileSaved: { en: 'Profile saved.', hi: 'प्रोफ़ाइल सहेजी गई।', te: 'ప్రొఫైల్ సేవ్ అయింది.' },
  draftSaved: {
    en: 'Draft saved.',
    hi: 'ड्राफ़्ट सहेजा गया।',
    te: 'డ్రాఫ్ట్ సేవ్ అయింది.',
  },
  leadReceived: {
    en: 'Thank you! Our hiring team will call you soon.',
    hi: 'धन्यवाद! हमारी भर्ती टीम जल्द ही आपको कॉल करेगी।',
    te: 'ధన్యవాదాలు! మా నియామక బృందం త్వరలో మీకు కాల్ చేస్తుంది.',
  },
  enterpriseDraftOnly: {
    en: 'Only an enterprise account can post as an enterprise.',
    hi: 'केवल एंटरप्राइज़ खाता ही एंटरप्राइज़ के रूप में पोस्ट कर सकता है।',
    te: 'ఎంటర్‌ప్రైజ్ ఖాతా మాత్రమే ఎంటర్‌ప్రైజ్‌గా పోస్ట్ చేయగలదు.',
  },
  /** spec section 4: the notice of a submitted post */
  postInReview: {
    en: 'Your job post is in review. Our team will reach out to you in next 24 hours.',
    hi: 'आपकी नौकरी की पोस्ट की समीक्षा हो रही है। हमारी टीम अगले 24 घंटों में आपसे संपर्क करेगी।',
    te: 'మీ ఉద్యోగ పోస్ట్ సమీక్షలో ఉంది. మా బృందం తదుపరి 24 గంటల్లో మిమ్మల్ని సంప్రదిస్తుంది.',
  },
  logoNotImage: {
    en: 'The logo must be a PNG, JPEG or WebP image.',
    hi: 'लोगो PNG, JPEG या WebP इमेज होना चाहिए।',
    te: 'లోగో PNG, JPEG లేదా WebP చిత్రం అయి ఉండాలి.',
  },
  logoTooLarge: {
    en: 'The logo must be at most 2 MB. Choose a smaller image.',
    hi: 'लोगो ज़्यादा से ज़्यादा 2 MB का हो सकता है। छोटी इमेज चुनें।',
    te: 'లోగో గరిష్ఠంగా 2 MB ఉండాలి. చిన్న చిత్రాన్ని ఎంచుకోండి.',
  },
  /** payments (#10, decision 035) */
  paymentSuccess: {
    en: 'Payment successful. Your plan is active.',
    hi: 'भुगतान सफल रहा। आपका प्लान चालू है।',
    te: 'చెల్లింపు విజయవంతమైంది. మీ ప్లాన్ యాక్టివ్‌గా ఉంది.',
  },
  paymentFailed: {
    en: 'Payment failed. No money was taken for this order. Please try again.',
    hi: 'भुगतान विफल रहा। इस ऑर्डर के लिए कोई पैसा नहीं कटा। कृपया फिर से कोशिश करें।',
    te: 'చెల్లింపు విఫలమైంది. ఈ ఆర్డర్‌కు డబ్బు తీసుకోలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
  paymentAmountChanged: (amount: string) => ({
    en: `The price has changed: the total is now ₹${amount}. Please check it and pay again.`,
    hi: `कीमत बदल गई है: कुल राशि अब ₹${amount} है। कृपया जाँचें और फिर से भुगतान करें।`,
    te: `ధర మారింది: మొత్తం ఇప్పుడు ₹${amount}. దయచేసి చూసి మళ్లీ చెల్లించండి.`,
  }),
  paymentSignatureInvalid: {
    en: 'We could not confirm this payment. If money was taken, it will be confirmed shortly.',
    hi: 'हम इस भुगतान की पुष्टि नहीं कर सके। अगर पैसा कटा है, तो जल्द ही पुष्टि हो जाएगी।',
    te: 'ఈ చెల్లింపును నిర్ధారించలేకపోయాం. డబ్బు తీసుకుంటే, త్వరలో నిర్ధారించబడుతుంది.',
  },
  paymentOrderNotFound: {
    en: 'This payment order was not found.',
    hi: 'यह भुगतान ऑर्डर नहीं मिला।',
    te: 'ఈ చెల్లింపు ఆర్డర్ కనబడలేదు.',
  },
  paymentPostNotPayable: {
    en: 'This post cannot be paid for now. Open it from your dashboard.',
    hi: 'इस पोस्ट के लिए अभी भुगतान नहीं हो सकता। इसे अपने डैशबोर्ड से खोलें।',
    te: 'ఈ పోస్ట్‌కు ఇప్పుడు చెల్లించలేరు. దీన్ని మీ డాష్‌బోర్డ్ నుండి తెరవండి.',
  },
  paymentKeyReused: {
    en: 'This payment request was already made with other details. Please start the payment again.',
    hi: 'यह भुगतान अनुरोध पहले ही दूसरे विवरण के साथ किया जा चुका है। कृपया भुगतान फिर से शुरू करें।',
    te: 'ఈ చెల్లింపు అభ్యర్థన ఇప్పటికే వేరే వివరాలతో చేశారు. దయచేసి చెల్లింపును మళ్లీ ప్రారంభించండి.',
  },
  paymentProviderUnavailable: {
    en: 'The payment service is not answering. Please try again in a minute.',
    hi: 'भुगतान सेवा जवाब नहीं दे रही है। कृपया एक मिनट बाद फिर से कोशिश करें।',
    te: 'చెల్లింపు సేవ స్పందించడం లేదు. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
  paymentOptionNotOffered: {
    en: 'This plan or add-on is not on sale. Please choose again.',
    hi: 'यह प्लान या ऐड-ऑन बिक्री पर नहीं है। कृपया फिर से चुनें।',
    te: 'ఈ ప్లాన్ లేదా యాడ్-ఆన్ అమ్మకంలో లేదు. దయచేసి మళ్లీ ఎంచుకోండి.',
  },
  /** an agent's payment link, texted to the advertiser (#10): `value` is 'amount|link' */
  paymentLinkSms: (value: string) => {
    const [amount, link] = value.split('|')
    return {
      en: `LocalJobs: pay ₹${amount} for your job post's plan here: ${link}`,
      hi: `LocalJobs: अपनी नौकरी पोस्ट के प्लान के लिए ₹${amount} यहाँ भुगतान करें: ${link}`,
      te: `LocalJobs: మీ ఉద్యోగ పోస్ట్ ప్లాన్ కోసం ₹${amount} ఇక్కడ చెల్లించండి: ${link}`,
    }
  },
  paymentLinkPostNotFound: {
    en: 'No post with this number was found for this mobile number.',
    hi: 'इस मोबाइल नंबर के लिए इस नंबर की कोई पोस्ट नहीं मिली।',
    te: 'ఈ మొబైల్ నంబర్‌కు ఈ నంబర్ గల పోస్ట్ కనబడలేదు.',
  },
  /** the dashboard's lists (GET /submissions/submissions/v2/filters) */
  listActive: { en: 'Active', hi: 'सक्रिय', te: 'యాక్టివ్' },
  listExpired: { en: 'Expired', hi: 'समाप्त', te: 'గడువు ముగిసినవి' },
  listAll: { en: 'All', hi: 'सभी', te: 'అన్నీ' },
  /** a status change the transition table does not allow (issue #8): someone else moved the post first */
  invalidTransition: {
    en: 'This post cannot be changed that way now. Reload to see its current status.',
    hi: 'इस पोस्ट को अभी इस तरह नहीं बदला जा सकता। इसकी मौजूदा स्थिति देखने के लिए पेज फिर से लोड करें।',
    te: 'ఈ పోస్ట్‌ను ఇప్పుడు ఇలా మార్చలేము. దాని ప్రస్తుత స్థితి చూడడానికి పేజీని మళ్లీ లోడ్ చేయండి.',
  },
  /** the advertiser closed their live job early (issue #8) */
  postLive: {
    en: 'Your job is live. Job seekers can see it and apply now.',
    hi: 'आपकी नौकरी लाइव है। नौकरी ढूँढने वाले इसे देख सकते हैं और अभी आवेदन कर सकते हैं।',
    te: 'మీ ఉద్యోగం లైవ్‌లో ఉంది. ఉద్యోగార్థులు దీన్ని చూసి ఇప్పుడే దరఖాస్తు చేయవచ్చు.',
  },
  postClosed: {
    en: 'Your job is closed. Job seekers no longer see it.',
    hi: 'आपकी नौकरी बंद कर दी गई है। नौकरी ढूँढने वाले अब इसे नहीं देखेंगे।',
    te: 'మీ ఉద్యోగం మూసివేయబడింది. ఉద్యోగార్థులకు ఇది ఇక కనిపించదు.',
  },
  /** the advertiser renewed their job unchanged: live again at once */
  postRenewed: {
    en: 'Your job is live again.',
    hi: 'आपकी नौकरी फिर से लाइव है।',
    te: 'మీ ఉద్యోగం మళ్లీ లైవ్‌లో ఉంది.',
  },
  /** the advertiser's account is blocked after confirmed fraud (decision 030): no new posts, no edits */
  advertiserBlocked: {
    en: 'Your account is blocked, so you cannot post or edit jobs. Please contact our team.',
    hi: 'आपका खाता ब्लॉक है, इसलिए आप नौकरी पोस्ट या बदल नहीं सकते। कृपया हमारी टीम से संपर्क करें।',
    te: 'మీ ఖాతా బ్లాక్ చేయబడింది, కాబట్టి మీరు ఉద్యోగాలను పోస్ట్ చేయలేరు లేదా మార్చలేరు. దయచేసి మా బృందాన్ని సంప్రదించండి.',
  },
  /** the advertiser saved changes to a post waiting or held: it waits for review again */
  postUpdated: {
    en: 'Your changes are saved. Your job post is in review. Our team will reach out to you in next 24 hours.',
    hi: 'आपके बदलाव सेव हो गए। आपकी नौकरी की पोस्ट की समीक्षा हो रही है। हमारी टीम अगले 24 घंटों में आपसे संपर्क करेगी।',
    te: 'మీ మార్పులు సేవ్ అయ్యాయి. మీ ఉద్యోగ పోస్ట్ సమీక్షలో ఉంది. మా బృందం తదుపరి 24 గంటల్లో మిమ్మల్ని సంప్రదిస్తుంది.',
  },
  /** a post another advertiser owns, or none: answered the same (404) */
  postNotFound: {
    en: 'We could not find this job post.',
    hi: 'यह नौकरी की पोस्ट नहीं मिली।',
    te: 'ఈ ఉద్యోగ పోస్ట్ కనబడలేదు.',
  },
  linkInvalid: {
    en: 'This link is not valid. Open the post again for a new one.',
    hi: 'यह लिंक मान्य नहीं है। नया लिंक पाने के लिए पोस्ट फिर से खोलें।',
    te: 'ఈ లింక్ చెల్లదు. కొత్త లింక్ కోసం పోస్ట్‌ను మళ్లీ తెరవండి.',
  },
  linkExpired: {
    en: 'This link has expired. Open the post again for a new one.',
    hi: 'इस लिंक की समय-सीमा ख़त्म हो गई है। नया लिंक पाने के लिए पोस्ट फिर से खोलें।',
    te: 'ఈ లింక్ గడువు ముగిసింది. కొత్త లింక్ కోసం పోస్ట్‌ను మళ్లీ తెరవండి.',
  },
  logoNotFound: {
    en: 'There is no such logo.',
    hi: 'ऐसा कोई लोगो नहीं है।',
    te: 'అలాంటి లోగో లేదు.',
  },
  jobNotFound: {
    en: 'We could not find this job among your jobs.',
    hi: 'यह नौकरी आपकी नौकरियों में नहीं मिली।',
    te: 'ఈ ఉద్యోగం మీ ఉద్యోగాల్లో కనబడలేదు.',
  },
  leadNotFound: {
    en: 'We could not find this applicant for this job.',
    hi: 'इस नौकरी के लिए यह आवेदक नहीं मिला।',
    te: 'ఈ ఉద్యోగానికి ఈ దరఖాస్తుదారు కనబడలేదు.',
  },
  candidateNotFound: {
    en: 'This person is not among the candidates for this job.',
    hi: 'यह व्यक्ति इस नौकरी के उम्मीदवारों में नहीं है।',
    te: 'ఈ వ్యక్తి ఈ ఉద్యోగానికి అభ్యర్థుల్లో లేరు.',
  },
  planRequired: {
    en: 'Your plan has no database contacts left for this job. Buy a plan to see this candidate’s number and resume.',
    hi: 'इस नौकरी के लिए आपके प्लान में डेटाबेस संपर्क नहीं बचे हैं। इस उम्मीदवार का नंबर और रिज़्यूमे देखने के लिए प्लान खरीदें।',
    te: 'ఈ ఉద్యోగానికి మీ ప్లాన్‌లో డేటాబేస్ కాంటాక్ట్‌లు మిగలలేదు. ఈ అభ్యర్థి నంబర్, రెజ్యూమ్ చూడటానికి ప్లాన్ కొనండి.',
  },
  // Resumes (issue #9): the advertiser's resume link and opening it
  noResume: {
    en: 'This applicant has not added a resume.',
    hi: 'इस आवेदक ने बायोडाटा नहीं जोड़ा है।',
    te: 'ఈ దరఖాస్తుదారు రెజ్యూమ్ జోడించలేదు.',
  },
  resumeLinkInvalid: {
    en: 'This resume link is not valid. Open the applicant again for a new one.',
    hi: 'यह बायोडाटा लिंक मान्य नहीं है। नया लिंक पाने के लिए आवेदक को फिर से खोलें।',
    te: 'ఈ రెజ్యూమ్ లింక్ చెల్లదు. కొత్త లింక్ కోసం దరఖాస్తుదారుని మళ్లీ తెరవండి.',
  },
  resumeLinkExpired: {
    en: 'This resume link has expired. Open the applicant again for a new one.',
    hi: 'इस बायोडाटा लिंक की समय-सीमा ख़त्म हो गई है। नया लिंक पाने के लिए आवेदक को फिर से खोलें।',
    te: 'ఈ రెజ్యూమ్ లింక్ గడువు ముగిసింది. కొత్త లింక్ కోసం దరఖాస్తుదారుని మళ్లీ తెరవండి.',
  },
  resumeGone: {
    en: 'This resume is no longer available.',
    hi: 'यह बायोडाटा अब उपलब्ध नहीं है।',
    te: 'ఈ రెజ్యూమ్ ఇప్పుడు అందుబాటులో లేదు.',
  },
} satisfies Record<string, Sentence>

export type ApiMessageKey = keyof typeof apiMessages

/** The sentence in `locale`; `value` fills the ones that take one (a wait, a count). */
export function say(key: ApiMessageKey, locale: Locale, value = ''): string {
  const sentence: Sentence = apiMessages[key]
  return (typeof sentence === 'function' ? sentence(value) : sentence)[locale]
}

const UNITS: Record<Locale, { second: [string, string]; minute: [string, string]; hour: [string, string] }> =
  {
    en: { second: ['second', 'seconds'], minute: ['minute', 'minutes'], hour: ['hour', 'hours'] },
    hi: { second: ['सेकंड', 'सेकंड'], minute: ['मिनट', 'मिनट'], hour: ['घंटे', 'घंटे'] },
    te: { second: ['సెకను', 'సెకన్లు'], minute: ['నిమిషం', 'నిమిషాలు'], hour: ['గంట', 'గంటలు'] },
  }

/** '45 seconds', '10 minutes', '3 hours' (rounded up) in `locale`: how long a 429 asks to wait. */
export function waitIn(seconds: number, locale: Locale): string {
  const units = UNITS[locale]
  const [count, unit] =
    seconds < 60
      ? [seconds, units.second]
      : seconds < 90 * 60
        ? [Math.ceil(seconds / 60), units.minute]
        : [Math.ceil(seconds / 3600), units.hour]
  return `${count} ${count === 1 ? unit[0] : unit[1]}`
}
