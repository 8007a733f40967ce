import { createHmac } from 'node:crypto'
import type { AltchaChallenge, ChallengeRefusal } from '@localjobs/api-client/auth/types'
import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from 'zod'
import { MINUTE_MS } from '#src/services/rate-limit.ts'

/**
 * Proof-of-work challenges (ALTCHA, PoW v2, self-hosted; decision 011). A challenge asks the browser to find
 * the counter whose PBKDF2-SHA-256 key (`cost` iterations per attempt) starts with a given prefix; the
 * server picked that counter at random below the challenge's difficulty, so solving takes on average
 * three quarters of `difficulty` attempts, and checking an answer is one HMAC.
 */

/** What a challenge is signed with and how much one attempt costs (ALTCHA_HMAC_KEY, ALTCHA_COST). */
export interface ProofOfWorkSettings {
  key: string
  cost: number
}

export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256'

/** A challenge is good for 5 minutes: long enough for a slow phone on a slow network, no stockpiling. */
export const CHALLENGE_TTL_MS = 5 * MINUTE_MS

/**
 * The difficulty (most attempts) of a challenge: `first` just past an address's free sends, growing in a
 * straight line to `last` at its hard ceiling. At the default cost (1,000 iterations) Chromium on a 2-core
 * machine solves a `first` one in 30-125 ms with the widget's workers and Node does about 4,000 attempts a
 * second; a low-end phone is 5 to 10 times slower: well under a second at first, seconds near the ceiling
 * (decision 011 has the measurements).
 */
export const DIFFICULTY = { first: 200, last: 10_000 } as const

/** The difficulty for `progress`, 0 at the free threshold and 1 at the hard ceiling. */
export function difficultyFor(progress: number): number {
  const share = Math.min(1, Math.max(0, progress))
  return Math.round(DIFFICULTY.first + (DIFFICULTY.last - DIFFICULTY.first) * share)
}

/**
 * Others behind the same address may ask for codes between the moment a challenge is issued and the moment
 * its answer comes back, raising what the address needs: an answer counts while its challenge is at least
 * four fifths as hard as that.
 */
export const isHardEnough = (issued: number, needed: number) => issued * 5 >= needed * 4

/** The key that signs the derived keys, so checking an answer needs no key derivation. */
const keySignatureSecret = (key: string) =>
  createHmac('sha256', key).update('altcha-key-signature').digest('hex')

/** A new challenge of `difficulty` attempts at most, signed, expiring after CHALLENGE_TTL_MS. */
export async function issueChallenge(
  { key, cost }: ProofOfWorkSettings,
  difficulty: number,
  now = Date.now(),
): Promise<AltchaChallenge> {
  const challenge = await createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost,
    counter: randomInt(difficulty, Math.ceil(difficulty / 2)),
    deriveKey,
    data: { difficulty },
    expiresAt: Math.floor((now + CHALLENGE_TTL_MS) / 1000),
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySignatureSecret(key),
  })
  return challenge as AltchaChallenge
}

const hex = z.string().regex(/^(?:[0-9a-f]{2})+$/)

/** What the widget sends back: base64 of JSON `{ challenge, solution }`. Read defensively: it is input. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(CHALLENGE_ALGORITHM),
        nonce: hex,
        salt: hex,
        cost: z.number().int().positive(),
        keyLength: z.number().int().positive(),
        keyPrefix: hex,
        keySignature: hex,
        expiresAt: z.number().int().positive(),
        data: z
          .object({ difficulty: z.number().int().positive() })
          .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()])),
      })
      .loose(),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: hex }).loose(),
})

export type CheckedSolution =
  | { ok: true; nonce: string; difficulty: number; expiresAt: number }
  | { ok: false; reason: Exclude<ChallengeRefusal, 'missing' | 'replayed' | 'too_easy'> }

/**
 * Checks an answer: a challenge this server signed, not expired, and solved. Says which challenge it was
 * (its nonce, for replay protection) and how hard it was; anything else is 'invalid' or 'expired'.
 */
export async function checkSolution({ key }: ProofOfWorkSettings, payload: string): Promise<CheckedSolution> {
  let parsed: z.output<typeof payloadSchema>
  try {
    const result = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')))
    if (!result.success) return { ok: false, reason: 'invalid' }
    parsed = result.data
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  const { challenge, solution } = parsed
  const verdict = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySignatureSecret(key),
  }).catch(() => undefined)
  if (!verdict) return { ok: false, reason: 'invalid' }
  if (verdict.expired) return { ok: false, reason: 'expired' }
  if (!verdict.verified) return { ok: false, reason: 'invalid' }
  return {
    ok: true,
    nonce: challenge.parameters.nonce,
    difficulty: challenge.parameters.data.difficulty,
    expiresAt: challenge.parameters.expiresAt * 1000,
  }
}
