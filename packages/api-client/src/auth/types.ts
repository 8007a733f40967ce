/**
 * Request and response shapes of the login calls (spec sections 3, 4 and 7). The spec names only some
 * fields (the verify body; the enterprise verify response; the refresh response); the rest is defined here,
 * once, and the API implements these types.
 */

import type { ApiErrorBody } from '../classifieds/types.ts'

/** A 10-digit Indian mobile number, as typed (validated by '@localjobs/validation/mobile-number'). */
export type MobileNumber = string

/** POST /login/otp/generate/ and POST /login/otp/resend/ */
export interface OtpRequestBody {
  mobile_no: MobileNumber
  /**
   * A solved proof-of-work challenge (the ALTCHA widget's payload), sent only after the API answered 403
   * `CHALLENGE_REQUIRED`: past a number of texts an address may ask for freely (see `auth/challenge`).
   */
  altcha?: string
}

/**
 * A proof-of-work challenge (ALTCHA, PoW v2), as the ALTCHA widget takes it: find the counter whose derived
 * key starts with `keyPrefix`. `data.difficulty` is the most attempts it takes.
 */
export interface AltchaChallenge {
  parameters: {
    algorithm: string
    nonce: string
    salt: string
    cost: number
    keyLength: number
    keyPrefix: string
    keySignature?: string
    /** seconds since the epoch */
    expiresAt?: number
    data?: Record<string, string | number | boolean | null>
  }
  signature?: string
}

/**
 * Why a text was not sent and a challenge is asked for: none was sent, the answer was wrong, its challenge
 * expired or was already used, or the address now needs a harder one.
 */
export type ChallengeRefusal = 'missing' | 'invalid' | 'expired' | 'replayed' | 'too_easy'

/**
 * A 403 of a call that texts a number. `CHALLENGE_REQUIRED` carries the challenge to solve and why; other
 * 403s (`CSRF_FAILED`) carry neither.
 */
export interface SenderRefusalBody extends ApiErrorBody {
  reason?: ChallengeRefusal
  challenge?: AltchaChallenge
}

/**
 * Who signs in (spec section 6's word): 'seeker' (the default) gets the session cookie; 'advertiser' gets
 * the advertiser's login details and a token pair `{ access, refresh }`, and no seeker cookie.
 */
export type CandidateType = 'seeker' | 'advertiser'

/** POST /login/otp/verify/ and /login/otp/verify-enterprise/ */
export interface OtpVerifyBody {
  mobile_no: MobileNumber
  /** 4 digits */
  otp: string
  /** WhatsApp opt-in: 1 yes, 0 no. Sent from the plain web only (spec section 7). */
  wa_optin?: 0 | 1
  /** 'advertiser' from the hire app; the enterprise path implies it */
  candidateType?: CandidateType
}

/** POST /login/password/ (our path: the spec gives the body but no path) */
export interface PasswordLoginBody {
  mobile_no: MobileNumber
  password: string
  candidateType?: CandidateType
}

/** The generic answer of calls whose only content is a sentence for people. */
export interface MessageResponse {
  message: string
}

/**
 * A successful login (OTP or password). Seekers get an httpOnly session cookie; advertisers also get JWTs,
 * which the client keeps in its token store. `advertiser_id` is set for enterprise (b2b) advertisers only.
 */
export interface LoginResponse {
  /** the user id */
  id: number
  /** the seeker's id in the jobs service (stored as jobsUserId) */
  jobs_user_id: number
  mobile_no: MobileNumber
  name: string | null
  wa_optin: 0 | 1
  advertiser_id: number | null
  message: string
  /** JWT access token for advertiser calls */
  access?: string
  /** rotating refresh token */
  refresh?: string
}

/** POST /login/otp/verify-enterprise/ (spec section 3 names these fields) */
export interface EnterpriseLoginResponse {
  id: number
  advertiser_id: number
  company_name: string
  email: string
  company_address: string
  name: string
  message: string
  access?: string
  refresh?: string
}

/** POST /user/token/refresh/ */
export interface TokenRefreshBody {
  refresh: string
}

/** The refresh answer: a new access token and, when the refresh token rotated, a new refresh token. */
export interface TokenRefreshResponse {
  access: string
  refresh?: string
}

/** GET /user/jwt-tokens/advertiser/me: JWTs for the advertiser a legacy token identifies. */
export interface AdvertiserJwtTokens {
  access: string
  refresh: string
}

/** Login details the apps keep locally (spec section 3). */
export interface LoginDetails {
  id: number
  jobsUserId: number
  isLogIn: boolean
  mobileNumber: MobileNumber
  /** 'Name' when the user has not given one */
  name: string
  whatsAppOptIn: boolean
}

/** Enterprise login details the apps keep locally (spec section 3). */
export interface EnterpriseLoginDetails {
  advertiserId: number
  companyName: string
  email: string
  companyAddress: string
  name: string
}

/** b2b when login returned an advertiser id, b2c otherwise (spec section 6). */
export type AdvertiserType = 'b2b' | 'b2c'
