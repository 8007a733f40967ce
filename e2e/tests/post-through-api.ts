import type { APIRequestContext } from '@playwright/test'
import type { PrimaryJobRolesResponse } from '../../packages/api-client/src/primary-job-roles/types.ts'
import { CREATE_SUBMISSION_PATHS } from '../../packages/api-client/src/submissions/create.ts'
import {
  type PostJobFormValues,
  toFormData,
  toWire,
} from '../../packages/api-client/src/submissions/form-mapping.ts'
import type { SignedInAdvertiser } from './advertiser-session.ts'
import { expect } from './fixtures.ts'

// A whole post made through the API (the create call, form version 3), for specs that start from a post
// (the job's page, the layout check). It charges a fee and its description asks for money, so the machine
// checks flag it.

const bearer = (who: SignedInAdvertiser) => ({ authorization: `Bearer ${who.access}` })

/** Posts a whole job through the create call (form version 3), charging candidates a fee. */
export async function postJob(request: APIRequestContext, advertiser: SignedInAdvertiser, title: string) {
  const roles = (await (
    await request.get('/api/classifieds/v1/primary-job-roles/')
  ).json()) as PrimaryJobRolesResponse
  const role = roles.results[0]
  const localities = (await (await request.get('/api/locations/localities/?city_id=9')).json()) as {
    results: Array<{ id: number }>
  }
  if (!role || localities.results.length < 1) throw new Error('the e2e database has no roles or localities')
  const form: PostJobFormValues = {
    job_category: String(role.job_category),
    job_title_id: String(role.job_title_id),
    job_title: role.job_title,
    title,
    primary_job_role: String(role.id),
    job_type: '1',
    constituency: '9',
    job_location_city: '9',
    job_location_locality: String(localities.results[0]?.id),
    preferred_location: '148',
    posting_locations: [String(localities.results[0]?.id)],
    openings_count: '2',
    salary_min: '12000',
    salary_max: '15000',
    shift_timing: '2',
    job_hours: '1',
    fees_charged: '86',
    fee_amount: '500',
    fee_reason: ['UNIFORM'],
    fee_collected_at: 'On joining',
    qualification: '2',
    experience: '1',
    preferred_gender: '3',
    min_preferred_age: '18',
    max_preferred_age: '35',
    preferred_languages: [1],
    assets: [1],
    skills: ['1'],
    resume_required: 'false',
    other_details: 'Pay a registration fee of 500 rupees to join.',
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
  const response = await request.post(`/api${CREATE_SUBMISSION_PATHS[3]}?location=9&en=0&locale=en`, {
    headers: { ...bearer(advertiser), 'app-type': 'web', 'idempotency-key': crypto.randomUUID() },
    multipart: toFormData(toWire(form, 3)),
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: number }
}
