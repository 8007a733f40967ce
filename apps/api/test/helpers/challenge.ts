import type { AltchaChallenge, SenderRefusalBody } from '@localjobs/api-client/auth/types'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'

/**
 * Solves a challenge as the ALTCHA widget does (the same library, on Node's PBKDF2) and answers what the
 * widget would put in the `altcha` field: base64 of JSON `{ challenge, solution }`.
 */
export async function solve(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey, timeout: 60_000 })
  if (!solution) throw new Error('the challenge could not be solved in time')
  return encodePayload({ challenge, solution })
}

export const encodePayload = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64')
export const decodePayload = (altcha: string) =>
  JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as {
    challenge: AltchaChallenge
    solution: { counter: number; derivedKey: string }
  }

/** The body of a 403 CHALLENGE_REQUIRED, checked to carry a challenge the widget can take. */
export function challengeRequired(response: LightMyRequestResponse): Required<SenderRefusalBody> {
  expect(response.statusCode, response.body).toBe(403)
  const body = response.json() as Required<SenderRefusalBody>
  expect(body).toMatchObject({
    statusCode: 403,
    code: 'CHALLENGE_REQUIRED',
    challenge: {
      parameters: { algorithm: 'PBKDF2/SHA-256', data: { difficulty: expect.any(Number) } },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    },
  })
  return body
}

/** The most attempts a challenge takes. */
export const difficultyOf = (challenge: AltchaChallenge) => Number(challenge.parameters.data?.difficulty)
