import type { MessagesOf } from '../../translations.ts'

/**
 * The post-job form's step 4 (the plan), the review page ('Review your job post', spec section 2), the
 * submit, and the dashboard's jobs (its list, the notice after a post, the CSAT question). Quoted spec
 * strings stay exactly as the spec writes them in English.
 */
const postJobReview = {
  // Step 4: the plan
  planLegend: 'Choose a plan',
  planHint: 'You pay after our team reviews your post.',
  plansLoading: 'Loading the plans…',
  plansFailed: 'We could not load the plans. Check your connection and try again.',
  retry: 'Try again',
  validityDays: ({ count }: { count: string }) => `${count} days`,
  validTill: ({ date }: { date: string }) => `Valid till ${date}`,
  perDistrict: 'for one district',
  addOnLabel: ({ name, price }: { name: string; price: string }) => `${name} (+${price})`,
  addOnHint: 'Add to your plan (optional)',
  plusGst: '+ GST',
  applicantsAllowed: ({ count }: { count: string }) => `Up to ${count} applicants`,
  applicantsUnlimited: 'Unlimited applicants',
  databaseContacts: ({ count }: { count: string }) => `${count} candidate database contacts`,
  featured: 'Featured',
  districtsLegend: 'Districts',
  districtsHint: ({ price }: { price: string }) =>
    `Your job's district is the first. Each more district: ${price} + GST.`,
  districtsCount: ({ count }: { count: string }) => (count === '1' ? '1 district' : `${count} districts`),
  fewerDistricts: 'One district fewer',
  moreDistricts: 'One more district',
  priceNet: 'Price',
  priceGst: ({ percent }: { percent: string }) => `GST (${percent}%)`,
  priceTotal: 'Total',
  payNowHint: 'You pay for the plan when you submit your post.',

  // The review page
  title: 'Review your job post',
  description: 'Check your job post before you submit it for review.',
  backToJobs: 'Back to all jobs',
  loading: 'Loading your job post…',
  loadFailed: 'We could not load your job post. Check your connection and try again.',
  edit: 'Edit',
  notGiven: 'Not given',
  sectionJobTitle: 'Job title',
  sectionJobRole: 'Job role',
  sectionJobCategory: 'Job category',
  sectionJobDescription: 'Job description',
  sectionOpenings: 'Number of openings',
  sectionJobType: 'Job type',
  sectionMonthlyIncome: 'Monthly income',
  sectionJobShift: 'Job shift',
  sectionFeesCharged: 'Fees Charged',
  sectionMinimumEducation: 'Minimum education',
  sectionExperience: 'Years of experience',
  sectionPreferredGender: 'Preferred gender',
  sectionCompanyType: 'Company type',
  sectionCompanyName: 'Company name to be displayed',
  sectionPlan: 'Plan',
  feeWithAmount: ({ name, price }: { name: string; price: string }) => `${name}, ${price}`,
  payLater: 'Pay after review',
  stepName1: 'Job details',
  stepName2: 'Candidate requirements and contact',
  stepName3: 'Company details',
  stepName4: 'Plan',

  // Submitting
  submit: 'Submit for review',
  submitting: 'Submitting…',
  submitted: 'Post submitted for review',
  submitRefused: 'Some details need a change before your post can be submitted:',
  fixStep: ({ name }: { name: string }) => `Correct ${name}`,
  submitOffline: 'You are offline. Your post is kept here: submit again when you are connected.',
  submitFailed: 'We could not submit your post. Nothing is lost: please try again.',

  // The dashboard's jobs
  inReview: 'Your job post is in review. Our team will reach out to you in next 24 hours.',
  closeNotice: 'Close',
  csatQuestion: 'Anything we could do better? (optional)',
  csatLongerTime: 'Longer time to get job live',
  csatRelevantLeads: 'Not getting relevant leads',
  csatRightCandidates: 'Not able to find right candidates',
  csatComplex: 'App web is complex',
  csatSupport: 'Support from the product team',
  csatThanks: 'Thank you for telling us.',
  openings: ({ count }: { count: string }) => (count === '1' ? '1 opening' : `${count} openings`),
  postedOn: ({ date }: { date: string }) => `Posted on ${date}`,
  jobsLoading: 'Loading your jobs…',
  jobsFailed: 'We could not load your jobs. Check your connection and try again.',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
}

export type PostJobReviewMessages = MessagesOf<typeof postJobReview>
export default postJobReview
