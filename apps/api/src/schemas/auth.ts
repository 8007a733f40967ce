import type { LoginResponse, MessageResponse } from '@localjobs/api-client/auth/types'
import { mobileNumberSchema } from '@localjobs/validation/mobile-number'
import { otpSchema } from '@localjobs/validation/otp'
import { z } from 'zod'
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

export const otpRequestBodySchema = z.object({ mobile_no: mobileNumberSchema })

export const otpVerifyBodySchema = z.object({
  mobile_no: mobileNumberSchema,
  otp: otpSchema,
  wa_optin: waOptin.optional(),
})

/** Checked here for presence and kind only; the handler applies the password rules to the pair. */
export const passwordResetBodySchema = z.object({
  mobile_no: mobileNumberSchema,
  otp: otpSchema,
  password: z.unknown(),
  confirm_password: z.unknown(),
})

export const messageResponseMatchesContract: Exact<
  z.output<typeof messageResponseSchema>,
  MessageResponse
> = true
export const loginResponseMatchesContract: Exact<z.output<typeof loginResponseSchema>, LoginResponse> = true
