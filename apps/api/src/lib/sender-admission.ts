import { CHALLENGE_REQUIRED } from '@localjobs/api-client/auth/challenge'
import type { ChallengeRefusal } from '@localjobs/api-client/auth/types'
import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RateLimitCheck } from '#src/services/rate-limit.ts'
import { ApiError, tooManyRequests } from './api-error.ts'
import { addressOf, networkOf } from './client-address.ts'
import type { SendAllowance, SenderAllowances } from './limits.ts'
import { say } from './messages.ts'
import {
  checkSolution,
  difficultyFor,
  isHardEnough,
  issueChallenge,
  type ProofOfWorkSettings,
} from './proof-of-work.ts'

const checkOf = (allowance: SendAllowance, subject: string): RateLimitCheck => ({
  rule: { name: allowance.name, limit: allowance.ceiling, windowMs: allowance.windowMs },
  subject,
})

/**
 * How far past its free sends a count is: 0 at the first send that needs a challenge, 1 at the ceiling;
 * negative while sends are still free.
 */
function progressOf(count: number, { free, ceiling }: SendAllowance): number {
  if (count < free) return -1
  return ceiling > free ? (count - free) / (ceiling - free) : 1
}

export interface SenderRequest {
  request: FastifyRequest
  allowances: SenderAllowances
  /** the body's `altcha`: the answer to a challenge, when the caller has one */
  altcha: string | undefined
  locale: Locale
  /** the 429 sentence, given the wait */
  tooMany: (retryAfterSeconds: number) => string
}

/**
 * Lets one text through for the caller's address and network (decision 011), before the per-number limits:
 * - at the hard ceiling of either: 429 with Retry-After, before any work is asked for;
 * - past the free sends of either: 403 CHALLENGE_REQUIRED with a new challenge (as hard as the busier of the
 *   two needs), unless the body answers one that this server signed, not expired, not used before and hard
 *   enough; the answer is then used up;
 * - then the send is counted on both (atomically: concurrent sends still stop at the ceiling).
 * Refused requests count nothing, so a caller who never solves a challenge cannot raise the count (and the
 * work) for the other people behind the same address.
 */
export async function admitSender(
  fastify: FastifyInstance,
  { request, allowances, altcha, locale, tooMany }: SenderRequest,
): Promise<void> {
  const { rateLimiter, env } = fastify
  const checks = [
    { allowance: allowances.address, check: checkOf(allowances.address, addressOf(request.ip)) },
    { allowance: allowances.network, check: checkOf(allowances.network, networkOf(request.ip)) },
  ]
  const counts = await Promise.all(checks.map(({ check }) => rateLimiter.peek(check)))
  const now = Date.now()
  for (const [index, { allowance }] of checks.entries()) {
    const { count, resetAt } = counts[index] ?? { count: 0, resetAt: now }
    if (count < allowance.ceiling) continue
    const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000))
    throw tooManyRequests(tooMany(seconds), seconds)
  }
  const progress = Math.max(
    ...checks.map(({ allowance }, index) => progressOf(counts[index]?.count ?? 0, allowance)),
  )
  if (progress >= 0) {
    const settings: ProofOfWorkSettings = { key: env.ALTCHA_HMAC_KEY, cost: env.ALTCHA_COST }
    const needed = difficultyFor(progress)
    const refusal = await refusalOf(fastify, settings, altcha, needed)
    if (refusal) {
      // The first refusal is the protocol; a wrong, reused or late answer is worth noticing.
      const level = refusal === 'missing' ? 'debug' : 'info'
      request.log[level]({ reason: refusal, difficulty: needed }, 'a text needs a solved challenge')
      throw new ApiError(403, CHALLENGE_REQUIRED, say('challengeRequired', locale), undefined, {
        extra: { reason: refusal, challenge: await issueChallenge(settings, needed) },
      })
    }
  }
  await rateLimiter.enforce(
    checks.map(({ check }) => check),
    tooMany,
  )
}

/** Why `altcha` does not admit a send that needs a challenge of `needed` difficulty; undefined when it does. */
async function refusalOf(
  fastify: FastifyInstance,
  settings: ProofOfWorkSettings,
  altcha: string | undefined,
  needed: number,
): Promise<ChallengeRefusal | undefined> {
  if (altcha === undefined || altcha === '') return 'missing'
  const solution = await checkSolution(settings, altcha)
  if (!solution.ok) return solution.reason
  if (!isHardEnough(solution.difficulty, needed)) return 'too_easy'
  // One use per challenge: the store forgets the nonce once the challenge could no longer be used anyway.
  const { count } = await fastify.rateLimiter.store.increment(
    `altcha-used:${solution.nonce}`,
    Math.max(1000, solution.expiresAt - Date.now() + 1000),
  )
  return count === 1 ? undefined : 'replayed'
}
