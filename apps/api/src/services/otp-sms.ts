import { eq } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { otpCodes } from '#src/db/schema.ts'
import { openOtpCode, otpText } from '#src/lib/otp-code.ts'
import type { JobContext } from './job-queue.ts'
import type { SmsSender } from './sms.ts'

/**
 * Tries of one code's text: the first by the request that made the code, then the poll's after 30 s,
 * 1 min, 2 min and 4 min (the queue's backoff), the last 7.5 minutes in: within the code's 10 minutes.
 */
export const OTP_SMS_MAX_ATTEMPTS = 5

/**
 * otp_sms (decision 045): texts a sign-in code unless it has ended meanwhile (used, replaced by a newer
 * code, out of tries, expired), when there is nothing worth sending. A gateway that fails or does not
 * answer within SMS_HTTP_TIMEOUT_MS makes the job throw: the queue tries it again.
 */
export function otpSmsJob(db: Drizzle, sms: SmsSender, secret: string) {
  return async ({ otpId, sealed }: { otpId: number; sealed: string }, context: JobContext) => {
    const [row] = await db.select().from(otpCodes).where(eq(otpCodes.id, otpId))
    if (!row || row.consumedAt || row.expiresAt <= context.now) return
    await sms.send({ to: row.mobile, text: otpText(openOtpCode(secret, sealed)), kind: 'otp' })
  }
}
