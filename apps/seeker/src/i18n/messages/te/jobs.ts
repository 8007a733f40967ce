import type { JobMessages } from '../en/jobs.ts'

// CLDR's short names (what Intl prints for te-IN today), written out: see formatPostedDate.
const months: JobMessages['months'] = [
  'జన',
  'ఫిబ్ర',
  'మార్చి',
  'ఏప్రి',
  'మే',
  'జూన్',
  'జులై',
  'ఆగ',
  'సెప్టెం',
  'అక్టో',
  'నవం',
  'డిసెం',
]

const jobs: JobMessages = {
  jobFacts: 'ఉద్యోగం గురించి',
  qualification: 'విద్యార్హత',
  shift: 'షిఫ్ట్',
  gender: 'లింగం',
  openings: 'ఖాళీలు',
  feesCharged: 'ఫీజు వసూలు',
  applyNow: 'దరఖాస్తు చేయండి',
  applying: 'దరఖాస్తు చేస్తున్నాం…',
  applied: 'దరఖాస్తు చేశారు',
  appliedNote: 'మీరు ఈ ఉద్యోగానికి దరఖాస్తు చేశారు. యజమాని మీకు కాల్ చేయవచ్చు.',
  applyTitle: 'ఉద్యోగ దరఖాస్తు',
  applyFailed: 'దరఖాస్తు చేస్తున్నప్పుడు ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
  statusTitle: 'సమాచారం',
  statusFailed: 'ఏదో పొరపాటు జరిగింది',
  description: 'ఉద్యోగ వివరణ',
  postedOn: ({ date }) => `${date}న పోస్ట్ చేశారు`,
  applyBefore: ({ date }) => `${date} లోపు దరఖాస్తు చేయండి`,
  months,
  titleJobId: 'ఉద్యోగ ఐడీ',
  titleProductJobs: ({ product }) => `${product} ఉద్యోగాలు`,
  feeWarningTitle: 'ఈ యజమాని ఫీజు వసూలు చేస్తారు.',
  feeWarning: ({ product }) =>
    `యజమానిని కలిసి, పని చేసే చోటు చూడకముందు ఎప్పుడూ డబ్బు చెల్లించకండి. ఉద్యోగం ఇవ్వడానికి ఎవరైనా డబ్బు అడిగితే ${product}కు ఫిర్యాదు చేయండి.`,
  similarJobs: 'ఇలాంటి ఉద్యోగాలు',
  moreSimilarJobs: 'మరిన్ని ఇలాంటి ఉద్యోగాలు',
  reportJob: 'ఈ ఉద్యోగంపై ఫిర్యాదు చేయండి',
  shareOnWhatsApp: 'WhatsAppలో షేర్ చేయండి',
  shareText: ({ title, company }: { title: string; company: string }) =>
    `ఉద్యోగం: ${company}లో ${title}. ఇక్కడ దరఖాస్తు చేయండి:`,
  goneTitle: 'ఈ ఉద్యోగం ఇప్పుడు అందుబాటులో లేదు',
  goneText: 'ఈ ఉద్యోగానికి యజమాని దరఖాస్తులు తీసుకోవడం ఆపేశారు. ఇలాంటి ఉద్యోగాలు మీ కోసం ఎదురుచూస్తున్నాయి.',
}

export default jobs
