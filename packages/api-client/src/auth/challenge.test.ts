import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client.ts'
import { sendAppLink } from '../notifications/notifications.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import { CHALLENGE_REQUIRED, challengeAsked, sendWithChallenge } from './challenge.ts'
import { generateOtp, resendOtp } from './otp.ts'
import type { AltchaChallenge, SenderRefusalBody } from './types.ts'

const baseUrl = 'http://api.test/api'

const challenge = (nonce: string): AltchaChallenge => ({
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce,
    salt: 'ab',
    cost: 1000,
    keyLength: 32,
    keyPrefix: 'cd',
    keySignature: 'ef',
    expiresAt: 1_900_000_000,
    data: { difficulty: 200 },
  },
  signature: '01',
})

const refusal = (nonce: string, reason: SenderRefusalBody['reason'] = 'missing'): SenderRefusalBody => ({
  statusCode: 403,
  code: CHALLENGE_REQUIRED,
  message: 'Many requests came from your network. Please complete the quick check, then try again.',
  reason,
  challenge: challenge(nonce),
})

const sent = { message: 'OTP sent. It is valid for 10 minutes.' }

/** An API that answers the scripted responses in turn (the last one again once they run out). */
function scriptedApi(...answers: (() => Response)[]) {
  let next = 0
  return fakeFetch(() => {
    const answer = answers[Math.min(next++, answers.length - 1)]
    return answer ? answer() : jsonResponse(sent)
  })
}
const asks = (nonce: string, reason?: SenderRefusalBody['reason']) => () =>
  jsonResponse(refusal(nonce, reason), 403)
const sends = () => jsonResponse(sent)
const altchaOf = async (request: Request) => ((await request.json()) as { altcha?: string }).altcha

describe('the challenge protocol of calls that text a number (decision 011)', () => {
  it('below the free threshold: one plain call, no altcha field, nothing to solve', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(sent))
    const api = createApiClient({ baseUrl, fetch })
    const solved: string[] = []
    const result = await sendWithChallenge(
      (altcha) => generateOtp(api, { mobile_no: '9876543210', altcha }),
      async (asked) => {
        solved.push(asked.challenge.parameters.nonce)
        return 'never'
      },
    )
    expect(result.kind).toBe('ok')
    expect(solved).toEqual([])
    expect(requests).toHaveLength(1)
    expect(await requests[0]?.json()).toEqual({ mobile_no: '9876543210' })
  })

  it('asked for a challenge: solves it and sends again with the answer in `altcha`', async () => {
    const { fetch, requests } = scriptedApi(asks('n1'), sends)
    const api = createApiClient({ baseUrl, fetch })
    const result = await sendWithChallenge(
      (altcha) => resendOtp(api, { mobile_no: '9876543210', altcha }),
      async ({ challenge: asked, reason }) => {
        expect(reason).toBe('missing')
        return `answer-to-${asked.parameters.nonce}`
      },
    )
    expect(result).toMatchObject({ kind: 'ok', data: sent })
    expect(await Promise.all(requests.map((request) => request.json()))).toEqual([
      { mobile_no: '9876543210' },
      { mobile_no: '9876543210', altcha: 'answer-to-n1' },
    ])
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/login/otp/resend/',
      '/api/login/otp/resend/',
    ])
  })

  it('an answer that came too late gets a new challenge, solved in turn; at most 3 rounds', async () => {
    const { fetch, requests } = scriptedApi(asks('n1'), asks('n2', 'too_easy'), sends)
    const api = createApiClient({ baseUrl, fetch })
    const reasons: string[] = []
    const result = await sendWithChallenge(
      (altcha) => sendAppLink(api, { mobile_no: '9876543210', altcha }),
      async ({ challenge: asked, reason }) => {
        reasons.push(reason)
        return `answer-to-${asked.parameters.nonce}`
      },
    )
    expect(result.kind).toBe('ok')
    expect(reasons).toEqual(['missing', 'too_easy'])
    expect(await Promise.all(requests.map(altchaOf))).toEqual([undefined, 'answer-to-n1', 'answer-to-n2'])

    const endless = fakeFetch(() => jsonResponse(refusal('again', 'too_easy'), 403))
    let rounds = 0
    const last = await sendWithChallenge(
      (altcha) =>
        generateOtp(createApiClient({ baseUrl, fetch: endless.fetch }), { mobile_no: '9876543210', altcha }),
      async () => {
        rounds++
        return 'an answer'
      },
    )
    expect(rounds).toBe(3)
    expect(endless.requests).toHaveLength(4)
    expect(challengeAsked(last)?.reason).toBe('too_easy')
  })

  it('a challenge that could not be solved ends the call with the refusal, and sends nothing more', async () => {
    const { fetch, requests } = scriptedApi(asks('n1'), sends)
    const result = await sendWithChallenge(
      (altcha) => generateOtp(createApiClient({ baseUrl, fetch }), { mobile_no: '9876543210', altcha }),
      async () => null,
    )
    expect(requests).toHaveLength(1)
    expect(challengeAsked(result)).toMatchObject({
      reason: 'missing',
      challenge: { parameters: { nonce: 'n1' } },
    })
  })

  it.each([
    ['another 403', jsonResponse({ statusCode: 403, code: 'CSRF_FAILED', message: 'CSRF' }, 403)],
    ['a 429', jsonResponse({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many' }, 429)],
    ['a 403 without a challenge', jsonResponse({ ...refusal('n'), challenge: undefined }, 403)],
  ])('%s is no challenge: returned as it is, nothing solved', async (_name, response) => {
    const { fetch } = fakeFetch(() => response.clone())
    let solved = 0
    const result = await sendWithChallenge(
      (altcha) => generateOtp(createApiClient({ baseUrl, fetch }), { mobile_no: '9876543210', altcha }),
      async () => {
        solved++
        return 'x'
      },
    )
    expect(result.kind).toBe('http-error')
    expect(challengeAsked(result)).toBeUndefined()
    expect(solved).toBe(0)
  })
})
