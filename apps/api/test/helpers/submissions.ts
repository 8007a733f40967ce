import { CREATE_SUBMISSION_PATHS } from '@localjobs/api-client/submissions/create'
import {
  type FormVersion,
  type PostJobFormValues,
  toFormData,
  toWire,
} from '@localjobs/api-client/submissions/form-mapping'
import { bearer } from './advertisers.ts'
import type { TestApp } from './app.ts'

/** A post's reference data that agree with each other: a role of a title of a category, a city with localities. */
/**
 * A title no other post has, in letters only: a random UUID's digits and dashes can read as a mobile number
 * (the contact-in-text check allows dashes between digits), and a finding would change what a test sees.
 */
export function uniqueTitle(prefix: string): string {
  const letters = crypto
    .randomUUID()
    .replace(/-/g, '')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x')
  return `${prefix} ${letters}`
}

export async function referencePost(test: TestApp) {
  const reference = await test.app.referenceData.get()
  const role = [...reference.primaryJobRolesById.values()][0]
  if (!role) throw new Error('the test database has no primary job roles')
  const title = reference.jobTitlesById.get(role.jobTitleId)
  if (!title) throw new Error('a primary job role without its title')
  const localities = reference.localitiesByLocation.get(9) ?? []
  const [locality, other] = localities
  if (!locality || !other) throw new Error('the test database has fewer than two localities in city 9')
  const otherCity = [...reference.localitiesByLocation.entries()].find(([city]) => city !== 9)
  return {
    categoryId: title.categoryId,
    titleId: title.id,
    roleId: role.id,
    otherRoleId: [...reference.primaryJobRolesById.values()].find((each) => each.jobTitleId !== title.id)?.id,
    otherTitleId: [...reference.jobTitlesById.values()].find((each) => each.categoryId !== title.categoryId)
      ?.id,
    localityIds: [locality.id, other.id],
    foreignLocalityId: otherCity?.[1][0]?.id,
  }
}

export type ReferencePost = Awaited<ReturnType<typeof referencePost>>

/**
 * A whole post as a person fills it in (text from the inputs), an agency posting with a fee; no company
 * e-mail (optional), since one address on two advertisers' posts is refused.
 */
export function fullPost(ref: ReferencePost): PostJobFormValues {
  return {
    job_category: String(ref.categoryId),
    job_title_id: String(ref.titleId),
    job_title: 'Delivery Executive',
    title: 'Delivery partner, two-wheeler',
    primary_job_role: String(ref.roleId),
    job_type: '1',
    constituency: '9',
    job_location_city: '9',
    job_location_locality: String(ref.localityIds[0]),
    preferred_location: '148',
    posting_locations: ref.localityIds.map(String),
    openings_count: '4',
    salary_min: '12000',
    salary_max: '18000',
    shift_timing: '2',
    job_hours: '1',
    fees_charged: '86',
    fee_amount: '500',
    fee_reason: ['UNIFORM', 'OTHER_REASON'],
    fee_reason_other: 'ID card',
    fee_collected_at: 'On joining',
    qualification: '2',
    experience: '1',
    preferred_gender: '3',
    min_preferred_age: '18',
    max_preferred_age: '35',
    preferred_languages: [1, 3],
    assets: [1, 3],
    skills: ['1', '2'],
    additional_skills: 'Knows the city well',
    resume_required: 'false',
    other_details: 'Fuel is paid.',
    mobile_no: '9876543210',
    is_whatsapp_number: 'true',
    contact_preference: '1',
    poster_role: 'FROM_JOB_AGENCY',
    advertiser_company_name: 'Godavari Foods',
    company_size: '2',
    company_type: '1',
    is_consultancy_name: 'false',
    company_name: 'Godavari Foods Pvt Ltd',
    agency_name: 'Sri Sai Placements',
    plan: '1',
  }
}

/** A multipart body exactly as the api-client's createSubmission builds it (toWire, then toFormData). */
export async function createBody(
  form: PostJobFormValues,
  version: FormVersion,
  extra: Record<string, string | Blob> = {},
) {
  const data = toFormData(toWire(form, version))
  for (const [field, value] of Object.entries(extra)) data.append(field, value)
  const request = new Request('http://localhost/', { method: 'POST', body: data })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  }
}

export const createUrl = (version: FormVersion, query = '?location=9&en=0&locale=en') =>
  `/api${CREATE_SUBMISSION_PATHS[version]}${query}`

/** POSTs a post as an advertiser with an idempotency key (a fresh one unless given). */
export async function createPost(
  test: TestApp,
  access: string,
  form: PostJobFormValues,
  options: {
    version?: FormVersion
    key?: string | null
    locale?: string
    extra?: Record<string, string | Blob>
  } = {},
) {
  const version = options.version ?? 3
  const body = await createBody(form, version, options.extra)
  const key = options.key === undefined ? crypto.randomUUID() : options.key
  return test.app.inject({
    method: 'POST',
    url: createUrl(version, `?location=9&en=0&locale=${options.locale ?? 'en'}`),
    headers: {
      ...bearer(access),
      'app-type': 'web',
      'content-type': body.contentType,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: body.payload,
  })
}
