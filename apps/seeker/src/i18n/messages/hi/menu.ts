import type { MenuMessages } from '../en/menu.ts'

const menu: MenuMessages = {
  title: 'मेन्यू',
  description: 'साइट पर बाकी सब कुछ',
  close: 'मेन्यू बंद करें',
  findJobs: 'नौकरी खोजें',
  allCategoriesAndPlaces: 'सभी कैटेगरी और जगहें',
  yourAccount: 'आपका खाता',
  logInToSee: 'अपनी जॉब प्रोफ़ाइल और जिन नौकरियों पर आपने आवेदन किया, उन्हें देखने के लिए लॉग इन करें।',
  myProfile: 'मेरी जॉब प्रोफ़ाइल',
  myApplications: 'मेरे आवेदन',
  forEmployers: 'नियोक्ताओं के लिए',
  hireStaffNote: 'नौकरी पोस्ट करें और अपने आस-पास के उम्मीदवारों से मिलें।',
  help: 'मदद',
}

export default menu
