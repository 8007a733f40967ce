import { ENGLISH_MONTHS, type MonthNames } from '@localjobs/ui/format'
import type { MessagesOf } from '../../translations.ts'

const months: MonthNames = ENGLISH_MONTHS

/** The job details page. */
const jobs = {
  jobFacts: 'About the job',
  qualification: 'Qualification',
  shift: 'Shift',
  gender: 'Gender',
  openings: 'Openings',
  feesCharged: 'Fees charged',
  applyNow: 'Apply',
  applying: 'Applying…',
  applied: 'Applied',
  appliedNote: 'You have applied for this job. The employer may call you.',
  applyTitle: 'Apply Job',
  applyFailed: 'Something went wrong while applying. Please try again.',
  statusTitle: 'info',
  statusFailed: 'Something went to wrong',
  description: 'Job description',
  postedOn: ({ date }: { date: string }) => `Posted on ${date}`,
  applyBefore: ({ date }: { date: string }) => `Apply before ${date}`,
  /** short month names for 'D MMM, YYYY' dates (formatPostedDate) */
  months,
  /** the words of the page title's pattern (spec section 2: '… Job Id : {id} : {product} Jobs') */
  titleJobId: 'Job Id',
  titleProductJobs: ({ product }: { product: string }) => `${product} Jobs`,
  feeWarningTitle: 'This employer charges a fee.',
  feeWarning: ({ product }: { product: string }) =>
    `Never pay before you have met the employer and seen the workplace. If anyone asks for money to give you a job, report it to ${product}.`,
  similarJobs: 'Similar jobs',
  moreSimilarJobs: 'More similar jobs',
  reportJob: 'Report this job',
  shareOnWhatsApp: 'Share on WhatsApp',
  shareText: ({ title, company }: { title: string; company: string }) =>
    `Job: ${title} at ${company}. Apply here:`,
  goneTitle: 'This job is no longer available',
  goneText: 'The employer has stopped taking applications for this job. Similar jobs are waiting for you.',
}

export type JobMessages = MessagesOf<typeof jobs>
export default jobs
