import type { AdvertiserProfile, AdvertiserProfileUpdate } from '@localjobs/api-client/advertisers/types'
import type { FormStep } from '@localjobs/ui/multi-step-form'
import { advertiserProfileSchema } from '@localjobs/validation/advertiser-profile'

/**
 * What the profile details form holds: the four fields as typed. An enterprise account's form holds the name
 * only: its company name, e-mail and address are read-only (set by ops), shown beside the form and never sent.
 */
export interface ProfileValues {
  name: string
  company_name?: string
  email?: string
  company_address?: string
}

/** The form is one step: the validation package's schema (the API's too) reads the fields present. */
export const PROFILE_STEPS: readonly FormStep<ProfileValues>[] = [
  { schema: advertiserProfileSchema, fields: ['name', 'company_name', 'email', 'company_address'] },
]
export const ENTERPRISE_PROFILE_STEPS: readonly FormStep<ProfileValues>[] = [
  { schema: advertiserProfileSchema, fields: ['name'] },
]

/** An enterprise (b2b) account: its company fields are read-only. */
export const isEnterprise = (profile: AdvertiserProfile) => profile.advertiser_type === 'b2b'

/** The saved profile as the form's starting values (the name only for an enterprise account). */
export function valuesFromProfile(profile: AdvertiserProfile): ProfileValues {
  if (isEnterprise(profile)) return { name: profile.name }
  return {
    name: profile.name,
    company_name: profile.company_name,
    email: profile.email,
    company_address: profile.company_address,
  }
}

/**
 * The PATCH body: the values as the schema reads them (trimmed; '' clears an optional field), or undefined
 * when they do not pass. Only the fields the form holds are sent, so an enterprise account sends its name.
 */
export function profileChange(values: ProfileValues): AdvertiserProfileUpdate | undefined {
  const parsed = advertiserProfileSchema.safeParse(values)
  return parsed.success ? parsed.data : undefined
}

/** Bump when ProfileValues changes shape: a draft kept under another version is dropped (decision 012). */
export const PROFILE_DRAFT_VERSION = 1

/** One draft per advertiser (their mobile number names the account on this device). */
export const profileDraftKey = (profile: AdvertiserProfile) => `hire-profile:${profile.mobile_no}`

/**
 * The saved profile a draft edits: a draft started from other saved values (the profile was changed since,
 * here or on another device) is dropped rather than put back over them.
 */
export const profileDraftBasis = (profile: AdvertiserProfile) =>
  JSON.stringify([profile.name, profile.company_name, profile.email, profile.company_address])
