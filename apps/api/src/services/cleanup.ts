import { and, lt, notExists, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import type { Drizzle } from '#src/db/database.ts'
import { otpCodes, refreshTokens, sessions, tokenFamilies } from '#src/db/schema.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { MINUTE_MS } from '#src/services/rate-limit.ts'

/**
 * How long an OTP row outlives its sending: the longest per-number send limit window (a day), so a sweep
 * never removes a code that a limit on that number may still count, spent or not.
 */
export const OTP_RETENTION_MS = Math.max(
  LIMITS.otpSendPerNumber10m.windowMs,
  LIMITS.otpSendPerNumberDay.windowMs,
)

export interface SweepResult {
  sessions: number
  otpCodes: number
  /** advertiser refresh tokens past their expiry, and sign-ins (token families) with none left */
  refreshTokens: number
  tokenFamilies: number
}

/** A sign-in with no refresh token left is kept a day (its last access tokens die long before). */
const FAMILY_RETENTION_MS = 24 * 60 * MINUTE_MS

/**
 * Deletes sessions past their expiry, OTP rows older than OTP_RETENTION_MS, expired refresh tokens and the
 * sign-ins left without any. Before this sweep they
 * went only at the next login of that user or number. Tests call it directly.
 */
export async function sweepExpired(db: Drizzle, now: Date = new Date()): Promise<SweepResult> {
  const goneSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`${now.toISOString()}::timestamptz`))
    .returning({ tokenHash: sessions.tokenHash })
  const otpCutoff = new Date(now.getTime() - OTP_RETENTION_MS)
  const goneCodes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.createdAt, sql`${otpCutoff.toISOString()}::timestamptz`))
    .returning({ id: otpCodes.id })
  const goneTokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, sql`${now.toISOString()}::timestamptz`))
    .returning({ tokenHash: refreshTokens.tokenHash })
  const familyCutoff = new Date(now.getTime() - FAMILY_RETENTION_MS)
  const goneFamilies = await db
    .delete(tokenFamilies)
    .where(
      and(
        lt(tokenFamilies.createdAt, sql`${familyCutoff.toISOString()}::timestamptz`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(sql`${refreshTokens.familyId} = ${tokenFamilies.id}`),
        ),
      ),
    )
    .returning({ id: tokenFamilies.id })
  return {
    sessions: goneSessions.length,
    otpCodes: goneCodes.length,
    refreshTokens: goneTokens.length,
    tokenFamilies: goneFamilies.length,
  }
}

/**
 * The periodic sweep: once as the app gets ready (awaited: two indexed deletes), then every
 * `intervalMinutes` (0: never). The timer is unref'd (it never keeps the process alive) and cleared on
 * close, which also waits for a sweep in flight, so the caller may close the database right after the
 * app. A failed sweep is logged and never stops the app; the next one tries again.
 */
export default fp<{ intervalMinutes: number }>(
  (fastify, { intervalMinutes }) => {
    if (intervalMinutes <= 0) return
    let timer: NodeJS.Timeout | undefined
    let running: Promise<void> | undefined
    const sweep = (log: FastifyBaseLogger) => {
      if (running) return running
      running = sweepExpired(fastify.database.db)
        .then((gone) => {
          if (Object.values(gone).some((count) => count > 0))
            log.info({ gone }, 'cleanup: expired rows deleted')
        })
        .catch((error: unknown) => log.error({ err: error }, 'cleanup: sweep failed'))
        .finally(() => {
          running = undefined
        })
      return running
    }
    fastify.addHook('onReady', async () => {
      await sweep(fastify.log)
      timer = setInterval(() => sweep(fastify.log), intervalMinutes * MINUTE_MS)
      timer.unref()
    })
    fastify.addHook('onClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'cleanup', dependencies: ['database'] },
)
