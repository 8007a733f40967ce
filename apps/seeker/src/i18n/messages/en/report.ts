import type { MessagesOf } from '../../translations.ts'

/**
 * "Report this job" on a job's page (issue #8): the sheet's words, loaded with it on the first tap
 * (`REPORT_WORDS` of features/job-details/components/report-dialog.tsx, not the page's catalog). Its title
 * is the button's label, `jobs.reportJob`. The reasons' labels are the shared ones
 * (`@localjobs/api-client/review/reasons`), as the ops desk shows them.
 */
const report = {
  description: 'Tell us what is wrong with this job.',
  reason: 'What is wrong?',
  text: 'Tell us more',
  textHint: 'Needed when you choose Other.',
  textOptional: 'Optional.',
  counter: ({ count, max }: { count: string; max: string }) => `${count} of ${max} characters`,
  send: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  thanks: 'Thank you for telling us. Our team will check this job.',
  alreadyReported: 'You have already reported this job. Our team will check it.',
  limit: 'You have sent many reports today. Please try again tomorrow.',
  notLive: 'This job is no longer open, so it cannot be reported.',
  offline: 'You are offline. Your report is kept here: send it again when you are back online.',
  failed: 'Your report could not be sent. Please try again.',
  loginAgain: 'Please log in again to send your report.',
}

export type ReportMessages = MessagesOf<typeof report>
export default report
