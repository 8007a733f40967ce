import type { Translations } from './types.ts'

interface JobTitle {
  id: number
  name: Translations
  roles: Translations[]
}

interface Category {
  id: number
  name: Translations
  titles: JobTitle[]
}

function t(en: string, hi: string, te: string): Translations {
  return { en, hi, te }
}

/**
 * Hiring categories for local blue- and grey-collar work, each with its job titles and their primary
 * job roles. Title ids are the category id times 100 plus a running number, so they never collide.
 */
export const categories: Category[] = [
  {
    id: 1,
    name: t('Driver', 'ड्राइवर', 'డ్రైవర్'),
    titles: [
      {
        id: 101,
        name: t('Car Driver', 'कार ड्राइवर', 'కార్ డ్రైవర్'),
        roles: [t('Personal Driver', 'पर्सनल ड्राइवर', 'పర్సనల్ డ్రైవర్'), t('Cab Driver', 'कैब ड्राइवर', 'క్యాబ్ డ్రైవర్')],
      },
      {
        id: 102,
        name: t('Heavy Vehicle Driver', 'हैवी व्हीकल ड्राइवर', 'హెవీ వెహికల్ డ్రైవర్'),
        roles: [
          t('Truck Driver', 'ट्रक ड्राइवर', 'ట్రక్ డ్రైవర్'),
          t('Bus Driver', 'बस ड्राइवर', 'బస్ డ్రైవర్'),
          t('Tipper Driver', 'टिपर ड्राइवर', 'టిప్పర్ డ్రైవర్'),
        ],
      },
      {
        id: 103,
        name: t('Auto Driver', 'ऑटो ड्राइवर', 'ఆటో డ్రైవర్'),
        roles: [
          t('Auto Rickshaw Driver', 'ऑटो रिक्शा ड्राइवर', 'ఆటో రిక్షా డ్రైవర్'),
          t('Goods Auto Driver', 'लोडिंग ऑटो ड्राइवर', 'గూడ్స్ ఆటో డ్రైవర్'),
        ],
      },
      {
        id: 104,
        name: t('Company Driver', 'कंपनी ड्राइवर', 'కంపెనీ డ్రైవర్'),
        roles: [t('Staff Pickup Driver', 'स्टाफ़ पिकअप ड्राइवर', 'స్టాఫ్ పికప్ డ్రైవర్')],
      },
    ],
  },
  {
    id: 2,
    name: t('Delivery', 'डिलीवरी', 'డెలివరీ'),
    titles: [
      {
        id: 201,
        name: t('Delivery Boy', 'डिलीवरी बॉय', 'డెలివరీ బాయ్'),
        roles: [
          t('Food Delivery', 'फ़ूड डिलीवरी', 'ఫుడ్ డెలివరీ'),
          t('Parcel Delivery', 'पार्सल डिलीवरी', 'పార్సెల్ డెలివరీ'),
        ],
      },
      {
        id: 202,
        name: t('Courier Boy', 'कूरियर बॉय', 'కొరియర్ బాయ్'),
        roles: [
          t('Pickup Executive', 'पिकअप एग्ज़ीक्यूटिव', 'పికప్ ఎగ్జిక్యూటివ్'),
          t('Last Mile Delivery', 'लास्ट माइल डिलीवरी', 'లాస్ట్ మైల్ డెలివరీ'),
        ],
      },
      {
        id: 203,
        name: t('Grocery Delivery Executive', 'ग्रोसरी डिलीवरी एग्ज़ीक्यूटिव', 'గ్రోసరీ డెలివరీ ఎగ్జిక్యూటివ్'),
        roles: [t('Quick Commerce Delivery', 'क्विक कॉमर्स डिलीवरी', 'క్విక్ కామర్స్ డెలివరీ')],
      },
      {
        id: 204,
        name: t('Water Can Delivery Boy', 'पानी कैन डिलीवरी बॉय', 'వాటర్ క్యాన్ డెలివరీ బాయ్'),
        roles: [t('Water Can Supply', 'पानी कैन सप्लाई', 'వాటర్ క్యాన్ సప్లై')],
      },
      {
        id: 205,
        name: t('Delivery Driver', 'डिलीवरी ड्राइवर', 'డెలివరీ డ్రైవర్'),
        roles: [t('Tempo Delivery', 'टेम्पो डिलीवरी', 'టెంపో డెలివరీ'), t('Van Delivery', 'वैन डिलीवरी', 'వ్యాన్ డెలివరీ')],
      },
    ],
  },
  {
    id: 3,
    name: t('Sales & Marketing', 'सेल्स और मार्केटिंग', 'సేల్స్ & మార్కెటింగ్'),
    titles: [
      {
        id: 301,
        name: t('Sales Executive', 'सेल्स एग्ज़ीक्यूटिव', 'సేల్స్ ఎగ్జిక్యూటివ్'),
        roles: [t('Showroom Sales', 'शोरूम सेल्स', 'షోరూమ్ సేల్స్'), t('Counter Sales', 'काउंटर सेल्स', 'కౌంటర్ సేల్స్')],
      },
      {
        id: 302,
        name: t('Marketing Executive', 'मार्केटिंग एग्ज़ीक्यूटिव', 'మార్కెటింగ్ ఎగ్జిక్యూటివ్'),
        roles: [
          t('Brand Promoter', 'ब्रांड प्रमोटर', 'బ్రాండ్ ప్రమోటర్'),
          t('Digital Marketing Assistant', 'डिजिटल मार्केटिंग असिस्टेंट', 'డిజిటల్ మార్కెటింగ్ అసిస్టెంట్'),
        ],
      },
      {
        id: 303,
        name: t('Business Development Executive', 'बिज़नेस डेवलपमेंट एग्ज़ीक्यूटिव', 'బిజినెస్ డెవలప్‌మెంట్ ఎగ్జిక్యూటివ్'),
        roles: [
          t('Lead Generation', 'लीड जनरेशन', 'లీడ్ జనరేషన్'),
          t('Client Visits', 'क्लाइंट विज़िट', 'క్లయింట్ విజిట్స్'),
        ],
      },
      {
        id: 304,
        name: t('Sales Manager', 'सेल्स मैनेजर', 'సేల్స్ మేనేజర్'),
        roles: [t('Sales Team Leader', 'सेल्स टीम लीडर', 'సేల్స్ టీమ్ లీడర్')],
      },
    ],
  },
  {
    id: 4,
    name: t('Telecaller / BPO', 'टेलीकॉलर / बीपीओ', 'టెలీకాలర్ / బీపీఓ'),
    titles: [
      {
        id: 401,
        name: t('Telecaller', 'टेलीकॉलर', 'టెలీకాలర్'),
        roles: [t('Outbound Calling', 'आउटबाउंड कॉलिंग', 'అవుట్‌బౌండ్ కాలింగ్'), t('Telesales', 'टेलीसेल्स', 'టెలీసేల్స్')],
      },
      {
        id: 402,
        name: t('Customer Care Executive', 'कस्टमर केयर एग्ज़ीक्यूटिव', 'కస్టమర్ కేర్ ఎగ్జిక్యూటివ్'),
        roles: [
          t('Inbound Voice Process', 'इनबाउंड वॉयस प्रोसेस', 'ఇన్‌బౌండ్ వాయిస్ ప్రాసెస్'),
          t('Chat Support', 'चैट सपोर्ट', 'చాట్ సపోర్ట్'),
        ],
      },
      {
        id: 403,
        name: t('BPO Executive', 'बीपीओ एग्ज़ीक्यूटिव', 'బీపీఓ ఎగ్జిక్యూటివ్'),
        roles: [
          t('Telugu Voice Process', 'तेलुगु वॉयस प्रोसेस', 'తెలుగు వాయిస్ ప్రాసెస్'),
          t('Hindi Voice Process', 'हिंदी वॉयस प्रोसेस', 'హిందీ వాయిస్ ప్రాసెస్'),
          t('English Voice Process', 'इंग्लिश वॉयस प्रोसेस', 'ఇంగ్లీష్ వాయిస్ ప్రాసెస్'),
        ],
      },
      {
        id: 404,
        name: t('Collection Executive', 'कलेक्शन एग्ज़ीक्यूटिव', 'కలెక్షన్ ఎగ్జిక్యూటివ్'),
        roles: [t('Tele Collection', 'टेली कलेक्शन', 'టెలీ కలెక్షన్')],
      },
    ],
  },
  {
    id: 5,
    name: t('Security Guard', 'सिक्योरिटी गार्ड', 'సెక్యూరిటీ గార్డ్'),
    titles: [
      {
        id: 501,
        name: t('Security Guard', 'सिक्योरिटी गार्ड', 'సెక్యూరిటీ గార్డ్'),
        roles: [
          t('Apartment Security', 'अपार्टमेंट सिक्योरिटी', 'అపార్ట్‌మెంట్ సెక్యూరిటీ'),
          t('Factory Security', 'फ़ैक्ट्री सिक्योरिटी', 'ఫ్యాక్టరీ సెక్యూరిటీ'),
          t('Bank Security', 'बैंक सिक्योरिटी', 'బ్యాంక్ సెక్యూరిటీ'),
        ],
      },
      {
        id: 502,
        name: t('Security Supervisor', 'सिक्योरिटी सुपरवाइज़र', 'సెక్యూరిటీ సూపర్‌వైజర్'),
        roles: [t('Shift Supervisor', 'शिफ़्ट सुपरवाइज़र', 'షిఫ్ట్ సూపర్‌వైజర్')],
      },
      {
        id: 503,
        name: t('Gunman', 'गनमैन', 'గన్‌మ్యాన్'),
        roles: [t('Cash Van Guard', 'कैश वैन गार्ड', 'క్యాష్ వ్యాన్ గార్డ్')],
      },
      {
        id: 504,
        name: t('Watchman', 'चौकीदार', 'వాచ్‌మ్యాన్'),
        roles: [t('Night Watchman', 'रात का चौकीदार', 'నైట్ వాచ్‌మ్యాన్')],
      },
    ],
  },
  {
    id: 6,
    name: t('Housekeeping', 'हाउसकीपिंग', 'హౌస్‌కీపింగ్'),
    titles: [
      {
        id: 601,
        name: t('Housekeeping Staff', 'हाउसकीपिंग स्टाफ़', 'హౌస్‌కీపింగ్ స్టాఫ్'),
        roles: [
          t('Office Cleaning', 'ऑफ़िस की सफ़ाई', 'ఆఫీస్ క్లీనింగ్'),
          t('Hospital Housekeeping', 'हॉस्पिटल हाउसकीपिंग', 'హాస్పిటల్ హౌస్‌కీపింగ్'),
        ],
      },
      {
        id: 602,
        name: t('Housekeeping Supervisor', 'हाउसकीपिंग सुपरवाइज़र', 'హౌస్‌కీపింగ్ సూపర్‌వైజర్'),
        roles: [t('Facility Supervisor', 'फ़ैसिलिटी सुपरवाइज़र', 'ఫెసిలిటీ సూపర్‌వైజర్')],
      },
      {
        id: 603,
        name: t('House Maid', 'घरेलू कामवाली', 'ఇంటి పనిమనిషి'),
        roles: [
          t('Cooking & Cleaning', 'खाना बनाना और सफ़ाई', 'వంట & ఇంటి పని'),
          t('Babysitter', 'बेबीसिटर', 'బేబీ సిట్టర్'),
        ],
      },
      {
        id: 604,
        name: t('Sweeper', 'सफ़ाई कर्मचारी', 'స్వీపర్'),
        roles: [t('Sweeping & Mopping', 'झाड़ू-पोछा', 'ఊడ్చడం & తుడవడం')],
      },
    ],
  },
  {
    id: 7,
    name: t('Cook / Chef', 'कुक / शेफ़', 'కుక్ / చెఫ్'),
    titles: [
      {
        id: 701,
        name: t('Cook', 'कुक', 'వంట మాస్టర్'),
        roles: [
          t('South Indian Cook', 'साउथ इंडियन कुक', 'సౌత్ ఇండియన్ కుక్'),
          t('North Indian Cook', 'नॉर्थ इंडियन कुक', 'నార్త్ ఇండియన్ కుక్'),
          t('Biryani Cook', 'बिरयानी कुक', 'బిర్యానీ మాస్టర్'),
        ],
      },
      {
        id: 702,
        name: t('Chef', 'शेफ़', 'చెఫ్'),
        roles: [t('Chinese Chef', 'चाइनीज़ शेफ़', 'చైనీస్ చెఫ్'), t('Tandoor Chef', 'तंदूर शेफ़', 'తందూర్ చెఫ్')],
      },
      {
        id: 703,
        name: t('Kitchen Helper', 'किचन हेल्पर', 'కిచెన్ హెల్పర్'),
        roles: [
          t('Vegetable Cutting', 'सब्ज़ी कटिंग', 'కూరగాయల కటింగ్'),
          t('Dishwasher', 'बर्तन धोने का काम', 'గిన్నెలు కడగడం'),
        ],
      },
      {
        id: 704,
        name: t('Home Cook', 'घर का कुक', 'ఇంటి వంట మనిషి'),
        roles: [t('Family Cook', 'फ़ैमिली कुक', 'ఫ్యామిలీ కుక్')],
      },
      {
        id: 705,
        name: t('Tiffin Master', 'टिफ़िन मास्टर', 'టిఫిన్ మాస్టర్'),
        roles: [t('Dosa Master', 'डोसा मास्टर', 'దోశ మాస్టర్'), t('Chaat Master', 'चाट मास्टर', 'చాట్ మాస్టర్')],
      },
    ],
  },
  {
    id: 8,
    name: t('Electrician', 'इलेक्ट्रीशियन', 'ఎలక్ట్రీషియన్'),
    titles: [
      {
        id: 801,
        name: t('Electrician', 'इलेक्ट्रीशियन', 'ఎలక్ట్రీషియన్'),
        roles: [
          t('House Wiring', 'हाउस वायरिंग', 'హౌస్ వైరింగ్'),
          t('Industrial Electrician', 'इंडस्ट्रियल इलेक्ट्रीशियन', 'ఇండస్ట్రియల్ ఎలక్ట్రీషియన్'),
        ],
      },
      {
        id: 802,
        name: t('Electrical Helper', 'इलेक्ट्रिकल हेल्पर', 'ఎలక్ట్రికల్ హెల్పర్'),
        roles: [t('Wiring Helper', 'वायरिंग हेल्पर', 'వైరింగ్ హెల్పర్')],
      },
      {
        id: 803,
        name: t('AC Technician', 'एसी टेक्नीशियन', 'ఏసీ టెక్నీషియన్'),
        roles: [
          t('AC Installation', 'एसी इंस्टॉलेशन', 'ఏసీ ఇన్‌స్టలేషన్'),
          t('AC Service & Repair', 'एसी सर्विस और रिपेयर', 'ఏసీ సర్వీస్ & రిపేర్'),
        ],
      },
      {
        id: 804,
        name: t('Maintenance Electrician', 'मेंटेनेंस इलेक्ट्रीशियन', 'మెయింటెనెన్స్ ఎలక్ట్రీషియన్'),
        roles: [t('Building Maintenance', 'बिल्डिंग मेंटेनेंस', 'బిల్డింగ్ మెయింటెనెన్స్')],
      },
    ],
  },
  {
    id: 9,
    name: t('Plumber', 'प्लंबर', 'ప్లంబర్'),
    titles: [
      {
        id: 901,
        name: t('Plumber', 'प्लंबर', 'ప్లంబర్'),
        roles: [
          t('House Plumbing', 'हाउस प्लंबिंग', 'హౌస్ ప్లంబింగ్'),
          t('Bathroom Fitting', 'बाथरूम फ़िटिंग', 'బాత్రూమ్ ఫిట్టింగ్'),
        ],
      },
      {
        id: 902,
        name: t('Plumber Helper', 'प्लंबर हेल्पर', 'ప్లంబర్ హెల్పర్'),
        roles: [t('Plumbing Assistant', 'प्लंबिंग असिस्टेंट', 'ప్లంబింగ్ అసిస్టెంట్')],
      },
      {
        id: 903,
        name: t('Pipe Fitter', 'पाइप फ़िटर', 'పైప్ ఫిట్టర్'),
        roles: [t('Industrial Pipe Fitting', 'इंडस्ट्रियल पाइप फ़िटिंग', 'ఇండస్ట్రియల్ పైప్ ఫిట్టింగ్')],
      },
    ],
  },
  {
    id: 10,
    name: t('Teacher / Tutor', 'टीचर / ट्यूटर', 'టీచర్ / ట్యూటర్'),
    titles: [
      {
        id: 1001,
        name: t('School Teacher', 'स्कूल टीचर', 'స్కూల్ టీచర్'),
        roles: [
          t('Primary Teacher', 'प्राइमरी टीचर', 'ప్రైమరీ టీచర్'),
          t('Maths Teacher', 'गणित टीचर', 'మ్యాథ్స్ టీచర్'),
          t('English Teacher', 'इंग्लिश टीचर', 'ఇంగ్లీష్ టీచర్'),
        ],
      },
      {
        id: 1002,
        name: t('Home Tutor', 'होम ट्यूटर', 'హోమ్ ట్యూటర్'),
        roles: [t('Tuition Teacher', 'ट्यूशन टीचर', 'ట్యూషన్ టీచర్')],
      },
      {
        id: 1003,
        name: t('Play School Teacher', 'प्ले स्कूल टीचर', 'ప్లే స్కూల్ టీచర్'),
        roles: [
          t('Montessori Teacher', 'मॉन्टेसरी टीचर', 'మాంటిస్సోరి టీచర్'),
          t('Nursery Teacher', 'नर्सरी टीचर', 'నర్సరీ టీచర్'),
        ],
      },
      {
        id: 1004,
        name: t('Computer Teacher', 'कंप्यूटर टीचर', 'కంప్యూటర్ టీచర్'),
        roles: [t('Computer Faculty', 'कंप्यूटर फ़ैकल्टी', 'కంప్యూటర్ ఫ్యాకల్టీ')],
      },
    ],
  },
  {
    id: 11,
    name: t('Nurse / Hospital Staff', 'नर्स / हॉस्पिटल स्टाफ़', 'నర్స్ / హాస్పిటల్ స్టాఫ్'),
    titles: [
      {
        id: 1101,
        name: t('Staff Nurse', 'स्टाफ़ नर्स', 'స్టాఫ్ నర్స్'),
        roles: [t('ICU Nurse', 'आईसीयू नर्स', 'ఐసీయూ నర్స్'), t('Ward Nurse', 'वार्ड नर्स', 'వార్డ్ నర్స్')],
      },
      {
        id: 1102,
        name: t('Ward Boy', 'वार्ड बॉय', 'వార్డ్ బాయ్'),
        roles: [t('Patient Care', 'पेशेंट केयर', 'పేషెంట్ కేర్')],
      },
      {
        id: 1103,
        name: t('Lab Technician', 'लैब टेक्नीशियन', 'ల్యాబ్ టెక్నీషియన్'),
        roles: [t('Sample Collection', 'सैंपल कलेक्शन', 'శాంపిల్ కలెక్షన్')],
      },
      {
        id: 1104,
        name: t('Pharmacist', 'फ़ार्मासिस्ट', 'ఫార్మసిస్ట్'),
        roles: [t('Medical Shop Pharmacist', 'मेडिकल स्टोर फ़ार्मासिस्ट', 'మెడికల్ షాప్ ఫార్మసిస్ట్')],
      },
      {
        id: 1105,
        name: t('Caretaker', 'केयरटेकर', 'కేర్‌టేకర్'),
        roles: [t('Elderly Care', 'बुज़ुर्गों की देखभाल', 'వృద్ధుల సంరక్షణ')],
      },
    ],
  },
  {
    id: 12,
    name: t('Receptionist / Front Office', 'रिसेप्शनिस्ट / फ़्रंट ऑफ़िस', 'రిసెప్షనిస్ట్ / ఫ్రంట్ ఆఫీస్'),
    titles: [
      {
        id: 1201,
        name: t('Receptionist', 'रिसेप्शनिस्ट', 'రిసెప్షనిస్ట్'),
        roles: [
          t('Hospital Receptionist', 'हॉस्पिटल रिसेप्शनिस्ट', 'హాస్పిటల్ రిసెప్షనిస్ట్'),
          t('Office Receptionist', 'ऑफ़िस रिसेप्शनिस्ट', 'ఆఫీస్ రిసెప్షనిస్ట్'),
        ],
      },
      {
        id: 1202,
        name: t('Front Office Executive', 'फ़्रंट ऑफ़िस एग्ज़ीक्यूटिव', 'ఫ్రంట్ ఆఫీస్ ఎగ్జిక్యూటివ్'),
        roles: [t('Hotel Front Desk', 'होटल फ़्रंट डेस्क', 'హోటల్ ఫ్రంట్ డెస్క్')],
      },
      {
        id: 1203,
        name: t('Clinic Assistant', 'क्लिनिक असिस्टेंट', 'క్లినిక్ అసిస్టెంట్'),
        roles: [t('Appointment Desk', 'अपॉइंटमेंट डेस्क', 'అపాయింట్‌మెంట్ డెస్క్')],
      },
    ],
  },
  {
    id: 13,
    name: t('Accountant', 'अकाउंटेंट', 'అకౌంటెంట్'),
    titles: [
      {
        id: 1301,
        name: t('Accountant', 'अकाउंटेंट', 'అకౌంటెంట్'),
        roles: [
          t('Tally Accountant', 'टैली अकाउंटेंट', 'టాలీ అకౌంటెంట్'),
          t('GST Accountant', 'जीएसटी अकाउंटेंट', 'జీఎస్టీ అకౌంటెంట్'),
        ],
      },
      {
        id: 1302,
        name: t('Accounts Assistant', 'अकाउंट्स असिस्टेंट', 'అకౌంట్స్ అసిస్టెంట్'),
        roles: [t('Billing', 'बिलिंग', 'బిల్లింగ్')],
      },
      {
        id: 1303,
        name: t('Cashier', 'कैशियर', 'క్యాషియర్'),
        roles: [t('Store Cashier', 'स्टोर कैशियर', 'స్టోర్ క్యాషియర్')],
      },
      {
        id: 1304,
        name: t('Senior Accountant', 'सीनियर अकाउंटेंट', 'సీనియర్ అకౌంటెంట్'),
        roles: [t('Accounts & Audit', 'अकाउंट्स और ऑडिट', 'అకౌంట్స్ & ఆడిట్')],
      },
    ],
  },
  {
    id: 14,
    name: t('Data Entry / Back Office', 'डेटा एंट्री / बैक ऑफ़िस', 'డేటా ఎంట్రీ / బ్యాక్ ఆఫీస్'),
    titles: [
      {
        id: 1401,
        name: t('Data Entry Operator', 'डेटा एंट्री ऑपरेटर', 'డేటా ఎంట్రీ ఆపరేటర్'),
        roles: [
          t('Excel Data Entry', 'एक्सेल डेटा एंट्री', 'ఎక్సెల్ డేటా ఎంట్రీ'),
          t('Typing Work', 'टाइपिंग का काम', 'టైపింగ్ వర్క్'),
        ],
      },
      {
        id: 1402,
        name: t('Back Office Executive', 'बैक ऑफ़िस एग्ज़ीक्यूटिव', 'బ్యాక్ ఆఫీస్ ఎగ్జిక్యూటివ్'),
        roles: [t('Documentation', 'डॉक्यूमेंटेशन', 'డాక్యుమెంటేషన్')],
      },
      {
        id: 1403,
        name: t('MIS Executive', 'एमआईएस एग्ज़ीक्यूटिव', 'ఎంఐఎస్ ఎగ్జిక్యూటివ్'),
        roles: [t('MIS Reporting', 'एमआईएस रिपोर्टिंग', 'ఎంఐఎస్ రిపోర్టింగ్')],
      },
    ],
  },
  {
    id: 15,
    name: t('Warehouse / Helper', 'वेयरहाउस / हेल्पर', 'వేర్‌హౌస్ / హెల్పర్'),
    titles: [
      {
        id: 1501,
        name: t('Warehouse Helper', 'वेयरहाउस हेल्पर', 'వేర్‌హౌస్ హెల్పర్'),
        roles: [t('Loading & Unloading', 'लोडिंग-अनलोडिंग', 'లోడింగ్ & అన్‌లోడింగ్'), t('Packing', 'पैकिंग', 'ప్యాకింగ్')],
      },
      {
        id: 1502,
        name: t('Picker / Packer', 'पिकर / पैकर', 'పికర్ / ప్యాకర్'),
        roles: [t('Order Picking', 'ऑर्डर पिकिंग', 'ఆర్డర్ పికింగ్')],
      },
      {
        id: 1503,
        name: t('Store Keeper', 'स्टोर कीपर', 'స్టోర్ కీపర్'),
        roles: [t('Inventory', 'इन्वेंटरी', 'ఇన్వెంటరీ'), t('Stock Maintenance', 'स्टॉक मेंटेनेंस', 'స్టాక్ మెయింటెనెన్స్')],
      },
      {
        id: 1504,
        name: t('Forklift Operator', 'फ़ोर्कलिफ़्ट ऑपरेटर', 'ఫోర్క్‌లిఫ్ట్ ఆపరేటర్'),
        roles: [t('Forklift Driving', 'फ़ोर्कलिफ़्ट चलाना', 'ఫోర్క్‌లిఫ్ట్ నడపడం')],
      },
      {
        id: 1505,
        name: t('Shop Helper', 'दुकान हेल्पर', 'షాప్ హెల్పర్'),
        roles: [t('General Helper', 'जनरल हेल्पर', 'జనరల్ హెల్పర్')],
      },
    ],
  },
  {
    id: 16,
    name: t('Beautician', 'ब्यूटीशियन', 'బ్యూటీషియన్'),
    titles: [
      {
        id: 1601,
        name: t('Beautician', 'ब्यूटीशियन', 'బ్యూటీషియన్'),
        roles: [
          t('Bridal Makeup', 'ब्राइडल मेकअप', 'బ్రైడల్ మేకప్'),
          t('Facial & Waxing', 'फ़ेशियल और वैक्सिंग', 'ఫేషియల్ & వ్యాక్సింగ్'),
          t('Threading', 'थ्रेडिंग', 'థ్రెడింగ్'),
        ],
      },
      {
        id: 1602,
        name: t('Hair Stylist', 'हेयर स्टाइलिस्ट', 'హెయిర్ స్టైలిస్ట్'),
        roles: [t('Hair Cutting', 'हेयर कटिंग', 'హెయిర్ కటింగ్'), t('Hair Spa', 'हेयर स्पा', 'హెయిర్ స్పా')],
      },
      {
        id: 1603,
        name: t('Mehendi Artist', 'मेहंदी आर्टिस्ट', 'మెహందీ ఆర్టిస్ట్'),
        roles: [t('Bridal Mehendi', 'ब्राइडल मेहंदी', 'బ్రైడల్ మెహందీ')],
      },
      {
        id: 1604,
        name: t('Barber', 'नाई', 'బార్బర్'),
        roles: [t('Salon Barber', 'सैलून बार्बर', 'సెలూన్ బార్బర్')],
      },
    ],
  },
  {
    id: 17,
    name: t('Tailor', 'टेलर', 'టైలర్'),
    titles: [
      {
        id: 1701,
        name: t('Tailor', 'दर्ज़ी', 'దర్జీ'),
        roles: [t('Ladies Tailor', 'लेडीज़ टेलर', 'లేడీస్ టైలర్'), t('Gents Tailor', 'जेंट्स टेलर', 'జెంట్స్ టైలర్')],
      },
      {
        id: 1702,
        name: t('Sewing Machine Operator', 'सिलाई मशीन ऑपरेटर', 'కుట్టు మిషన్ ఆపరేటర్'),
        roles: [t('Garment Stitching', 'गारमेंट सिलाई', 'గార్మెంట్ స్టిచింగ్')],
      },
      {
        id: 1703,
        name: t('Embroidery Worker', 'कढ़ाई कारीगर', 'ఎంబ్రాయిడరీ వర్కర్'),
        roles: [t('Aari Work', 'आरी वर्क', 'ఆరి వర్క్'), t('Maggam Work', 'मग्गम वर्क', 'మగ్గం వర్క్')],
      },
      {
        id: 1704,
        name: t('Alteration Tailor', 'अल्टरेशन टेलर', 'ఆల్టరేషన్ టైలర్'),
        roles: [t('Boutique Alterations', 'बुटीक अल्टरेशन', 'బొటిక్ ఆల్టరేషన్స్')],
      },
    ],
  },
  {
    id: 18,
    name: t('Mechanic', 'मैकेनिक', 'మెకానిక్'),
    titles: [
      {
        id: 1801,
        name: t('Bike Mechanic', 'बाइक मैकेनिक', 'బైక్ మెకానిక్'),
        roles: [t('Two Wheeler Service', 'टू व्हीलर सर्विस', 'టూ వీలర్ సర్వీస్')],
      },
      {
        id: 1802,
        name: t('Car Mechanic', 'कार मैकेनिक', 'కార్ మెకానిక్'),
        roles: [
          t('Car Service', 'कार सर्विस', 'కార్ సర్వీస్'),
          t('Denting & Painting', 'डेंटिंग-पेंटिंग', 'డెంటింగ్ & పెయింటింగ్'),
        ],
      },
      {
        id: 1803,
        name: t('Diesel Mechanic', 'डीज़ल मैकेनिक', 'డీజిల్ మెకానిక్'),
        roles: [t('Truck Mechanic', 'ट्रक मैकेनिक', 'ట్రక్ మెకానిక్')],
      },
      {
        id: 1804,
        name: t('Mobile Repair Technician', 'मोबाइल रिपेयर टेक्नीशियन', 'మొబైల్ రిపేర్ టెక్నీషియన్'),
        roles: [
          t('Chip Level Repair', 'चिप लेवल रिपेयर', 'చిప్ లెవల్ రిపేర్'),
          t('Screen Replacement', 'स्क्रीन बदलना', 'స్క్రీన్ రీప్లేస్‌మెంట్'),
        ],
      },
      {
        id: 1805,
        name: t('Fitter', 'फ़िटर', 'ఫిట్టర్'),
        roles: [t('Machine Fitter', 'मशीन फ़िटर', 'మెషిన్ ఫిట్టర్')],
      },
    ],
  },
  {
    id: 19,
    name: t('Office Assistant / Peon', 'ऑफ़िस असिस्टेंट / चपरासी', 'ఆఫీస్ అసిస్టెంట్ / ప్యూన్'),
    titles: [
      {
        id: 1901,
        name: t('Office Boy', 'ऑफ़िस बॉय', 'ఆఫీస్ బాయ్'),
        roles: [
          t('Tea & Pantry', 'चाय और पैंट्री', 'టీ & ప్యాంట్రీ'),
          t('File Handling', 'फ़ाइल हैंडलिंग', 'ఫైల్ హ్యాండ్లింగ్'),
        ],
      },
      {
        id: 1902,
        name: t('Office Assistant', 'ऑफ़िस असिस्टेंट', 'ఆఫీస్ అసిస్టెంట్'),
        roles: [t('Admin Support', 'एडमिन सपोर्ट', 'అడ్మిన్ సపోర్ట్')],
      },
      {
        id: 1903,
        name: t('Peon', 'चपरासी', 'ప్యూన్'),
        roles: [t('Office Peon', 'ऑफ़िस चपरासी', 'ఆఫీస్ ప్యూన్')],
      },
      {
        id: 1904,
        name: t('Runner Boy', 'रनर बॉय', 'రన్నర్ బాయ్'),
        roles: [t('Bank & Courier Work', 'बैंक और कूरियर का काम', 'బ్యాంక్ & కొరియర్ పనులు')],
      },
    ],
  },
  {
    id: 20,
    name: t('Field Sales Executive', 'फ़ील्ड सेल्स एग्ज़ीक्यूटिव', 'ఫీల్డ్ సేల్స్ ఎగ్జిక్యూటివ్'),
    titles: [
      {
        id: 2001,
        name: t('Field Sales Executive', 'फ़ील्ड सेल्स एग्ज़ीक्यूटिव', 'ఫీల్డ్ సేల్స్ ఎగ్జిక్యూటివ్'),
        roles: [
          t('Door to Door Sales', 'डोर टू डोर सेल्स', 'డోర్ టు డోర్ సేల్స్'),
          t('Retailer Visits', 'रिटेलर विज़िट', 'రిటైలర్ విజిట్స్'),
        ],
      },
      {
        id: 2002,
        name: t('Insurance Advisor', 'इंश्योरेंस एडवाइज़र', 'ఇన్సూరెన్స్ అడ్వైజర్'),
        roles: [t('Life Insurance Sales', 'लाइफ़ इंश्योरेंस सेल्स', 'లైఫ్ ఇన్సూరెన్స్ సేల్స్')],
      },
      {
        id: 2003,
        name: t('Loan Sales Executive', 'लोन सेल्स एग्ज़ीक्यूटिव', 'లోన్ సేల్స్ ఎగ్జిక్యూటివ్'),
        roles: [
          t('Home Loan', 'होम लोन', 'హోమ్ లోన్'),
          t('Personal Loan', 'पर्सनल लोन', 'పర్సనల్ లోన్'),
          t('Gold Loan', 'गोल्ड लोन', 'గోల్డ్ లోన్'),
        ],
      },
      {
        id: 2004,
        name: t('FMCG Sales Representative', 'एफ़एमसीजी सेल्स रिप्रेज़ेंटेटिव', 'ఎఫ్ఎంసీజీ సేల్స్ రిప్రజెంటేటివ్'),
        roles: [t('Route Sales', 'रूट सेल्स', 'రూట్ సేల్స్')],
      },
      {
        id: 2005,
        name: t('Medical Representative', 'मेडिकल रिप्रेज़ेंटेटिव', 'మెడికల్ రిప్రజెంటేటివ్'),
        roles: [t('Pharma Sales', 'फ़ार्मा सेल्स', 'ఫార్మా సేల్స్')],
      },
    ],
  },
  {
    id: 21,
    name: t('Retail / Store Staff', 'रिटेल / स्टोर स्टाफ़', 'రిటైల్ / స్టోర్ స్టాఫ్'),
    titles: [
      {
        id: 2101,
        name: t('Salesman', 'सेल्समैन', 'సేల్స్‌మ్యాన్'),
        roles: [
          t('Textile Showroom Salesman', 'कपड़ा शोरूम सेल्समैन', 'బట్టల షోరూమ్ సేల్స్‌మ్యాన్'),
          t('Jewellery Salesman', 'ज्वेलरी सेल्समैन', 'జ్యువెలరీ సేల్స్‌మ్యాన్'),
        ],
      },
      {
        id: 2102,
        name: t('Sales Girl', 'सेल्स गर्ल', 'సేల్స్ గర్ల్'),
        roles: [
          t('Saree Counter', 'साड़ी काउंटर', 'చీరల కౌంటర్'),
          t('Cosmetics Counter', 'कॉस्मेटिक्स काउंटर', 'కాస్మెటిక్స్ కౌంటర్'),
        ],
      },
      {
        id: 2103,
        name: t('Store Manager', 'स्टोर मैनेजर', 'స్టోర్ మేనేజర్'),
        roles: [t('Supermarket Manager', 'सुपरमार्केट मैनेजर', 'సూపర్ మార్కెట్ మేనేజర్')],
      },
      {
        id: 2104,
        name: t('Supermarket Staff', 'सुपरमार्केट स्टाफ़', 'సూపర్ మార్కెట్ స్టాఫ్'),
        roles: [
          t('Shelf Arrangement', 'शेल्फ़ अरेंजमेंट', 'షెల్ఫ్ అరేంజ్‌మెంట్'),
          t('Billing Counter', 'बिलिंग काउंटर', 'బిల్లింగ్ కౌంటర్'),
        ],
      },
    ],
  },
  {
    id: 22,
    name: t('Hotel Staff / Waiter', 'होटल स्टाफ़ / वेटर', 'హోటల్ స్టాఫ్ / వెయిటర్'),
    titles: [
      {
        id: 2201,
        name: t('Waiter', 'वेटर', 'వెయిటర్'),
        roles: [
          t('Restaurant Waiter', 'रेस्टोरेंट वेटर', 'రెస్టారెంట్ వెయిటర్'),
          t('Banquet Waiter', 'बैंक्वेट वेटर', 'బ్యాంక్వెట్ వెయిటర్'),
        ],
      },
      {
        id: 2202,
        name: t('Steward', 'स्टीवर्ड', 'స్టీవర్డ్'),
        roles: [t('Captain', 'कैप्टन', 'కెప్టెన్')],
      },
      {
        id: 2203,
        name: t('Room Boy', 'रूम बॉय', 'రూమ్ బాయ్'),
        roles: [t('Room Service', 'रूम सर्विस', 'రూమ్ సర్వీస్')],
      },
      {
        id: 2204,
        name: t('Restaurant Manager', 'रेस्टोरेंट मैनेजर', 'రెస్టారెంట్ మేనేజర్'),
        roles: [t('Floor Manager', 'फ़्लोर मैनेजर', 'ఫ్లోర్ మేనేజర్')],
      },
      {
        id: 2205,
        name: t('Tea Master', 'चाय मास्टर', 'టీ మాస్టర్'),
        roles: [t('Tea & Coffee Counter', 'चाय-कॉफ़ी काउंटर', 'టీ & కాఫీ కౌంటర్')],
      },
    ],
  },
  {
    id: 23,
    name: t('Construction / Labour', 'कंस्ट्रक्शन / मज़दूर', 'కన్‌స్ట్రక్షన్ / కూలీ'),
    titles: [
      {
        id: 2301,
        name: t('Mason', 'राजमिस्त्री', 'తాపీ మేస్త్రి'),
        roles: [t('Brick Work', 'ईंट की चिनाई', 'ఇటుక పని'), t('Plastering', 'प्लास्टर का काम', 'ప్లాస్టరింగ్')],
      },
      {
        id: 2302,
        name: t('Construction Labour', 'कंस्ट्रक्शन मज़दूर', 'కన్‌స్ట్రక్షన్ కూలీ'),
        roles: [t('Site Helper', 'साइट हेल्पर', 'సైట్ హెల్పర్')],
      },
      {
        id: 2303,
        name: t('Painter', 'पेंटर', 'పెయింటర్'),
        roles: [t('House Painting', 'घर की पेंटिंग', 'ఇంటి పెయింటింగ్')],
      },
      {
        id: 2304,
        name: t('Carpenter', 'बढ़ई', 'కార్పెంటర్'),
        roles: [
          t('Furniture Work', 'फ़र्नीचर का काम', 'ఫర్నిచర్ వర్క్'),
          t('Modular Kitchen Fitting', 'मॉड्यूलर किचन फ़िटिंग', 'మాడ్యులర్ కిచెన్ ఫిట్టింగ్'),
        ],
      },
      {
        id: 2305,
        name: t('Welder', 'वेल्डर', 'వెల్డర్'),
        roles: [t('Arc Welding', 'आर्क वेल्डिंग', 'ఆర్క్ వెల్డింగ్')],
      },
      {
        id: 2306,
        name: t('Site Supervisor', 'साइट सुपरवाइज़र', 'సైట్ సూపర్‌వైజర్'),
        roles: [t('Civil Site Supervision', 'सिविल साइट सुपरविज़न', 'సివిల్ సైట్ సూపర్విజన్')],
      },
    ],
  },
  {
    id: 24,
    name: t('Computer Operator', 'कंप्यूटर ऑपरेटर', 'కంప్యూటర్ ఆపరేటర్'),
    titles: [
      {
        id: 2401,
        name: t('Computer Operator', 'कंप्यूटर ऑपरेटर', 'కంప్యూటర్ ఆపరేటర్'),
        roles: [
          t('MS Office Work', 'एमएस ऑफ़िस का काम', 'ఎంఎస్ ఆఫీస్ వర్క్'),
          t('Online Form Filling', 'ऑनलाइन फ़ॉर्म भरना', 'ఆన్‌లైన్ ఫామ్ ఫిల్లింగ్'),
        ],
      },
      {
        id: 2402,
        name: t('DTP Operator', 'डीटीपी ऑपरेटर', 'డీటీపీ ఆపరేటర్'),
        roles: [t('Designing & Printing', 'डिज़ाइनिंग और प्रिंटिंग', 'డిజైనింగ్ & ప్రింటింగ్')],
      },
      {
        id: 2403,
        name: t('Internet Centre Operator', 'इंटरनेट सेंटर ऑपरेटर', 'ఇంటర్నెట్ సెంటర్ ఆపరేటర్'),
        roles: [
          t('Xerox & Printing', 'ज़ेरॉक्स और प्रिंटिंग', 'జిరాక్స్ & ప్రింటింగ్'),
          t('CSC Online Services', 'सीएससी ऑनलाइन सेवाएँ', 'సీఎస్సీ ఆన్‌లైన్ సేవలు'),
        ],
      },
      {
        id: 2404,
        name: t('Typist', 'टाइपिस्ट', 'టైపిస్ట్'),
        roles: [t('English Typing', 'इंग्लिश टाइपिंग', 'ఇంగ్లీష్ టైపింగ్')],
      },
    ],
  },
  {
    id: 25,
    name: t('Factory / Production', 'फ़ैक्ट्री / प्रोडक्शन', 'ఫ్యాక్టరీ / ప్రొడక్షన్'),
    titles: [
      {
        id: 2501,
        name: t('Machine Operator', 'मशीन ऑपरेटर', 'మెషిన్ ఆపరేటర్'),
        roles: [t('CNC Operator', 'सीएनसी ऑपरेटर', 'సీఎన్‌సీ ఆపరేటర్'), t('Lathe Operator', 'लेथ ऑपरेटर', 'లేత్ ఆపరేటర్')],
      },
      {
        id: 2502,
        name: t('Production Helper', 'प्रोडक्शन हेल्पर', 'ప్రొడక్షన్ హెల్పర్'),
        roles: [t('Assembly Line Worker', 'असेंबली लाइन वर्कर', 'అసెంబ్లీ లైన్ వర్కర్')],
      },
      {
        id: 2503,
        name: t('Quality Checker', 'क्वालिटी चेकर', 'క్వాలిటీ చెకర్'),
        roles: [t('QC Inspection', 'क्यूसी इंस्पेक्शन', 'క్యూసీ ఇన్‌స్పెక్షన్')],
      },
    ],
  },
]
