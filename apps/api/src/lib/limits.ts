import { DAY_MS, HOUR_MS, MINUTE_MS, type RateLimitRule } from '#src/services/rate-limit.ts'

/**
 * Limits on costly actions (ARCHITECTURE.md: OTP send limits per number and per IP). Per-number limits
 * are policy and fixed here; the per-IP OTP limit and the overall request ceiling come from env.ts,
 * because offices and carriers share addresses differently from place to place.
 */
export const LIMITS = {
  /** codes sent to one number: 3 in 10 minutes and 10 a day (test numbers are exempt: they send none) */
  otpSendPerNumber10m: { name: 'otp-send-number-10m', limit: 3, windowMs: 10 * MINUTE_MS },
  otpSendPerNumberDay: { name: 'otp-send-number-1d', limit: 10, windowMs: DAY_MS },
  /** code checks (verify, password reset) from one address */
  otpVerifyPerIpHour: { name: 'otp-verify-ip-1h', limit: 100, windowMs: HOUR_MS },
  /** password logins from one address, and for one number */
  passwordPerIp15m: { name: 'password-ip-15m', limit: 30, windowMs: 15 * MINUTE_MS },
  passwordPerNumberHour: { name: 'password-number-1h', limit: 10, windowMs: HOUR_MS },
  /** app-link texts to one number, and from one address */
  appLinkPerNumberDay: { name: 'app-link-number-1d', limit: 3, windowMs: DAY_MS },
  appLinkPerIpHour: { name: 'app-link-ip-1h', limit: 10, windowMs: HOUR_MS },
  /** a seeker's resume uploads, profile saves and applications */
  resumeUploadPerUserHour: { name: 'resume-upload-user-1h', limit: 20, windowMs: HOUR_MS },
  profileSavePerUserHour: { name: 'profile-save-user-1h', limit: 60, windowMs: HOUR_MS },
  applyPerUserHour: { name: 'apply-user-1h', limit: 100, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimitRule>

export const otpSendPerIpHour = (limit: number): RateLimitRule => ({
  name: 'otp-send-ip-1h',
  limit,
  windowMs: HOUR_MS,
})
