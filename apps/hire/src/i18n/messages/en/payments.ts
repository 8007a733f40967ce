import type { MessagesOf } from '../../translations.ts'

/**
 * The payment screens (issue #10): the payment status page, the pay-later page, the payment history and its
 * receipts, the agent's checkout, and the checkout's own messages. 'Success' and 'Failed' are spec section
 * 4's result labels, exactly.
 */
const payments = {
  // The checkout
  opening: 'Opening the payment…',
  checkoutFailed: 'The payment could not start. Check your connection and try again.',
  orderRefused: 'We could not start this payment. Please try again.',

  // The payment status page
  statusTitle: 'Payment status',
  statusDescription: 'The result of your payment for a job post plan.',
  success: 'Success',
  failed: 'Failed',
  pending: 'We are confirming your payment…',
  pendingText: 'This takes a few seconds. You can stay on this page.',
  successNext:
    'Your plan is now active on your job post. A post in review goes live with this plan once approved.',
  failedNext: 'The payment did not go through, and your plan is not active. You can pay again.',
  payAgain: 'Pay again',
  backToDashboard: 'Back to dashboard',
  orderLabel: 'Order',
  planLabel: 'Plan',
  amountLabel: 'Amount',
  jobLabel: 'Job post',
  districtsLabel: 'Districts',
  loading: 'Loading your payment…',
  loadFailed: 'We could not load this payment. Check your connection and try again.',
  notFound: 'We could not find this payment.',
  retry: 'Try again',

  // The pay-later page
  descriptiveTitle: 'Choose a plan for your job post',
  descriptiveDescription: 'Plans for your job post: more applicants, a featured post and candidate contacts.',
  descriptiveIntro:
    'Your job post is listed free. A plan makes it featured, lets you see more applicants and gives you contacts from our candidate database.',
  payButton: ({ amount }: { amount: string }) => `Pay ${amount}`,
  noSubmission: 'Open this page from one of your job posts on the dashboard.',
  leaveTitle: 'Leave without a plan?',
  leaveText: '75000+ candidates are actively looking for job. A plan shows your post to more of them.',
  stay: 'Choose a plan',
  leave: 'Leave',

  // The payment history
  historyTitle: 'Payment history',
  historyDescription: 'Your payments for job post plans, with receipts.',
  historyLink: 'Payment history',
  historyEmpty: 'No payments yet',
  historyEmptyText: 'Your payments for job post plans will be listed here.',
  historyFailed: 'We could not load your payments. Check your connection and try again.',
  dateLabel: 'Date',
  statusLabel: 'Status',
  statusCreated: 'Not paid',
  statusAttempted: 'Not paid',
  statusPaid: 'Paid',
  statusFailed: 'Failed',
  viewReceipt: 'Receipt',
  loadMore: 'Load more',
  loadingMore: 'Loading…',

  // The receipt
  receiptTitle: 'Receipt',
  receiptNumber: 'Receipt number',
  sellerGstin: 'GSTIN',
  orderId: 'Order ID',
  paymentId: 'Payment ID',
  paidOn: 'Paid on',
  netAmount: 'Amount before GST',
  gstAmount: ({ percent }: { percent: string }) => `GST (${percent}%)`,
  totalAmount: 'Total',
  print: 'Print',
  notPaidYet: 'This order is not paid, so it has no receipt.',

  // The agent's checkout
  agentTitle: 'Agent checkout',
  agentDescription: 'Send an advertiser a payment link for a plan.',
  agentMobile: 'Advertiser mobile number',
  agentSubmission: 'Job post number',
  agentSubmissionHint: 'The number of the post on the advertiser’s dashboard.',
  agentCreate: 'Send payment link',
  agentSending: 'Sending…',
  agentSent: ({ mobile }: { mobile: string }) => `Payment link sent to ${mobile}`,
  agentLinks: 'Your payment links',
  agentLinksEmpty: 'No payment links yet',
  agentNotAgent: 'This page is for agents only.',
  agentMobileInvalid: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
  agentSubmissionInvalid: 'Enter the job post number.',
  agentPlanRequired: 'Choose a plan.',
  linkCreated: 'Waiting for payment',
  linkPaid: 'Paid',
  linkExpired: 'Expired',
  linkCancelled: 'Cancelled',
}

export type PaymentsMessages = MessagesOf<typeof payments>
export default payments
