import type { Translations } from './types.ts'

/** A job ad template in every language. */
export interface Template extends Translations {
  /** it describes a workplace (meals and a room, a uniform, a branch, a lunch break): not for work from home */
  onSite?: true
}

/*
 * Placeholders: {title} {company} {locality} {city} {salary_min} {salary_max} {shift} {openings}
 * {qualification} {experience} {job_type}. Salaries are written after a rupee sign, so they are filled
 * with bare numbers. Every language of a template uses the same placeholders. Telugu keeps a space before
 * a case suffix ('{city} లో'), as many local ads do, so that a filled-in name never fuses with it.
 */

export const titleTemplates: Template[] = [
  {
    en: '{title} needed in {locality}',
    hi: '{locality} में {title} की ज़रूरत',
    te: '{locality} లో {title} కావాలి',
  },
  {
    en: 'Urgent hiring: {title} at {company}',
    hi: 'तुरंत भर्ती: {company} में {title}',
    te: 'అర్జెంట్ హైరింగ్: {company} లో {title}',
  },
  {
    en: '{title} job in {city} - salary up to ₹{salary_max}',
    hi: '{city} में {title} की नौकरी - सैलरी ₹{salary_max} तक',
    te: '{city} లో {title} ఉద్యోగం - జీతం ₹{salary_max} వరకు',
  },
  {
    en: '{title} wanted in {locality}, {city} (openings: {openings})',
    hi: '{locality}, {city} में {title} चाहिए (खाली पद: {openings})',
    te: '{locality}, {city} లో {title} కావలెను (ఖాళీలు: {openings})',
  },
  {
    en: 'Walk-in for {title} at {company}, {locality}',
    hi: '{company}, {locality} में {title} के लिए वॉक-इन',
    te: '{company}, {locality} లో {title} పోస్టుకు వాక్-ఇన్',
  },
  {
    en: '{job_type} {title} job at {company}',
    hi: '{company} में {job_type} {title} की नौकरी',
    te: '{company} లో {job_type} {title} ఉద్యోగం',
  },
  {
    en: '{title} wanted for {shift} in {city}',
    hi: '{city} में {shift} के लिए {title} चाहिए',
    te: '{city} లో {shift} కోసం {title} కావలెను',
  },
  {
    en: '{title} required ({experience}) - {city}',
    hi: '{title} की आवश्यकता ({experience}) - {city}',
    te: '{title} కావాలి ({experience}) - {city}',
  },
  {
    en: 'Hiring {title} near {locality} - ₹{salary_min} to ₹{salary_max}',
    hi: '{locality} के पास {title} की भर्ती - ₹{salary_min} से ₹{salary_max}',
    te: '{locality} దగ్గర {title} నియామకం - ₹{salary_min} నుండి ₹{salary_max}',
  },
  {
    en: '{company} is hiring {title} in {city}',
    hi: '{company} को {city} में {title} चाहिए',
    te: '{city} లో {title} కావాలి - {company}',
  },
]

