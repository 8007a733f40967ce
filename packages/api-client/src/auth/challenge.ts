import type { ApiResult } from '../errors.ts'
import type { AltchaChallenge, ChallengeRefusal, SenderRefusalBody } from './types.ts'

/**
 * The code of the 403 a call that texts a number answers past the texts its caller's address may ask for
 * freely: the next one needs a solved proof-of-work challenge, sent back in the body's `altcha` field.
 */
export const CHALLENGE_REQUIRED = 'CHALLENGE_REQUIRED'

/** A challenge the API asked for, and why. */
export interface ChallengeAsked {
  challenge: AltchaChallenge
  reason: ChallengeRefusal
}

/** The challenge a failed call asks to solve; undefined for any other result. */
export function challengeAsked(result: ApiResult<unknown>): ChallengeAsked | undefined {
  if (result.kind !== 'http-error' || result.status !== 403) return undefined
  const body = result.body as SenderRefusalBody
  if (body.code !== CHALLENGE_REQUIRED || !body.challenge) return undefined
  return { challenge: body.challenge, reason: body.reason ?? 'missing' }
}

/**
 * Sends a call that texts a number, with the challenge protocol: first without an answer (below the free
 * threshold nothing else happens); when the API asks for a challenge, `solve` it (the ALTCHA widget; null when
 * it failed or the person left) and send again with the answer, at most `rounds` times. Answers the last
 * result: the success, a refusal (a solved challenge that came too late asks for another), or the failure.
 */
export async function sendWithChallenge<T>(
  send: (altcha: string | undefined) => Promise<ApiResult<T>>,
  solve: (asked: ChallengeAsked) => Promise<string | null>,
  rounds = 3,
): Promise<ApiResult<T>> {
  let result = await send(undefined)
  for (let round = 0; round < rounds; round++) {
    const asked = challengeAsked(result)
    if (!asked) return result
    const answer = await solve(asked)
    if (answer === null) return result
    result = await send(answer)
  }
  return result
}
