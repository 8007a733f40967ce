import type {
  AdvertiserJwtTokens,
  AltchaChallenge,
  EnterpriseLoginResponse,
  LoginResponse,
  MessageResponse,
  SenderRefusalBody,
  TokenRefreshResponse,
} from '@localjobs/api-client/auth/types'
import { mobileNumberSchema } from '@localjobs/validation/mobile-number'
import { otpSchema } from '@localjobs/validation/otp'
import { z } from 'zod'
import { apiErrorBodySchema } from './api-error.ts'
import type { Exact } from './type-check.ts'

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' })

export const loginResponseSchema = z
  .object({
    id: z.number().int(),
    jobs_user_id: z.number().int(),
    mobile_no: z.string(),
    name: z.string().nullable(),
    wa_optin: z.union([z.literal(0), z.literal(1)]),
    advertiser_id: z.number().int().nullable(),
    message: z.string(),
    access: z.string().optional(),
    refresh: z.string().optional(),
  })
  .meta({ id: 'LoginResponse' })

/** WhatsApp opt-in as the web sends it (0 or 1); text from a form works too. */
const waOptin = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: 'wa_optin must be 0 or 1' })
  .transform((value) => Number(value) === 1)

/** A solved proof-of-work challenge, as the ALTCHA widget writes it (base64 JSON); checked by the route. */
export const altchaFieldSchema = z
  .string({ error: 'altcha must be the text of a solved challenge' })
  .max(4096, { error: 'altcha must be at most 4096 characters' })
  .optional()

/** The body of a call that texts a number: the number, and an answer when a challenge was asked for. */
export const textRequestBodySchema = z.object({ mobile_no: mobileNumberSchema, altcha: altchaFieldSchema })

export const otpRequestBodySchema = textRequestBodySchema

export const altchaChallengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().int().optional().describe('seconds since the epoch'),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional()
        .describe('`difficulty`: the most attempts the challenge takes'),
    }),
    signature: z.string().optional(),
  })
  .meta({ id: 'AltchaChallenge' })

/** A 403 of a call that texts a number: CHALLENGE_REQUIRED (with the challenge and why) or CSRF_FAILED. */
export const senderRefusalBodySchema = apiErrorBodySchema
  .extend({
    reason: z.enum(['missing', 'invalid', 'expired', 'replayed', 'too_easy']).optional(),
    challenge: altchaChallengeSchema.optional(),
  })
  .meta({ id: 'SenderRefusalBody' })

/** The spec's word for who signs in (section 6): an advertiser gets tokens, a seeker the session cookie. */
export const candidateTypeSchema = z
  .enum(['seeker', 'advertiser'], { error: "candidateType must be 'seeker' or 'advertiser'" })
  .optional()

export const otpVerifyBodySchema = z.object({
  mobile_no: mobileNumberSchema,
  otp: otpSchema,
  wa_optin: waOptin.optional(),
  candidateType: candidateTypeSchema,
})

/** The enterprise login answer (spec section 3 names its fields), with the advertiser's token pair. */
export const enterpriseLoginResponseSchema = z
  .object({
    id: z.number().int(),
    advertiser_id: z.number().int(),
    company_name: z.string(),
    email: z.string(),
    company_address: z.string(),
    name: z.string(),
    message: z.string(),
    access: z.string().optional(),
    refresh: z.string().optional(),
  })
  .meta({ id: 'EnterpriseLoginResponse' })

/** Sign-out: the seeker's cookies, and the advertiser's sign-in the refresh token (or bearer JWT) names. */
export const logoutBodySchema = z
  .object({ refresh: z.string().max(512, { error: 'refresh must be at most 512 characters' }).optional() })
  .nullish()

export const tokenRefreshBodySchema = z.object({
  refresh: z
    .string({ error: 'refresh is required' })
    .min(1, { error: 'refresh is required' })
    .max(512, { error: 'refresh must be at most 512 characters' }),
})

export const tokenRefreshResponseSchema = z
  .object({ access: z.string(), refresh: z.string().optional() })
  .meta({ id: 'TokenRefreshResponse' })

export const advertiserJwtTokensSchema = z
  .object({ access: z.string(), refresh: z.string() })
  .meta({ id: 'AdvertiserJwtTokens' })

/** Checked here for presence and kind only; the handler applies the password rules to the pair. */
export const passwordResetBodySchema = z.object({
  mobile_no: mobileNumberSchema,
  otp: otpSchema,
  password: z.unknown(),
  confirm_password: z.unknown(),
  candidateType: candidateTypeSchema,
})

export const messageResponseMatchesContract: Exact<
  z.output<typeof messageResponseSchema>,
  MessageResponse
> = true
export const loginResponseMatchesContract: Exact<z.output<typeof loginResponseSchema>, LoginResponse> = true
export const altchaChallengeMatchesContract: Exact<
  z.output<typeof altchaChallengeSchema>,
  AltchaChallenge
> = true
export const senderRefusalBodyMatchesContract: Exact<
  z.output<typeof senderRefusalBodySchema>,
  SenderRefusalBody
> = true
export const enterpriseLoginResponseMatchesContract: Exact<
  z.output<typeof enterpriseLoginResponseSchema>,
  EnterpriseLoginResponse
> = true
export const tokenRefreshResponseMatchesContract: Exact<
  z.output<typeof tokenRefreshResponseSchema>,
  TokenRefreshResponse
> = true
export const advertiserJwtTokensMatchesContract: Exact<
  z.output<typeof advertiserJwtTokensSchema>,
  AdvertiserJwtTokens
> = true
