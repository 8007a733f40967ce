/**
 * Spec section 4's hiding rule, in one place (decision 034): for a rejected post, a lead is hidden unless it
 * has a classified (it applied to the published job) or the post's payment type is pay_later. In our model a
 * response always has a classified, so a rejected post keeps its responses; its database and verified
 * candidates (no classified) are hidden unless it is pay_later. The leads list answers a hidden tab empty
 * (count 0) and the contact call refuses its candidates.
 */
import type { CandidateTab } from '@localjobs/api-client/leads/types'
import type { SubmissionStatus } from '@localjobs/api-client/submissions/types'

export interface LeadVisibilityFacts {
  /** the job's post's status; null for a job without a post (seeded or imported jobs) */
  postStatus: SubmissionStatus | null
  /** the post's payment type (spec section 4); null when it has none */
  paymentType: 'pay_now' | 'pay_later' | null
  /** the lead applied to the published job (responses); database candidates have none */
  hasClassified: boolean
}

export function isLeadShown({ postStatus, paymentType, hasClassified }: LeadVisibilityFacts): boolean {
  if (postStatus !== 'rejected') return true
  return hasClassified || paymentType === 'pay_later'
}

/** Whether a tab's leads are shown: responses have a classified, database and verified candidates none. */
export const isTabShown = (tab: CandidateTab, post: Omit<LeadVisibilityFacts, 'hasClassified'>) =>
  isLeadShown({ ...post, hasClassified: tab === 'responses' })
