import type { PostJobFormValues } from '../submissions/form-mapping.ts'

/** Example data that passes the API's rules, for the API's tests and the load and fault scripts. */

/** The reference ids a post needs that agree with each other: a role of a title of a category, a city's localities. */
export interface PostReference {
  categoryId: number
  titleId: number
  roleId: number
  /** two localities of city 9 (Hyderabad in the seed) */
  localityIds: readonly number[]
}

/**
 * A whole post as a person fills it in (text from the inputs, form version 3): an agency in Hyderabad posting
 * with a fee, plan 1; no company e-mail (optional), since one address on two advertisers' posts is refused.
 */
export function wholePost(ref: PostReference, title: string): PostJobFormValues {
  return {
    job_category: String(ref.categoryId),
    job_title_id: String(ref.titleId),
    job_title: 'Delivery Executive',
    title,
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

/**
 * A complete job profile but for the resume, which every profile needs (ids from the seeded profile
 * options): add `resume` with the id of an uploaded one.
 */
export const A_JOB_PROFILE = {
  name: 'Ravi Kumar',
  gender: 1,
  qualification: 4,
  specialization: 3,
  past_employer: 'Sri Sai Travels',
  recent_designation: 'Driver',
  experience: 2,
  salary: 2,
  job_type: 1,
  work_time: 2,
  shift_timing: 1,
  job_category: [1],
  locations: [9],
} as const
