import type { APIRequestContext } from '@playwright/test'
import type { PrimaryJobRolesResponse } from '../../packages/api-client/src/primary-job-roles/types.ts'
import { CREATE_SUBMISSION_PATHS } from '../../packages/api-client/src/submissions/create.ts'
import {
  type PostJobFormValues,
  toFormData,
  toWire,
} from '../../packages/api-client/src/submissions/form-mapping.ts'
import { refreshTokens, type SignedInAdvertiser } from './advertiser-session.ts'
import { expect } from './fixtures.ts'

// Posts made through the API for the review desk's specs (issue #8): the whole create call, as the form's
// last step sends it, so a spec about what happens AFTER posting need not walk the form (the form has its
// own specs: hire-post-job*.spec.ts).

export const bearer = (who: { access: string }) => ({ authorization: `Bearer ${who.access}` })

/** Renews `who`'s token pair in place (access tokens live 5 s on the e2e server); answers `who`. */
export async function freshTokens(request: APIRequestContext, who: SignedInAdvertiser) {
  const renewed = await refreshTokens(request, who.refresh)
  expect(renewed.status).toBe(200)
  who.access = renewed.body.access ?? who.access
  who.refresh = renewed.body.refresh ?? who.refresh
  return who
}

/** Ops decides on post `id` through the desk's API (its access token refreshed first). */
export async function decide(
  request: APIRequestContext,
  ops: SignedInAdvertiser,
  id: number,
  decision: { action: 'approve' } | { action: 'hold'; reason: string; note: string },
) {
  await freshTokens(request, ops)
  const response = await request.post(`/api/ops/review/submissions/${id}/decision/?locale=en`, {
    headers: bearer(ops),
    data: decision,
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The city every post here is in (Hyderabad in the seed). */
export const POST_CITY_ID = 9

/**
 * A whole job's values in the form's names: the first job role of the seed in Hyderabad. `chargesFee`: the
 * job charges candidates a fee (fees_charged 86) and its text asks for a registration fee, which the machine
 * checks flag; otherwise it charges nothing (fees_charged 87).
 */
export async function jobValues(
  request: APIRequestContext,
  advertiser: SignedInAdvertiser,
  { title, chargesFee = true }: { title: string; chargesFee?: boolean },
): Promise<PostJobFormValues> {
  const roles = (await (
    await request.get('/api/classifieds/v1/primary-job-roles/')
  ).json()) as PrimaryJobRolesResponse
  const role = roles.results[0]
  const localities = (await (
    await request.get(`/api/locations/localities/?city_id=${POST_CITY_ID}`)
  ).json()) as { results: Array<{ id: number }> }
  if (!role || localities.results.length < 1) throw new Error('the e2e database has no roles or localities')
  const fee = chargesFee
    ? {
        fees_charged: '86',
        fee_amount: '500',
        fee_reason: ['UNIFORM'],
        fee_collected_at: 'On joining',
        other_details: 'Pay a registration fee of 500 rupees to join.',
      }
    : { fees_charged: '87', other_details: 'Free uniform and lunch. Training on the job.' }
  return {
    job_category: String(role.job_category),
    job_title_id: String(role.job_title_id),
    job_title: role.job_title,
    title,
    primary_job_role: String(role.id),
    job_type: '1',
    constituency: String(POST_CITY_ID),
    job_location_city: String(POST_CITY_ID),
    job_location_locality: String(localities.results[0]?.id),
    preferred_location: '148',
    posting_locations: [String(localities.results[0]?.id)],
    openings_count: '2',
    salary_min: '12000',
    salary_max: '15000',
    shift_timing: '2',
    job_hours: '1',
    ...fee,
    qualification: '2',
    experience: '1',
    preferred_gender: '3',
    min_preferred_age: '18',
    max_preferred_age: '35',
    preferred_languages: [1],
    assets: [1],
    skills: ['1'],
    resume_required: 'false',
    mobile_no: advertiser.mobile,
    is_whatsapp_number: 'true',
    contact_preference: '1',
    poster_role: 'FROM_COMPANY',
    advertiser_company_name: 'Godavari Foods',
    company_size: '2',
    company_type: '1',
    is_consultancy_name: 'false',
    company_name: 'Godavari Foods Pvt Ltd',
    plan: '1',
  }
}

/** A 96 x 48 PNG of one blue: the company logo a post may carry (job_company_logo). */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAAwCAIAAABhdOiYAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAmklEQVRoge3ZUQ2AMBTFUJRMIjorCwXwASFvHyeZgqa3DDjWmbPuIRzorEdFAAqgvqyEQQEUg/rvUWNiARSDMrGmLrQaFEAxKBNLg9rzu4JIB1AMysTSoMZ7LNIBFIMysca746IYQDEoE2s8QF5WAygGZWJpUOMxFukAikGZWOPRcVEMoBiUibXJ8Wc1gGJQJpYGNd5jke4FoAv3UelaofwAaQAAAABJRU5ErkJggg==',
  'base64',
)

/** Posts a whole job through the create call (form version 3), with LOGO_PNG when `logo`; answers its id. */
export async function postJob(
  request: APIRequestContext,
  advertiser: SignedInAdvertiser,
  options: { title: string; chargesFee?: boolean; logo?: boolean },
) {
  const form = await jobValues(request, advertiser, options)
  const multipart = toFormData(toWire(form, 3))
  if (options.logo)
    multipart.append(
      'job_company_logo',
      new File([new Uint8Array(LOGO_PNG)], 'logo.png', { type: 'image/png' }),
    )
  const response = await request.post(
    `/api${CREATE_SUBMISSION_PATHS[3]}?location=${POST_CITY_ID}&en=0&locale=en`,
    {
      headers: { ...bearer(advertiser), 'app-type': 'web', 'idempotency-key': crypto.randomUUID() },
      multipart,
    },
  )
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: number }
}
