/**
 * The review desk's calls (issue #8), ops only: the queue of posts, one post with its history and the
 * machine's findings, the decision, the sales leads and the seekers' reports. The ops user signs in on
 * /hire/signin like an advertiser; their bearer token carries the ops role.
 */
import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { callMutationOptions } from '../query-options.ts'
import type {
  FraudBody,
  FraudResponse,
  ReportedJobsPage,
  ReviewDecisionBody,
  ReviewDecisionResponse,
  ReviewQueuePage,
  ReviewQueueQuery,
  ReviewSubmissionDetail,
  SalesLeadItem,
  SalesLeadStatus,
  SalesLeadsPage,
} from './types.ts'

export const REVIEW_QUEUE_PAGE_SIZE = 20

const id = (value: number) => encodeURIComponent(String(value))

/** GET /ops/review/submissions/ — riskiest first, then oldest first. */
export const getReviewQueue = defineCall<ReviewQueueQuery, ReviewQueuePage>((query) => ({
  method: 'GET',
  path: '/ops/review/submissions/',
  searchParams: {
    status: query.status,
    risk: query.risk,
    city: query.city,
    category: query.category,
    first_time: query.first_time ? 1 : undefined,
    cursor: query.cursor,
    limit: query.limit ?? REVIEW_QUEUE_PAGE_SIZE,
  },
  auth: 'advertiser',
}))

/** GET /ops/review/submissions/{id}/ */
export const getReviewSubmission = defineCall<{ id: number }, ReviewSubmissionDetail>((input) => ({
  method: 'GET',
  path: `/ops/review/submissions/${id(input.id)}/`,
  auth: 'advertiser',
}))

/** POST /ops/review/submissions/{id}/decision/ — approve, reject with a reason, or hold with what to fix. */
export const decideSubmission = defineCall<{ id: number; body: ReviewDecisionBody }, ReviewDecisionResponse>(
  (input) => ({
    method: 'POST',
    path: `/ops/review/submissions/${id(input.id)}/decision/`,
    json: input.body,
    auth: 'advertiser',
  }),
)

/** POST /ops/review/submissions/{id}/fraud/ — confirms fraud: rejects the post, blocks the advertiser's open posts. */
export const confirmFraud = defineCall<{ id: number; body: FraudBody }, FraudResponse>((input) => ({
  method: 'POST',
  path: `/ops/review/submissions/${id(input.id)}/fraud/`,
  json: input.body,
  auth: 'advertiser',
}))

/** POST /ops/review/advertisers/{id}/unblock/ — undoes a fraud block; each post goes back to where it was. */
export const unblockAdvertiser = defineCall<{ id: number; body: FraudBody }, FraudResponse>((input) => ({
  method: 'POST',
  path: `/ops/review/advertisers/${id(input.id)}/unblock/`,
  json: input.body,
  auth: 'advertiser',
}))

/** GET /ops/review/leads/ — short-form sales leads, oldest first (status new by default). */
export const getSalesLeads = defineCall<
  { status?: SalesLeadStatus; cursor?: string | null; limit?: number },
  SalesLeadsPage
>((query) => ({
  method: 'GET',
  path: '/ops/review/leads/',
  searchParams: { status: query.status, cursor: query.cursor, limit: query.limit ?? REVIEW_QUEUE_PAGE_SIZE },
  auth: 'advertiser',
}))

/** PATCH /ops/review/leads/{id}/ — marks a sales lead contacted, converted or closed. */
export const updateSalesLead = defineCall<{ id: number; status: SalesLeadStatus }, SalesLeadItem>(
  (input) => ({
    method: 'PATCH',
    path: `/ops/review/leads/${id(input.id)}/`,
    json: { status: input.status },
    auth: 'advertiser',
  }),
)

/** GET /ops/review/reports/ — reported jobs, most reporters first, then newest report first. */
export const getReportedJobs = defineCall<{ cursor?: string | null; limit?: number }, ReportedJobsPage>(
  (query) => ({
    method: 'GET',
    path: '/ops/review/reports/',
    searchParams: { cursor: query.cursor, limit: query.limit ?? REVIEW_QUEUE_PAGE_SIZE },
    auth: 'advertiser',
  }),
)

export const reviewKeys = {
  all: ['review'] as const,
  queue: (client: ApiClient, query: Omit<ReviewQueueQuery, 'cursor'>) =>
    [...reviewKeys.all, 'queue', client.locale, query] as const,
  submission: (client: ApiClient, submissionId: number) =>
    [...reviewKeys.all, 'submission', client.locale, submissionId] as const,
  leads: (client: ApiClient, status: SalesLeadStatus | undefined) =>
    [...reviewKeys.all, 'leads', client.locale, status ?? 'new'] as const,
  reports: (client: ApiClient) => [...reviewKeys.all, 'reports', client.locale] as const,
  decide: ['review', 'decide'] as const,
  fraud: ['review', 'fraud'] as const,
  unblock: ['review', 'unblock'] as const,
  updateLead: ['review', 'update-lead'] as const,
}

export function reviewSubmissionQueryOptions(client: ApiClient, submissionId: number) {
  return queryOptions({
    queryKey: reviewKeys.submission(client, submissionId),
    queryFn: ({ signal }) =>
      getReviewSubmission(client, { id: submissionId }, { signal, throwOnError: true }),
  })
}

export const decideSubmissionMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, decideSubmission, reviewKeys.decide)
export const confirmFraudMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, confirmFraud, reviewKeys.fraud)
export const unblockAdvertiserMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, unblockAdvertiser, reviewKeys.unblock)
export const updateSalesLeadMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, updateSalesLead, reviewKeys.updateLead)
