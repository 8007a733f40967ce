import type { PlaceMessages } from '../en/places.ts'

const places: PlaceMessages = {
  findCity: 'अपना शहर खोजें',
  noCity: 'इस नाम के किसी शहर में अभी नौकरियाँ नहीं हैं।',
  allCities: 'सभी शहर देखें',
  jobCount: ({ count }) => `${count} नौकरियाँ`,
  locating: 'आपकी जगह पता की जा रही है',
  jobsNear: ({ place }) => `${place} के पास की नौकरियाँ`,
  locationDenied:
    'अनुमति न मिलने के कारण हम आपकी जगह का इस्तेमाल नहीं कर सके। नीचे अपना शहर चुनें, या ब्राउज़र की सेटिंग में इस साइट को जगह की अनुमति दें और फिर से कोशिश करें।',
  locationUnavailable: 'इस डिवाइस पर आपकी जगह पता नहीं चल सकी। नीचे अपना शहर चुनें।',
  locationNeedsHttps:
    'आपकी जगह पता करने के लिए सुरक्षित (https) कनेक्शन चाहिए, और यह पेज सादे http पर खुला है। नीचे अपना शहर चुनें, या पते की शुरुआत में https:// लगाकर साइट फिर से खोलें।',
  nearestFirst: 'सबसे पास की नौकरियाँ पहले। दूरी हर नौकरी के इलाके तक की है।',
  noPlaceNearby: 'आपके पास नौकरियों वाली कोई जगह नहीं मिली। नीचे अपना शहर चुनें।',
  tryLocationAgain: 'मेरी जगह फिर से देखें',
  pickCity: 'आपका शहर',
  pickCityPlaceholder: 'शहर चुनें',
  showJobs: 'नौकरियाँ दिखाएँ',
}

export default places
