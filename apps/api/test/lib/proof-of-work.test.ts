import { describe, expect, it } from 'vitest'
import {
  CHALLENGE_TTL_MS,
  checkSolution,
  DIFFICULTY,
  difficultyFor,
  isHardEnough,
  issueChallenge,
} from '#src/lib/proof-of-work.ts'
import { decodePayload, encodePayload, solve } from '../helpers/challenge.ts'

const settings = { key: 'a-test-key-that-is-long-enough-to-sign', cost: 10 }

describe('the difficulty of a challenge (decision 011)', () => {
  it.each([
    [-1, DIFFICULTY.first],
    [0, DIFFICULTY.first],
    [0.5, (DIFFICULTY.first + DIFFICULTY.last) / 2],
    [1, DIFFICULTY.last],
    [7, DIFFICULTY.last],
  ])('at progress %d it is %d attempts at most', (progress, difficulty) => {
    expect(difficultyFor(progress)).toBe(difficulty)
  })

  it.each([
    [200, 200, true],
    [200, 250, true],
    [200, 251, false],
    [8000, 10_000, true],
    [7999, 10_000, false],
  ])('a challenge of %d answers a need of %d: %s', (issued, needed, enough) => {
    expect(isHardEnough(issued, needed)).toBe(enough)
  })
})

describe('issuing and checking', () => {
  it('issues a signed PBKDF2 challenge the widget can take, whose secret counter is below its difficulty', async () => {
    const now = Date.now()
    const challenge = await issueChallenge(settings, 300, now)
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      keyLength: 32,
      expiresAt: Math.floor((now + CHALLENGE_TTL_MS) / 1000),
      data: { difficulty: 300 },
    })
    const answer = decodePayload(await solve(challenge))
    expect(answer.solution.counter).toBeGreaterThanOrEqual(150)
    expect(answer.solution.counter).toBeLessThanOrEqual(300)
    expect(await checkSolution(settings, encodePayload(answer))).toEqual({
      ok: true,
      nonce: challenge.parameters.nonce,
      difficulty: 300,
      expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
    })
  })

  it('refuses an answer signed with another key, and one past its expiry', async () => {
    const mine = await solve(await issueChallenge(settings, 50))
    expect(await checkSolution({ ...settings, key: 'another-key-another-key-another-key' }, mine)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const old = await solve(await issueChallenge(settings, 50, Date.now() - CHALLENGE_TTL_MS - 1000))
    expect(await checkSolution(settings, old)).toEqual({ ok: false, reason: 'expired' })
  })
})
