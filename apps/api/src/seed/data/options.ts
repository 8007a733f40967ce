import type { Translations } from './types.ts'

interface Option {
  code: string
  label: Translations
}

interface ExperienceBand {
  min: number
  max: number
  label: Translations
}

type DetailLabel =
  | 'Experience'
  | 'Salary'
  | 'Qualification'
  | 'Job Type'
  | 'Shift'
  | 'Gender'
  | 'Openings'
  | 'Fees Charged'

export const jobTypes: Option[] = [
  { code: 'full_time', label: { en: 'Full Time', hi: 'फ़ुल टाइम', te: 'ఫుల్ టైమ్' } },
  { code: 'part_time', label: { en: 'Part Time', hi: 'पार्ट टाइम', te: 'పార్ట్ టైమ్' } },
  { code: 'contract', label: { en: 'Contract', hi: 'कॉन्ट्रैक्ट', te: 'కాంట్రాక్ట్' } },
  { code: 'work_from_home', label: { en: 'Work From Home', hi: 'वर्क फ़्रॉम होम', te: 'వర్క్ ఫ్రమ్ హోమ్' } },
  { code: 'internship', label: { en: 'Internship', hi: 'इंटर्नशिप', te: 'ఇంటర్న్‌షిప్' } },
]

export const shifts: Option[] = [
  { code: 'day', label: { en: 'Day Shift', hi: 'डे शिफ़्ट', te: 'డే షిఫ్ట్' } },
  { code: 'night', label: { en: 'Night Shift', hi: 'नाइट शिफ़्ट', te: 'నైట్ షిఫ్ట్' } },
  { code: 'rotational', label: { en: 'Rotational Shift', hi: 'रोटेशनल शिफ़्ट', te: 'రొటేషనల్ షిఫ్ట్' } },
  { code: 'flexible', label: { en: 'Flexible Timings', hi: 'फ़्लेक्सिबल टाइमिंग', te: 'ఫ్లెక్సిబుల్ టైమింగ్స్' } },
]

export const qualifications: Option[] = [
  {
    code: 'no_education',
    label: { en: 'No education needed', hi: 'पढ़ाई ज़रूरी नहीं', te: 'చదువు అవసరం లేదు' },
  },
  { code: 'below_10th', label: { en: 'Below 10th', hi: '10वीं से कम', te: '10వ తరగతి లోపు' } },
  { code: '10th_pass', label: { en: '10th Pass', hi: '10वीं पास', te: '10వ తరగతి పాస్' } },
  { code: '12th_pass', label: { en: '12th Pass', hi: '12वीं पास', te: 'ఇంటర్ పాస్' } },
  { code: 'iti', label: { en: 'ITI', hi: 'आईटीआई', te: 'ఐటీఐ' } },
  { code: 'diploma', label: { en: 'Diploma', hi: 'डिप्लोमा', te: 'డిప్లొమా' } },
  { code: 'graduate', label: { en: 'Graduate', hi: 'ग्रेजुएट', te: 'డిగ్రీ' } },
  { code: 'post_graduate', label: { en: 'Post Graduate', hi: 'पोस्ट ग्रेजुएट', te: 'పోస్ట్ గ్రాడ్యుయేషన్' } },
]

export const genders: Option[] = [
  { code: 'any', label: { en: 'Any', hi: 'कोई भी', te: 'ఎవరైనా' } },
  { code: 'male', label: { en: 'Male', hi: 'पुरुष', te: 'పురుషులు' } },
  { code: 'female', label: { en: 'Female', hi: 'महिला', te: 'మహిళలు' } },
]

export const experienceBands: ExperienceBand[] = [
  { min: 0, max: 0, label: { en: 'Fresher', hi: 'फ़्रेशर', te: 'ఫ్రెషర్' } },
  { min: 0, max: 1, label: { en: '0-1 year', hi: '0-1 साल', te: '0-1 సంవత్సరం' } },
  { min: 1, max: 2, label: { en: '1-2 years', hi: '1-2 साल', te: '1-2 సంవత్సరాలు' } },
  { min: 2, max: 5, label: { en: '2-5 years', hi: '2-5 साल', te: '2-5 సంవత్సరాలు' } },
  { min: 5, max: 30, label: { en: '5+ years', hi: '5+ साल', te: '5+ సంవత్సరాలు' } },
]

/** Labels of the primary details block on a job card and the job details page. */
export const detailLabels: Record<DetailLabel, Translations> = {
  Experience: { en: 'Experience', hi: 'अनुभव', te: 'అనుభవం' },
  Salary: { en: 'Salary', hi: 'सैलरी', te: 'జీతం' },
  Qualification: { en: 'Qualification', hi: 'योग्यता', te: 'విద్యార్హత' },
  'Job Type': { en: 'Job Type', hi: 'नौकरी का प्रकार', te: 'ఉద్యోగ రకం' },
  Shift: { en: 'Shift', hi: 'शिफ़्ट', te: 'షిఫ్ట్' },
  Gender: { en: 'Gender', hi: 'लिंग', te: 'లింగం' },
  Openings: { en: 'Openings', hi: 'खाली पद', te: 'ఖాళీలు' },
  'Fees Charged': { en: 'Fees Charged', hi: 'फ़ीस ली जाती है', te: 'ఫీజు వసూలు' },
}

export const yesNo: { yes: Translations; no: Translations } = {
  yes: { en: 'Yes', hi: 'हाँ', te: 'అవును' },
  no: { en: 'No', hi: 'नहीं', te: 'లేదు' },
}

export const perMonth: Translations = { en: 'per month', hi: 'प्रति माह', te: 'నెలకు' }
