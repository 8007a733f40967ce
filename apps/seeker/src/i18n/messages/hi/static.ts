import type { StaticMessages } from '../en/static.ts'

const words: StaticMessages = {
  findAJob: 'नौकरी खोजें',
  createAccount: 'अकाउंट बनाएँ',
  postAJob: 'नौकरी पोस्ट करें',
  fraudWarningTitle: 'नौकरी पाने के लिए कभी पैसे न दें।',
  fraudWarning: ({ product }) =>
    `${product} नौकरी खोजने वालों के लिए मुफ़्त है। अगर कोई रिक्रूटर आपसे पैसे माँगे, तो पैसे न दें और हमें उस नौकरी की शिकायत करें।`,
  supportIntro: 'मदद चाहिए? हमें लिखें या कॉल करें:',

  faqTitle: 'अक्सर पूछे जाने वाले सवाल',
  howToGetJobQuestion: ({ product }) => `${product} पर नौकरी कैसे पाएँ?`,
  howToGetJobAnswer: ({ product }) =>
    `${product} पर अपने पास की नौकरियाँ खोजें, फ़िल्टर से उन्हें छाँटें, नौकरी खोलकर काम, सैलरी और समय के बारे में पढ़ें, और सीधे नियोक्ता को आवेदन करें। यह मुफ़्त है: नौकरी के लिए कभी किसी को पैसे न दें।`,
  jobTypesQuestion: 'किस तरह की नौकरियाँ मिलती हैं?',
  jobTypesAnswer:
    'फ़ुल टाइम, पार्ट टाइम, कॉन्ट्रैक्ट, वर्क फ़्रॉम होम और इंटर्नशिप की नौकरियाँ, फ़्रेशर और अनुभवी दोनों के लिए, दिन और रात की शिफ़्ट से लेकर फ़्लेक्सिबल टाइमिंग तक।',
  whereAvailableQuestion: ({ product }) => `${product} कहाँ-कहाँ उपलब्ध है?`,
  whereAvailableAnswer: ({ product }) =>
    `${product} पर भारत के 70+ शहरों में नौकरियाँ हैं, और हर दिन 10,000 से ज़्यादा नई नौकरियाँ जुड़ती हैं।`,
  categoriesQuestion: 'कौन-कौन सी कैटेगरी की नौकरियाँ मिलती हैं?',
  categoriesAnswer:
    'ड्राइवर, डिलीवरी, सेल्स और मार्केटिंग, टेलीकॉलर, ऑफ़िस असिस्टेंट, कुक, सिक्योरिटी गार्ड, इलेक्ट्रीशियन, नर्स, टीचर और बहुत कुछ।',
  allCategoriesAndPlaces: 'सभी कैटेगरी और जगहें देखें',
}

export default words