export const descriptionTemplates: Template[] = [
  {
    en: '{company} is looking for a {title} at {locality}, {city}. Salary ₹{salary_min} - ₹{salary_max} per month, {job_type}, {shift}. Qualification: {qualification}, experience: {experience}. Interested candidates please call or WhatsApp on the number given below.',
    hi: '{company} को {locality}, {city} के लिए {title} चाहिए। सैलरी ₹{salary_min} - ₹{salary_max} प्रति माह, {job_type}, {shift}। योग्यता: {qualification}, अनुभव: {experience}। इच्छुक उम्मीदवार नीचे दिए गए नंबर पर कॉल या व्हाट्सऐप करें।',
    te: '{company} కి {locality}, {city} లో పని చేయడానికి {title} కావాలి. జీతం నెలకు ₹{salary_min} - ₹{salary_max}, {job_type}, {shift}. విద్యార్హత: {qualification}, అనుభవం: {experience}. ఆసక్తి ఉన్నవారు కింద ఇచ్చిన నంబర్‌కు కాల్ లేదా వాట్సాప్ చేయండి.',
  },
  {
    en: 'Walk-in interview for {title} at {company}, {locality}. {openings} openings, {job_type} job, {shift}. Salary ₹{salary_min} to ₹{salary_max} plus incentives. Experience: {experience}, qualification: {qualification}. Come directly with your Aadhaar card and certificates, Monday to Saturday between 10 AM and 4 PM.',
    hi: '{company}, {locality} में {title} के लिए वॉक-इन इंटरव्यू। कुल {openings} पद, {job_type} नौकरी, {shift}। सैलरी ₹{salary_min} से ₹{salary_max} तक, साथ में इंसेंटिव। अनुभव: {experience}, योग्यता: {qualification}। सोमवार से शनिवार सुबह 10 से शाम 4 बजे के बीच आधार कार्ड और सर्टिफ़िकेट लेकर सीधे इंटरव्यू के लिए आएँ।',
    te: '{company}, {locality} లో {title} పోస్టుకు వాక్-ఇన్ ఇంటర్వ్యూ. మొత్తం {openings} ఖాళీలు, {job_type} ఉద్యోగం, {shift}. జీతం ₹{salary_min} నుండి ₹{salary_max} వరకు, అదనంగా ఇన్సెంటివ్స్. అనుభవం: {experience}, విద్యార్హత: {qualification}. సోమవారం నుండి శనివారం ఉదయం 10 నుండి సాయంత్రం 4 గంటల మధ్య ఆధార్ కార్డ్, సర్టిఫికెట్లతో నేరుగా ఇంటర్వ్యూకి రండి.',
  },
  {
    onSite: true,
    en: 'Urgent requirement of {title} ({openings} posts) for {company} in {city}. Free food and accommodation, salary ₹{salary_min} - ₹{salary_max} per month. {shift}, one weekly off. Qualification {qualification}, experience {experience}. Immediate joining.',
    hi: '{city} में {company} के लिए {title} की तुरंत ज़रूरत ({openings} पद)। रहना और खाना फ़्री, सैलरी ₹{salary_min} - ₹{salary_max} प्रति माह। {shift}, हफ़्ते में एक दिन छुट्टी। योग्यता {qualification}, अनुभव {experience}। तुरंत जॉइनिंग।',
    te: '{city} లోని {company} కి అర్జెంట్‌గా {title} కావాలి ({openings} పోస్టులు). ఉచిత భోజనం, వసతి; జీతం నెలకు ₹{salary_min} - ₹{salary_max}. {shift}, వారానికి ఒక రోజు సెలవు. విద్యార్హత {qualification}, అనుభవం {experience}. వెంటనే జాయిన్ అవ్వాలి.',
  },
  {
    onSite: true,
    en: '{company} requires a {title} for its {locality} branch. {job_type} job, {shift}, 9 hours duty. Salary ₹{salary_min} to ₹{salary_max} with PF, ESI and yearly bonus. Qualification: {qualification}. Experience: {experience}. Apply here or send your details on WhatsApp and HR will call you.',
    hi: '{company} को अपनी {locality} ब्रांच के लिए {title} चाहिए। {job_type} नौकरी, {shift}, 9 घंटे की ड्यूटी। सैलरी ₹{salary_min} से ₹{salary_max}, साथ में पीएफ़, ईएसआई और सालाना बोनस। योग्यता: {qualification}। अनुभव: {experience}। यहाँ अप्लाई करें या व्हाट्सऐप पर अपनी डिटेल भेजें, एचआर आपको कॉल करेगा।',
    te: '{company} వారి {locality} బ్రాంచ్‌కి {title} కావాలి. {job_type} ఉద్యోగం, {shift}, రోజుకు 9 గంటల డ్యూటీ. జీతం ₹{salary_min} నుండి ₹{salary_max}, దానితో పాటు పీఎఫ్, ఈఎస్ఐ, సంవత్సరానికి ఒకసారి బోనస్. విద్యార్హత: {qualification}. అనుభవం: {experience}. ఇక్కడ అప్లై చేయండి లేదా మీ వివరాలు వాట్సాప్‌లో పంపండి, హెచ్ఆర్ మీకు కాల్ చేస్తారు.',
  },
  {
    onSite: true,
    en: '{title} needed near {locality}, {city}. Candidates staying nearby will be preferred. {job_type}, {shift}. Salary ₹{salary_min} - ₹{salary_max} per month, paid on time by the 5th of every month. Qualification: {qualification}, experience: {experience}.',
    hi: '{locality}, {city} के पास {title} चाहिए। आसपास रहने वाले उम्मीदवारों को प्राथमिकता दी जाएगी। {job_type}, {shift}। सैलरी ₹{salary_min} - ₹{salary_max} प्रति माह, हर महीने की 5 तारीख़ तक समय पर। योग्यता: {qualification}, अनुभव: {experience}।',
    te: '{locality}, {city} దగ్గర {title} కావాలి. దగ్గర్లో ఉండేవారికి ప్రాధాన్యత ఇస్తాం. {job_type}, {shift}. జీతం నెలకు ₹{salary_min} - ₹{salary_max}, ప్రతి నెలా 5వ తేదీలోపు టైమ్‌కి ఇస్తాం. విద్యార్హత: {qualification}, అనుభవం: {experience}.',
  },
  {
    en: '{company}, {city} has {openings} openings for {title}. Training will be given on the job. Salary ₹{salary_min} to ₹{salary_max}, overtime paid extra as per company rules. {job_type}, {shift}. Qualification: {qualification}, experience: {experience}.',
    hi: '{company}, {city} में {title} के {openings} पद खाली हैं। काम की ट्रेनिंग कंपनी देगी। सैलरी ₹{salary_min} से ₹{salary_max}, कंपनी नियम के अनुसार ओवरटाइम अलग से। {job_type}, {shift}। योग्यता: {qualification}, अनुभव: {experience}।',
    te: '{company}, {city} లో {title} పోస్టుకు {openings} ఖాళీలు ఉన్నాయి. పనిలో ట్రైనింగ్ ఇస్తాం. జీతం ₹{salary_min} నుండి ₹{salary_max}, కంపెనీ నిబంధనల ప్రకారం ఓవర్‌టైమ్ అదనం. {job_type}, {shift}. విద్యార్హత: {qualification}, అనుభవం: {experience}.',
  },
  {
    en: 'Job opening for {title} at {company}, {locality}. You should be able to talk comfortably with customers in the local language. Salary ₹{salary_min} - ₹{salary_max} per month, {job_type}, {shift}. Qualification: {qualification}, experience: {experience}. Bring your resume and Aadhaar card for the interview.',
    hi: '{company}, {locality} में {title} की नौकरी। ग्राहकों से स्थानीय भाषा में आराम से बात करनी आनी चाहिए। सैलरी ₹{salary_min} - ₹{salary_max} प्रति माह, {job_type}, {shift}। योग्यता: {qualification}, अनुभव: {experience}। इंटरव्यू के लिए अपना बायोडाटा और आधार कार्ड साथ लाएँ।',
    te: '{company}, {locality} లో {title} ఉద్యోగం. కస్టమర్లతో స్థానిక భాషలో బాగా మాట్లాడగలగాలి. జీతం నెలకు ₹{salary_min} - ₹{salary_max}, {job_type}, {shift}. విద్యార్హత: {qualification}, అనుభవం: {experience}. ఇంటర్వ్యూకి మీ బయోడేటా, ఆధార్ కార్డ్ తీసుకురండి.',
  },
  {
    en: 'Hiring {title} in {city} ({locality} area). {job_type} position, {shift}. Monthly salary ₹{salary_min} - ₹{salary_max}, plus incentives and a festival bonus. Requirements: {qualification}, {experience}. Apply now and our team will call you.',
    hi: '{city} ({locality} एरिया) में {title} की भर्ती। {job_type} पद, {shift}। महीने की सैलरी ₹{salary_min} - ₹{salary_max}, साथ में इंसेंटिव और त्योहार बोनस। ज़रूरी: {qualification}, {experience}। अभी अप्लाई करें, हमारी टीम आपको कॉल करेगी।',
    te: '{city} ({locality} ఏరియా) లో {title} నియామకం. {job_type} పోస్టు, {shift}. నెల జీతం ₹{salary_min} - ₹{salary_max}, దానితో పాటు ఇన్సెంటివ్స్, పండగ బోనస్. అర్హతలు: {qualification}, {experience}. ఇప్పుడే అప్లై చేయండి, మా టీమ్ మీకు కాల్ చేస్తుంది.',
  },
  {
    onSite: true,
    en: 'Wanted {title} at {company}, {locality}. {shift} with a one hour lunch break and a weekly off. Salary ₹{salary_min} to ₹{salary_max}, increment after 6 months based on work. Qualification: {qualification}; experience: {experience}. Meet the manager in person or apply online.',
    hi: 'चाहिए {title} - {company}, {locality}। {shift}, एक घंटे का लंच ब्रेक और हफ़्ते में एक छुट्टी। सैलरी ₹{salary_min} से ₹{salary_max}, काम के हिसाब से 6 महीने बाद इंक्रीमेंट। योग्यता: {qualification}; अनुभव: {experience}। मैनेजर से सीधे मिलें या ऑनलाइन अप्लाई करें।',
    te: '{company}, {locality} లో {title} కావలెను. {shift}, గంట లంచ్ బ్రేక్, వారానికి ఒక సెలవు. జీతం ₹{salary_min} నుండి ₹{salary_max}, పనిని బట్టి 6 నెలల తర్వాత ఇంక్రిమెంట్. విద్యార్హత: {qualification}; అనుభవం: {experience}. మేనేజర్‌ని నేరుగా కలవండి లేదా ఆన్‌లైన్‌లో అప్లై చేయండి.',
  },
  {
    en: 'Vacancy for {title} with a reputed company in {city}. Location: {locality}. Salary ₹{salary_min} - ₹{salary_max} per month, {job_type}, {shift}. Total {openings} posts; qualification {qualification}, experience {experience}. Selected candidates can join within a week.',
    hi: '{city} की एक जानी-मानी कंपनी में {title} की वैकेंसी। लोकेशन: {locality}। सैलरी ₹{salary_min} - ₹{salary_max} प्रति माह, {job_type}, {shift}। कुल {openings} पद; योग्यता {qualification}, अनुभव {experience}। चुने गए उम्मीदवार एक हफ़्ते के अंदर जॉइन कर सकते हैं।',
    te: '{city} లోని ఒక పేరున్న కంపెనీలో {title} ఖాళీలు. లొకేషన్: {locality}. జీతం నెలకు ₹{salary_min} - ₹{salary_max}, {job_type}, {shift}. మొత్తం {openings} పోస్టులు; విద్యార్హత {qualification}, అనుభవం {experience}. ఎంపికైనవారు వారం రోజుల్లో జాయిన్ అవ్వొచ్చు.',
  },
  {
    en: '{title} required at {company}, {locality}, {city}. Vacancies: {openings}. Salary ₹{salary_min} - ₹{salary_max}, {shift}, {job_type}. Eligibility: {qualification}, {experience}. Only punctual and sincere candidates should apply; call between 10 AM and 6 PM.',
    hi: '{company}, {locality}, {city} में {title} की आवश्यकता। खाली पद: {openings}। सैलरी ₹{salary_min} - ₹{salary_max}, {shift}, {job_type}। योग्यता: {qualification}, {experience}। समय के पाबंद और ईमानदार उम्मीदवार ही अप्लाई करें; सुबह 10 से शाम 6 बजे के बीच कॉल करें।',
    te: '{company}, {locality}, {city} లో {title} కావాలి. ఖాళీలు: {openings}. జీతం ₹{salary_min} - ₹{salary_max}, {shift}, {job_type}. అర్హత: {qualification}, {experience}. సమయపాలన, నిజాయితీ ఉన్నవారు మాత్రమే అప్లై చేయండి; ఉదయం 10 నుండి సాయంత్రం 6 గంటల మధ్య కాల్ చేయండి.',
  },
  {
    onSite: true,
    en: '{company} is hiring {title} in {city}. Uniform, travel allowance and ESI will be provided. Salary ₹{salary_min} - ₹{salary_max} per month, {shift}, {job_type}. Qualification: {qualification}, experience: {experience}. Send a WhatsApp message with your name and area to get the interview details.',
    hi: '{company} को {city} में {title} चाहिए। यूनिफ़ॉर्म, ट्रैवल अलाउंस और ईएसआई मिलेगा। सैलरी ₹{salary_min} - ₹{salary_max} प्रति माह, {shift}, {job_type}। योग्यता: {qualification}, अनुभव: {experience}। इंटरव्यू की जानकारी के लिए अपना नाम और एरिया व्हाट्सऐप करें।',
    te: '{city} లో {company} కి {title} కావాలి. యూనిఫామ్, ట్రావెల్ అలవెన్స్, ఈఎస్ఐ ఇస్తారు. జీతం నెలకు ₹{salary_min} - ₹{salary_max}, {shift}, {job_type}. విద్యార్హత: {qualification}, అనుభవం: {experience}. ఇంటర్వ్యూ వివరాల కోసం మీ పేరు, ఏరియా వాట్సాప్ చేయండి.',
  },
]
