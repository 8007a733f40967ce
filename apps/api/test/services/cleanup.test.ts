import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { otpCodes, refreshTokens, sessions, tokenFamilies } from '#src/db/schema.ts'
import { OTP_RETENTION_MS, sweepExpired } from '#src/services/cleanup.ts'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '#src/services/rate-limit.ts'
import { buildTestApp, csrfHeaders, freshMobile, login, type TestApp } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'

let database: Database
let test: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  // This app never sweeps by itself: the tests below decide when.
  test = await buildTestApp(database, { env: { CLEANUP_INTERVAL_MINUTES: '0' } })
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const ago = (ms: number) => new Date(Date.now() - ms)
let tokenCount = 0

/** A session row of `userId` that ended `endedMsAgo` ago (negative: still running). */
async function sessionRow(userId: number, endedMsAgo: number) {
  const tokenHash = `cleanup-test-${++tokenCount}`
  await database.db.insert(sessions).values({ tokenHash, userId, expiresAt: ago(endedMsAgo) })
  return tokenHash
}

/** An OTP row of `mobile` sent `sentMsAgo` ago, spent or still open. */
async function otpRow(mobile: string, sentMsAgo: number, spent: boolean) {
  const [row] = await database.db
    .insert(otpCodes)
    .values({
      mobile,
      codeHash: 'not-a-real-hash',
      createdAt: ago(sentMsAgo),
      expiresAt: ago(sentMsAgo - 10 * MINUTE_MS),
      consumedAt: spent ? ago(sentMsAgo - MINUTE_MS) : null,
    })
    .returning({ id: otpCodes.id })
  return row?.id as number
}

const sessionsLeft = async (hashes: string[]) =>
  (
    await database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.tokenHash, hashes))
  ).map((row) => row.tokenHash)

const codesLeft = async (ids: number[]) =>
  (await database.db.select({ id: otpCodes.id }).from(otpCodes).where(inArray(otpCodes.id, ids)))
    .map((row) => row.id)
    .sort((a, b) => a - b)

const generate = (mobile: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/login/otp/generate/',
    headers: csrfHeaders(),
    payload: { mobile_no: mobile },
  })

describe('sweepExpired', () => {
  it('keeps OTP rows as long as the longest per-number send limit counts (a day)', () => {
    expect(OTP_RETENTION_MS).toBe(DAY_MS)
  })

  it('deletes sessions past their expiry and keeps the live ones, which still log in', async () => {
    const seeker = await login(test)
    const expired = await sessionRow(seeker.userId, HOUR_MS)
    const longExpired = await sessionRow(seeker.userId, 40 * DAY_MS)
    const live = await sessionRow(seeker.userId, -HOUR_MS)

    const gone = await sweepExpired(database.db)

    expect(gone.sessions).toBeGreaterThanOrEqual(2)
    expect(await sessionsLeft([expired, longExpired, live])).toEqual([live])
    const status = await test.app.inject({
      url: `/api/classifieds/job_seeker/${seeker.userId}/status/`,
      headers: { cookie: seeker.cookie },
    })
    expect(status.statusCode).toBe(200)
  })

  it('deletes OTP rows older than a day, spent or not, and keeps younger ones, spent or not', async () => {
    const mobile = freshMobile()
    const old = [await otpRow(mobile, DAY_MS + MINUTE_MS, true), await otpRow(mobile, 3 * DAY_MS, false)]
    const young = [
      await otpRow(mobile, 23 * HOUR_MS, true),
      await otpRow(mobile, 5 * MINUTE_MS, true),
      await otpRow(mobile, MINUTE_MS, false),
    ]

    const gone = await sweepExpired(database.db)

    expect(gone.otpCodes).toBeGreaterThanOrEqual(2)
    expect(await codesLeft([...old, ...young])).toEqual([...young].sort((a, b) => a - b))
  })

  it('deletes expired refresh tokens, then the old sign-ins left without any; live ones stay', async () => {
    const user = await test.app.accounts.upsertUser(freshMobile())
    const identity = test.app.identity
    // (a new sign-in drops the user's expired tokens itself, so the expired one comes last)
    await identity.startFamily('family-live', user.id, 'otp', 'hash-live', new Date(Date.now() + DAY_MS))
    await identity.startFamily('family-old', user.id, 'otp', 'hash-expired', new Date(Date.now() - MINUTE_MS))
    await database.db
      .update(tokenFamilies)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(inArray(tokenFamilies.id, ['family-old', 'family-live']))

    const gone = await sweepExpired(database.db)

    expect(gone.refreshTokens).toBeGreaterThanOrEqual(1)
    expect(gone.tokenFamilies).toBeGreaterThanOrEqual(1)
    const families = await database.db
      .select({ id: tokenFamilies.id })
      .from(tokenFamilies)
      .where(inArray(tokenFamilies.id, ['family-old', 'family-live']))
    expect(families).toEqual([{ id: 'family-live' }])
    const tokens = await database.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id))
    expect(tokens).toEqual([{ hash: 'hash-live' }])
  })

  it('a second sweep right after finds nothing more to delete', async () => {
    await sweepExpired(database.db)
    expect(await sweepExpired(database.db)).toEqual({
      sessions: 0,
      otpCodes: 0,
      refreshTokens: 0,
      tokenFamilies: 0,
    })
  })

  it('the per-number send limits still count after a sweep, and a code sent before it still logs in', async () => {
    const mobile = freshMobile()
    for (let sent = 0; sent < 3; sent++) expect((await generate(mobile)).statusCode).toBe(200)

    await sweepExpired(database.db)

    const fourth = await generate(mobile)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.headers['retry-after']).toBeDefined()
    const verified = await test.app.inject({
      method: 'POST',
      url: '/api/login/otp/verify/',
      headers: csrfHeaders(),
      payload: { mobile_no: mobile, otp: test.sms.codeFor(mobile) },
    })
    expect(verified.statusCode).toBe(200)
  })
})

describe('the periodic sweep (CLEANUP_INTERVAL_MINUTES)', () => {
  it('sweeps once when the app starts (default interval)', async () => {
    const seeker = await login(test)
    const expired = await sessionRow(seeker.userId, HOUR_MS)
    const other = await buildTestApp(database)
    try {
      expect(other.env.CLEANUP_INTERVAL_MINUTES).toBe(60)
      expect(await sessionsLeft([expired])).toEqual([])
    } finally {
      await other.app.close()
    }
  })

  it('sweeps again every interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const other = await buildTestApp(database, { env: { CLEANUP_INTERVAL_MINUTES: '5' } })
    try {
      const seeker = await login(test)
      const expired = await sessionRow(seeker.userId, MINUTE_MS)
      vi.advanceTimersByTime(4 * MINUTE_MS)
      expect(await sessionsLeft([expired])).toEqual([expired])
      vi.advanceTimersByTime(MINUTE_MS)
      await vi.waitFor(async () => expect(await sessionsLeft([expired])).toEqual([]))
    } finally {
      await other.app.close()
      vi.useRealTimers()
    }
  })

  it('0 turns it off', async () => {
    const seeker = await login(test)
    const expired = await sessionRow(seeker.userId, HOUR_MS)
    const other = await buildTestApp(database, { env: { CLEANUP_INTERVAL_MINUTES: '0' } })
    await other.app.close()
    expect(await sessionsLeft([expired])).toEqual([expired])
    await database.db.delete(sessions).where(eq(sessions.tokenHash, expired))
  })
})
