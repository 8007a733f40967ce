import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { Drizzle } from '#src/db/database.ts'
import { otpCodes, sessions, users } from '#src/db/schema.ts'
import { OTP_MAX_ATTEMPTS } from '#src/lib/otp-code.ts'
import { jobs } from '#src/services/job-queue.ts'
import { OTP_SMS_MAX_ATTEMPTS } from '#src/services/otp-sms.ts'

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsRepository
  }
}

export type UserRow = typeof users.$inferSelect

export interface OtpAttempt {
  id: number
  codeHash: string
  /** wrong and right tries so far, this one included */
  attempts: number
}

export interface AccountsRepository {
  /**
   * Stores a new code for the number and ends any earlier one; codes older than a day are dropped. With
   * `sealedCode` (`sealOtpCode`), queues its text in the same transaction (an otp_sms job, decision 045)
   * and answers the job's id.
   */
  createOtp(
    mobile: string,
    codeHash: string,
    expiresAt: Date,
    sealedCode?: string,
  ): Promise<number | undefined>
  /**
   * Counts a try against the number's live code and answers it, or undefined when there is none: never
   * sent, expired, used, ended by a newer code, or out of tries. Safe under concurrent tries.
   */
  takeOtpAttempt(mobile: string): Promise<OtpAttempt | undefined>
  /** Ends a code (used, or out of tries); false when it had ended already (a concurrent use). */
  endOtp(id: number): Promise<boolean>
  findUserByMobile(mobile: string): Promise<UserRow | undefined>
  /**
   * The user of the number, created on first login; `waOptin` updates the WhatsApp opt-in when given;
   * `verified` (a one-time code to the number was just answered) sets `mobile_verified_at` the first time.
   */
  upsertUser(mobile: string, waOptin?: boolean, options?: { verified?: boolean }): Promise<UserRow>
  setPassword(userId: number, passwordHash: string): Promise<void>
  createSession(userId: number, tokenHash: string, expiresAt: Date): Promise<void>
  /** The user of a live session, or undefined. */
  findSessionUser(tokenHash: string): Promise<UserRow | undefined>
  deleteSession(tokenHash: string): Promise<void>
  /** Ends every session of a user (after a password reset). */
  deleteSessionsOf(userId: number): Promise<void>
}

export function createAccountsRepository(db: Drizzle): AccountsRepository {
  return {
    async createOtp(mobile, codeHash, expiresAt, sealedCode) {
      return db.transaction(async (tx) => {
        await tx
          .update(otpCodes)
          .set({ consumedAt: sql`now()` })
          .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.consumedAt)))
        await tx
          .delete(otpCodes)
          .where(and(eq(otpCodes.mobile, mobile), lt(otpCodes.createdAt, sql`now() - interval '1 day'`)))
        const [otp] = await tx
          .insert(otpCodes)
          .values({ mobile, codeHash, expiresAt })
          .returning({ id: otpCodes.id })
        if (!otp || sealedCode === undefined) return undefined
        return jobs.enqueue(tx, {
          kind: 'otp_sms',
          payload: { otpId: otp.id, sealed: sealedCode },
          dedupeKey: `otp_sms:${otp.id}`,
          maxAttempts: OTP_SMS_MAX_ATTEMPTS,
        })
      })
    },

    async takeOtpAttempt(mobile) {
      const live = db
        .select({ id: otpCodes.id })
        .from(otpCodes)
        .where(
          and(eq(otpCodes.mobile, mobile), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, sql`now()`)),
        )
        .orderBy(desc(otpCodes.id))
        .limit(1)
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(
          and(
            eq(otpCodes.id, sql`(${live})`),
            lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts })
      return row
    },

    async endOtp(id) {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id })
      return rows.length > 0
    },

    async findUserByMobile(mobile) {
      const [row] = await db.select().from(users).where(eq(users.mobile, mobile))
      return row
    },

    async upsertUser(mobile, waOptin, { verified = false } = {}) {
      const verifiedAt = verified ? { mobileVerifiedAt: sql`coalesce(${users.mobileVerifiedAt}, now())` } : {}
      const [row] = await db
        .insert(users)
        .values({ mobile, waOptin: waOptin ?? false, ...(verified ? { mobileVerifiedAt: sql`now()` } : {}) })
        .onConflictDoUpdate({
          target: users.mobile,
          set:
            waOptin === undefined
              ? { updatedAt: sql`now()`, ...verifiedAt }
              : { waOptin, updatedAt: sql`now()`, ...verifiedAt },
        })
        .returning()
      if (!row) throw new Error('upsert returned no user')
      return row
    },

    async setPassword(userId, passwordHash) {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId))
    },

    async createSession(userId, tokenHash, expiresAt) {
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)))
        await tx.insert(sessions).values({ tokenHash, userId, expiresAt })
      })
    },

    async findSessionUser(tokenHash) {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
      return row?.user
    },

    async deleteSession(tokenHash) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
    },

    async deleteSessionsOf(userId) {
      await db.delete(sessions).where(eq(sessions.userId, userId))
    },
  }
}

export default fp(
  (fastify) => {
    fastify.decorate('accounts', createAccountsRepository(fastify.database.db))
  },
  { name: 'accounts-repository', dependencies: ['database'] },
)
