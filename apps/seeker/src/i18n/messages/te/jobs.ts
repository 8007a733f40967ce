import type { JobMessages } from '../en/jobs.ts'

const jobs: JobMessages = {
  jobFacts: 'ఉద్యోగం గురించి',
  qualification: 'విద్యార్హత',
  shift: 'షిఫ్ట్',
  gender: 'లింగం',
  openings: 'ఖాళీలు',
  feesCharged: 'ఫీజు వసూలు',
  description: 'ఉద్యోగ వివరణ',
  postedOn: ({ date }) => `${date}న పోస్ట్ చేశారు`,
  applyBefore: ({ date }) => `${date} లోపు దరఖాస్తు చేయండి`,
  feeWarningTitle: 'ఈ యజమాని ఫీజు వసూలు చేస్తారు.',
  feeWarning: ({ product }) =>
    `యజమానిని కలిసి, పని చేసే చోటు చూడకముందు ఎప్పుడూ డబ్బు చెల్లించకండి. ఉద్యోగం ఇవ్వడానికి ఎవరైనా డబ్బు అడిగితే ${product}కు ఫిర్యాదు చేయండి.`,
  similarJobs: 'ఇలాంటి ఉద్యోగాలు',
  moreSimilarJobs: 'మరిన్ని ఇలాంటి ఉద్యోగాలు',
  goneTitle: 'ఈ ఉద్యోగం ఇప్పుడు అందుబాటులో లేదు',
  goneText: 'ఈ ఉద్యోగానికి యజమాని దరఖాస్తులు తీసుకోవడం ఆపేశారు. ఇలాంటి ఉద్యోగాలు మీ కోసం ఎదురుచూస్తున్నాయి.',
}

export default jobs
