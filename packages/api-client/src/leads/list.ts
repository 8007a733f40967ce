import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import {
  type CandidateContactResponse,
  LEADS_PAGE_SIZE,
  type LeadDetail,
  type LeadsPage,
  type LeadsQuery,
  type ResumeDisposition,
  type ResumeLink,
} from './types.ts'

const classifiedPath = (classifiedId: number) =>
  `/classifieds/classifieds/${encodeURIComponent(String(classifiedId))}`

/**
 * GET /classifieds/classifieds/{classifiedId}/leads/?tab=&review_status=&sort=&cursor=&limit= (ours, beside
 * the spec's update path) — the leads of one of the advertiser's own jobs, in keyset pages.
 */
export const getLeads = defineCall<LeadsQuery, LeadsPage>((query) => ({
  method: 'GET',
  path: `${classifiedPath(query.classifiedId)}/leads/`,
  searchParams: {
    tab: query.tab,
    review_status: query.review_status,
    sort: query.sort,
    cursor: query.cursor,
    limit: query.limit ?? LEADS_PAGE_SIZE,
  },
  auth: 'advertiser',
}))

export interface LeadInput {
  classifiedId: number
  leadId: number
}

/** GET /classifieds/classifieds/{classifiedId}/leads/{leadId}/ — one applicant; marks it viewed. */
export const getLead = defineCall<LeadInput, LeadDetail>((input) => ({
  method: 'GET',
  path: `${classifiedPath(input.classifiedId)}/leads/${encodeURIComponent(String(input.leadId))}/`,
  auth: 'advertiser',
}))

export interface ResumeLinkInput extends LeadInput {
  disposition: ResumeDisposition
}

/** POST /classifieds/classifieds/{classifiedId}/leads/{leadId}/resume_link/ — a signed link to the resume. */
export const createResumeLink = defineCall<ResumeLinkInput, ResumeLink>((input) => ({
  method: 'POST',
  path: `${classifiedPath(input.classifiedId)}/leads/${encodeURIComponent(String(input.leadId))}/resume_link/`,
  json: { disposition: input.disposition },
  auth: 'advertiser',
}))

export interface CandidateContactInput {
  classifiedId: number
  userId: number
}

/** POST /classifieds/classifieds/{classifiedId}/candidates/{userId}/contact/ — unlocks a database candidate. */
export const contactCandidate = defineCall<CandidateContactInput, CandidateContactResponse>((input) => ({
  method: 'POST',
  path: `${classifiedPath(input.classifiedId)}/candidates/${encodeURIComponent(String(input.userId))}/contact/`,
  auth: 'advertiser',
}))

export const leadListKeys = {
  all: ['leads'] as const,
  lists: (classifiedId: number) => [...leadListKeys.all, 'list', classifiedId] as const,
  list: (client: ApiClient, query: Omit<LeadsQuery, 'cursor'>) =>
    [
      ...leadListKeys.lists(query.classifiedId),
      client.locale,
      query.tab ?? 'responses',
      query.review_status ?? null,
      query.sort ?? 'newest',
      query.limit ?? LEADS_PAGE_SIZE,
    ] as const,
  detail: (client: ApiClient, input: LeadInput) =>
    [...leadListKeys.all, 'detail', input.classifiedId, input.leadId, client.locale] as const,
}

/** A job's leads as a growing list: each page's `next_cursor` asks for the next. */
export function leadsInfiniteQueryOptions(client: ApiClient, query: Omit<LeadsQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: leadListKeys.list(client, query),
    queryFn: ({ pageParam, signal }) =>
      getLeads(client, { ...query, cursor: pageParam }, { signal, throwOnError: true }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.next_cursor : null),
  })
}

export function leadQueryOptions(client: ApiClient, input: LeadInput) {
  return queryOptions({
    queryKey: leadListKeys.detail(client, input),
    queryFn: ({ signal }) => getLead(client, input, { signal, throwOnError: true }),
  })
}
