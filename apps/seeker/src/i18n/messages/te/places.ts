import type { PlaceMessages } from '../en/places.ts'

const places: PlaceMessages = {
  findCity: 'మీ నగరాన్ని వెతకండి',
  noCity: 'ఈ పేరుతో ఉన్న ఏ నగరంలోనూ ఇంకా ఉద్యోగాలు లేవు.',
  allCities: 'అన్ని నగరాలు చూడండి',
  jobCount: ({ count }) => `${count} ఉద్యోగాలు`,
  locating: 'మీరు ఎక్కడ ఉన్నారో చూస్తున్నాం',
  jobsNear: ({ place }) => `${place} దగ్గరలోని ఉద్యోగాలు`,
  locationDenied:
    'అనుమతి ఇవ్వనందున మీ ప్రాంతాన్ని ఉపయోగించలేకపోయాం. కింద మీ నగరాన్ని ఎంచుకోండి, లేదా బ్రౌజర్ సెట్టింగ్స్‌లో ఈ సైట్‌కు లొకేషన్ అనుమతి ఇచ్చి మళ్ళీ ప్రయత్నించండి.',
  locationUnavailable: 'ఈ పరికరంలో మీ ప్రాంతం కనబడలేదు. కింద మీ నగరాన్ని ఎంచుకోండి.',
  noPlaceNearby: 'మీ దగ్గరలో ఉద్యోగాలు ఉన్న ప్రాంతం కనబడలేదు. కింద మీ నగరాన్ని ఎంచుకోండి.',
  tryLocationAgain: 'నా ప్రాంతాన్ని మళ్ళీ చూడండి',
  pickCity: 'మీ నగరం',
  pickCityPlaceholder: 'నగరాన్ని ఎంచుకోండి',
  showJobs: 'ఉద్యోగాలు చూపించండి',
}

export default places
