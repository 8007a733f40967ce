import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { callMutationOptions } from '../query-options.ts'
import type { ShortFormLeadBody, ShortFormLeadResponse } from './types.ts'

/**
 * POST /common/public/v1/lead/ (method not in the spec: a create, so POST) — the short hiring form, sent
 * before any login.
 */
export const createShortFormLead = defineCall<ShortFormLeadBody, ShortFormLeadResponse>((body) => ({
  method: 'POST',
  path: '/common/public/v1/lead/',
  json: {
    mobile_number: body.mobile_number,
    name: body.name,
    n_openings: body.n_openings,
    state_id: body.state_id,
    job_title_id: body.job_title_id,
    location_id: body.location_id,
    location_name: body.location_name,
    job_title: body.job_title,
    company_name: body.company_name,
  },
  auth: 'session',
}))

export const leadFormKeys = {
  create: ['common', 'lead', 'create'] as const,
}

export const createShortFormLeadMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, createShortFormLead, leadFormKeys.create)
