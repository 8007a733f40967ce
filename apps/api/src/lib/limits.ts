import { DAY_MS, HOUR_MS, MINUTE_MS, type RateLimitRule } from '#src/services/rate-limit.ts'

/**
 * Limits on costly actions (ARCHITECTURE.md: OTP send limits per number and per IP). Per-number limits
 * are policy and fixed here; the per-address OTP allowance and the overall request ceiling come from env.ts,
 * because offices and carriers share addresses differently from place to place (decision 011).
 */
export const LIMITS = {
  /** codes sent to one number: 3 in 10 minutes and 10 a day (test numbers are exempt: they send none) */
  otpSendPerNumber10m: { name: 'otp-send-number-10m', limit: 3, windowMs: 10 * MINUTE_MS },
  otpSendPerNumberDay: { name: 'otp-send-number-1d', limit: 10, windowMs: DAY_MS },
  /** password logins from one address, and for one number */
  passwordPerIp15m: { name: 'password-ip-15m', limit: 30, windowMs: 15 * MINUTE_MS },
  passwordPerNumberHour: { name: 'password-number-1h', limit: 10, windowMs: HOUR_MS },
  /** token refreshes per address: a refresh token is 256 random bits, so this bounds cost, not guessing */
  tokenRefreshPerIp15m: { name: 'token-refresh-ip-15m', limit: 300, windowMs: 15 * MINUTE_MS },
  /** app-link texts to one number */
  appLinkPerNumberDay: { name: 'app-link-number-1d', limit: 3, windowMs: DAY_MS },
  /**
   * short-form hiring requests (POST /common/public/v1/lead/, decision 025): they text nobody, so the
   * address limits are ceilings well above what the people behind one carrier address send (60 an hour, 4
   * times that per /24 or /64); a number asks to be called back at most 3 times a day
   */
  leadPerIpHour: { name: 'lead-ip-1h', limit: 60, windowMs: HOUR_MS },
  leadPerNetworkHour: { name: 'lead-net-1h', limit: 60 * 4, windowMs: HOUR_MS },
  leadPerNumberDay: { name: 'lead-number-1d', limit: 3, windowMs: DAY_MS },
  /** a seeker's resume uploads, profile saves and applications */
  resumeUploadPerUserHour: { name: 'resume-upload-user-1h', limit: 20, windowMs: HOUR_MS },
  profileSavePerUserHour: { name: 'profile-save-user-1h', limit: 60, windowMs: HOUR_MS },
  applyPerUserHour: { name: 'apply-user-1h', limit: 100, windowMs: HOUR_MS },
  /**
   * an advertiser's draft saves (each step's Next, and the saves a phone replays when it is back online):
   * a post is four saves, so this is dozens of posts an hour
   */
  draftSavePerAdvertiserHour: { name: 'draft-save-advertiser-1h', limit: 200, windowMs: HOUR_MS },
  /**
   * an advertiser's create calls (each decodes and re-encodes a logo of up to 2 MB): a repeat of a key and a
   * refused post count too, so a person correcting a post several times stays well inside it
   */
  submissionCreatePerAdvertiserHour: {
    name: 'submission-create-advertiser-1h',
    limit: 60,
    windowMs: HOUR_MS,
  },
  /** editing a post (PUT, renew with changes): the checks rerun and a logo is re-encoded each time */
  submissionEditPerAdvertiserHour: {
    name: 'submission-edit-advertiser-1h',
    limit: 60,
    windowMs: HOUR_MS,
  },
  /** the parameters log after a post: a few a post */
  /** payment orders (each one a call to the provider) and payment checks per advertiser (#10) */
  paymentOrderPerAdvertiserHour: { name: 'payment-order-advertiser-1h', limit: 30, windowMs: HOUR_MS },
  paymentLinkPerAgentHour: { name: 'payment-link-agent-1h', limit: 60, windowMs: HOUR_MS },
  paymentValidatePerAdvertiserHour: { name: 'payment-validate-advertiser-1h', limit: 120, windowMs: HOUR_MS },
  parametersLogPerAdvertiserHour: { name: 'parameters-log-advertiser-1h', limit: 60, windowMs: HOUR_MS },
  /**
   * an advertiser's unlocks of database candidates (issue #9): each reads a profile's number, so a script
   * cannot harvest numbers faster than a person reads them, whatever the plan allows
   */
  candidateContactPerAdvertiserHour: {
    name: 'candidate-contact-advertiser-1h',
    limit: 120,
    windowMs: HOUR_MS,
  },
  /** an advertiser's applicant status changes: a person marks a few hundred at most in an hour */
  reviewStatusPerAdvertiserHour: { name: 'review-status-advertiser-1h', limit: 600, windowMs: HOUR_MS },
  /** a seeker's visibility switches */
  visibilityPerUserHour: { name: 'visibility-user-1h', limit: 30, windowMs: HOUR_MS },
  /**
   * an advertiser's resume links (issue #9): each opens a private file and is recorded for the seeker; a
   * busy advertiser opens a few hundred applicants a day, a scraper of the database far more
   */
  resumeLinkPerAdvertiserHour: { name: 'resume-link-advertiser-1h', limit: 120, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimitRule>

/**
 * How many texts the callers behind one address (or one network) may ask for in a window: `free` of them as
 * they come, then each one only with a solved proof-of-work challenge that gets harder as the count grows,
 * and never more than `ceiling` (decision 011). Many people share one address on mobile data, so the
 * address alone never locks anyone out below the ceiling; the per-number limits stop floods of one number.
 */
export interface SendAllowance {
  /** names the counter: 'otp-send-ip-1h' */
  name: string
  free: number
  ceiling: number
  windowMs: number
}

/** An allowance per address, and one per network (/24, /64) that is NETWORK_SHARE times as large. */
export interface SenderAllowances {
  address: SendAllowance
  network: SendAllowance
}

/**
 * A network's share of addresses: moving between the addresses of one /24 or /64 gains an abuser at most 4
 * addresses' worth, while a carrier's busy /24 still gets 4 times the room of its busiest address.
 */
export const NETWORK_SHARE = 4

function allowances(name: string, free: number, ceiling: number, windowMs: number): SenderAllowances {
  const span = windowMs === HOUR_MS ? '1h' : `${windowMs / MINUTE_MS}m`
  return {
    address: { name: `${name}-ip-${span}`, free, ceiling, windowMs },
    network: {
      name: `${name}-net-${span}`,
      free: free * NETWORK_SHARE,
      ceiling: ceiling * NETWORK_SHARE,
      windowMs,
    },
  }
}

/** OTP codes (generate and resend): OTP_FREE_SENDS_PER_IP_PER_HOUR free, OTP_SENDS_PER_IP_PER_HOUR at most. */
export const otpSenders = (free: number, ceiling: number) => allowances('otp-send', free, ceiling, HOUR_MS)

/** App-link texts: 10 an hour per address as they come (as before), then challenges, 100 at most. */
export const APP_LINK_SENDERS = allowances('app-link', 10, 100, HOUR_MS)

/** Code checks (verify, password reset) from one address: three tries for each code it may be sent. */
export const otpVerifyPerIpHour = (sendCeiling: number): RateLimitRule => ({
  name: 'otp-verify-ip-1h',
  limit: 3 * sendCeiling,
  windowMs: HOUR_MS,
})
