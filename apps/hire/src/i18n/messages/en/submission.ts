import type { MessagesOf } from '../../translations.ts'

/**
 * The job's page ("submission details", issue #8): one of the advertiser's posts with its status, the
 * reason ops gave, its validity, its history and its actions; and the post-job form's edit mode.
 */
const submission = {
  title: 'Your job',
  description: 'The status of your job post, what to fix and what you can do with it.',
  loading: 'Loading your job…',
  loadFailed: 'We could not load your job. Check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'Job not found',
  notFoundText: 'This job is not one of your posts, or it does not exist.',
  backToJobs: 'Back to your jobs',
  status: 'Status',
  reasonHeading: 'What to fix',
  rejectedHeading: 'Why it was rejected',
  validFrom: 'Valid from',
  validThrough: 'Valid till',
  notLive: 'Not live yet',
  historyHeading: 'History',
  historyEmpty: 'No changes yet.',
  historyMove: ({ from, to }: { from: string; to: string }) => `${from} → ${to}`,
  historySubmitted: ({ to }: { to: string }) => `Submitted: ${to}`,
  actionsHeading: 'What you can do',
  edit: 'Edit',
  close: 'Close job',
  closeConfirm: 'Close this job now? Job seekers will no longer see it.',
  closeYes: 'Yes, close it',
  closeNo: 'No, keep it',
  closed: 'Job closed',
  closeFailed: 'We could not close the job. Please try again.',
  renew: 'Renew',
  choosePlan: 'Choose a plan and pay',
  renewWithChanges: 'Renew with changes',
  renewed: 'Job renewed',
  renewFailed: 'We could not renew the job. Please try again.',
  offline: 'You are offline. Try again when you are connected.',
  resubmitted: 'Your changes were sent for review.',
  noticeClose: 'Close',
  // The post-job form in edit mode
  editTitle: 'Edit your job post',
  renewTitle: 'Renew your job post',
  resubmit: 'Resubmit for review',
  renewSubmit: 'Renew and send for review',
  resubmitting: 'Sending…',
  editOffline:
    'You are offline. Your changes are kept on this phone: send them again when you are connected.',
  editFailed: 'We could not send your changes. Nothing is lost: please try again.',
  editRefused: 'Some details need a change:',
  cannotEdit: 'This job cannot be changed now.',
  cancelEdit: 'Back to the job',
  /** issue #9: the job's applicants (decision 034), with how many applied */
  viewApplicants: ({ count }: { count: string }) => `View applicants (${count})`,
  /** issue #9: the post as the advertiser wrote it, and its plan (decision 033, amendment) */
  detailsHeading: 'Job details',
  detailsLoading: 'Loading the job details…',
  detailsFailed: 'We could not load the job details. Check your connection and try again.',
  planFailed: 'We could not load the plan.',
}

export type SubmissionMessages = MessagesOf<typeof submission>
export default submission
