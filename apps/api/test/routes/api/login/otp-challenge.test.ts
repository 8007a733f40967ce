import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DIFFICULTY } from '#src/lib/proof-of-work.ts'
import { appPerFile, buildTestApp, csrfHeaders, freshMobile } from '../../../helpers/app.ts'
import {
  challengeRequired,
  decodePayload,
  difficultyOf,
  encodePayload,
  solve,
} from '../../../helpers/challenge.ts'
import { assertNo5xx, bodyWith, jsonRequest } from '../../../helpers/fuzz.ts'

// The real allowance (10 codes an hour per address as they come, 500 at most), with a cheaper unit of work
// (10 PBKDF2 iterations per attempt instead of 1,000) so that a hundred challenges solve in seconds.
const suite = appPerFile({
  env: {
    OTP_FREE_SENDS_PER_IP_PER_HOUR: '10',
    OTP_SENDS_PER_IP_PER_HOUR: '500',
    ALTCHA_COST: '10',
    TEST_OTP_NUMBERS: '9999999999:4321',
  },
})

type Route = 'generate' | 'resend'

/** Asks for a code for `mobile` from `address`, with an answer to a challenge when given one. */
const ask = (
  mobile: string,
  address: string,
  altcha?: string,
  { route = 'generate' as Route, language = 'en' } = {},
) =>
  suite.test.app.inject({
    method: 'POST',
    url: `/api/login/otp/${route}/`,
    headers: { ...csrfHeaders(), 'accept-language': language },
    payload: altcha === undefined ? { mobile_no: mobile } : { mobile_no: mobile, altcha },
    remoteAddress: address,
  })

/** What a person's browser does: ask; when a challenge comes back, solve it and ask again with the answer. */
async function askSolving(mobile: string, address: string, route: Route = 'generate') {
  const first = await ask(mobile, address, undefined, { route })
  if (first.statusCode !== 403) return { response: first, difficulty: 0 }
  const { challenge } = challengeRequired(first)
  return {
    response: await ask(mobile, address, await solve(challenge), { route }),
    difficulty: difficultyOf(challenge),
  }
}

/** Uses up the free sends of a fresh address (other numbers), so its next send needs a challenge. */
async function pastThreshold(address: string) {
  for (let i = 0; i < 10; i++) expect((await ask(freshMobile(), address)).statusCode).toBe(200)
}

const sentTo = (mobile: string) => suite.test.sms.sent.filter((sms) => sms.to === mobile).length
const errorOf = (response: LightMyRequestResponse) => response.json() as ApiErrorBody

afterEach(() => {
  vi.useRealTimers()
})

describe('many people behind one address (decision 011)', () => {
  it('100 different numbers from one address all get codes once they solve challenges; the work grows', async () => {
    const address = '198.51.100.7'
    const difficulties: number[] = []
    for (let i = 0; i < 100; i++) {
      const mobile = freshMobile()
      const first = await ask(mobile, address)
      if (i < 10) {
        // The first 10 of the hour go as before: no challenge, nothing else asked of the caller.
        expect(first.statusCode, `send ${i + 1}`).toBe(200)
      } else {
        const { challenge } = challengeRequired(first)
        expect(sentTo(mobile), 'nothing is sent without the answer').toBe(0)
        difficulties.push(difficultyOf(challenge))
        const answered = await ask(mobile, address, await solve(challenge))
        expect(answered.statusCode, `send ${i + 1}`).toBe(200)
        expect(answered.json()).toEqual({ message: 'OTP sent. It is valid for 10 minutes.' })
      }
      expect(suite.test.sms.codeFor(mobile)).toMatch(/^\d{4}$/)
    }
    expect(difficulties).toHaveLength(90)
    expect(difficulties[0]).toBe(DIFFICULTY.first)
    for (let i = 1; i < difficulties.length; i++)
      expect(difficulties[i]).toBeGreaterThanOrEqual(difficulties[i - 1] ?? 0)
    // Linear from the first challenge to the hard ceiling (500): 89 sends past the first of 490.
    expect(difficulties.at(-1)).toBe(
      Math.round(DIFFICULTY.first + ((DIFFICULTY.last - DIFFICULTY.first) * 89) / 490),
    )

    // Its network (/24) has used more than its 40 free sends: a neighbouring address is asked too; another
    // network is not. The same address written as IPv4-mapped IPv6 is the same address.
    challengeRequired(await ask(freshMobile(), '198.51.100.8'))
    challengeRequired(await ask(freshMobile(), '::ffff:198.51.100.7'))
    expect((await ask(freshMobile(), '203.0.113.9')).statusCode).toBe(200)
  })

  it('counts an IPv6 client by its address and by its /64, whatever address of the /64 it uses', async () => {
    for (let i = 0; i < 40; i++) {
      const address = `2001:db8:7:1::${(i + 1).toString(16)}`
      expect((await ask(freshMobile(), address)).statusCode, address).toBe(200)
    }
    // Forty addresses of one /64 used its 40 free sends; one more address of it is asked for a challenge.
    challengeRequired(await ask(freshMobile(), '2001:db8:7:1:ffff::1'))
    expect((await ask(freshMobile(), '2001:db8:7:2::1')).statusCode).toBe(200)
    // One address past its own 10 (spelled two ways) is asked, while its /64 still has free sends.
    for (let i = 0; i < 10; i++) expect((await ask(freshMobile(), '2001:db8:7:3::1')).statusCode).toBe(200)
    challengeRequired(await ask(freshMobile(), '2001:DB8:7:3:0:0:0:1'))
  })

  it('resend shares the allowance of generate, and takes an answer the same way', async () => {
    const address = '10.20.30.1'
    await pastThreshold(address)
    const mobile = freshMobile()
    const { response } = await askSolving(mobile, address, 'resend')
    expect(response.statusCode).toBe(200)
    expect(sentTo(mobile)).toBe(1)
  })

  it('a caller who never answers raises nothing: refusals are not counted', async () => {
    const address = '10.20.40.1'
    await pastThreshold(address)
    for (let i = 0; i < 20; i++) {
      const refused = challengeRequired(await ask(freshMobile(), address))
      expect(refused.reason).toBe('missing')
      expect(difficultyOf(refused.challenge)).toBe(DIFFICULTY.first)
    }
    const { response, difficulty } = await askSolving(freshMobile(), address)
    expect(response.statusCode).toBe(200)
    expect(difficulty).toBe(DIFFICULTY.first)
  })
})

describe('floods are still stopped', () => {
  it('a flood of one number gets 429 after 3 codes, challenges solved or not', async () => {
    const mobile = freshMobile()
    for (let i = 0; i < 3; i++) expect((await ask(mobile, '10.20.50.1')).statusCode).toBe(200)
    const flooded = await ask(mobile, '10.20.50.1')
    expect(flooded.statusCode).toBe(429)
    expect(errorOf(flooded)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many OTP requests. Please try again in 10 minutes.',
    })
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(500)

    // From an address past its free sends, every try needs a solved challenge, and the 4th code is still refused.
    const address = '10.20.51.1'
    await pastThreshold(address)
    const other = freshMobile()
    for (let i = 0; i < 3; i++) expect((await askSolving(other, address)).response.statusCode).toBe(200)
    const { response } = await askSolving(other, address)
    expect(response.statusCode).toBe(429)
    expect(errorOf(response).code).toBe('TOO_MANY_REQUESTS')
    expect(sentTo(other)).toBe(3)
  })

  it('the hard ceiling stays: past it, 429 with Retry-After, before any work is asked for', async () => {
    const small = await buildTestApp(suite.database, {
      env: { OTP_FREE_SENDS_PER_IP_PER_HOUR: '2', OTP_SENDS_PER_IP_PER_HOUR: '5', ALTCHA_COST: '10' },
    })
    try {
      const send = (altcha?: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/login/otp/generate/',
          headers: { ...csrfHeaders(), 'accept-language': 'hi' },
          payload: altcha ? { mobile_no: freshMobile(), altcha } : { mobile_no: freshMobile() },
          remoteAddress: '192.0.2.10',
        })
      for (let i = 0; i < 2; i++) expect((await send()).statusCode).toBe(200)
      const difficulties: number[] = []
      for (let i = 0; i < 3; i++) {
        const { challenge } = challengeRequired(await send())
        difficulties.push(difficultyOf(challenge))
        expect((await send(await solve(challenge))).statusCode).toBe(200)
      }
      // From the first challenge's difficulty to the last's, as the count goes from 2 to the ceiling of 5.
      expect(difficulties).toEqual(
        [0, 1, 2].map((sent) =>
          Math.round(DIFFICULTY.first + ((DIFFICULTY.last - DIFFICULTY.first) * sent) / 3),
        ),
      )
      const over = await send()
      expect(over.statusCode).toBe(429)
      expect(errorOf(over)).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
      expect(errorOf(over).message).toMatch(/^बहुत सारे OTP अनुरोध।/)
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500)
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(3600)
      expect(small.sms.sent).toHaveLength(5)
    } finally {
      await small.app.close()
    }
  })
})

describe('answers to a challenge: valid, wrong, replayed, expired, too easy', () => {
  /** A challenge for a fresh address past its free sends, and the number that asked. */
  async function challengeFor(address: string) {
    await pastThreshold(address)
    const mobile = freshMobile()
    return { mobile, ...challengeRequired(await ask(mobile, address)) }
  }

  /** A refusal: 403 CHALLENGE_REQUIRED for `reason`, with a new challenge, and no text sent. */
  function expectRefused(response: LightMyRequestResponse, reason: string, mobile: string) {
    const body = challengeRequired(response)
    expect(body.reason).toBe(reason)
    expect(body.message).toBe(
      'Many requests came from your network. Please complete the quick check, then try again.',
    )
    expect(response.headers['cache-control']).toBe('no-store')
    expect(sentTo(mobile)).toBe(0)
    return body
  }

  it('valid: the code is sent', async () => {
    const { mobile, challenge, reason } = await challengeFor('10.20.60.1')
    expect(reason).toBe('missing')
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 290)
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 300)
    expect(challenge.parameters.cost).toBe(10)
    expect((await ask(mobile, '10.20.60.1', await solve(challenge))).statusCode).toBe(200)
    expect(sentTo(mobile)).toBe(1)
  })

  it('wrong: a forged key, changed parameters, another server’s challenge or no payload at all', async () => {
    const address = '10.20.61.1'
    const { mobile, challenge } = await challengeFor(address)
    const answer = decodePayload(await solve(challenge))
    const flip = (hex: string) => `${hex[0] === '0' ? '1' : '0'}${hex.slice(1)}`
    const wrongs = [
      encodePayload({
        ...answer,
        solution: { ...answer.solution, derivedKey: flip(answer.solution.derivedKey) },
      }),
      encodePayload({
        ...answer,
        solution: { counter: answer.solution.counter + 1, derivedKey: '00'.repeat(32) },
      }),
      encodePayload({
        ...answer,
        challenge: {
          ...answer.challenge,
          parameters: { ...answer.challenge.parameters, data: { difficulty: 100_000 } },
        },
      }),
      encodePayload({
        ...answer,
        challenge: { ...answer.challenge, signature: flip(answer.challenge.signature ?? '') },
      }),
      'bm90IGEgc29sdXRpb24=',
      'not base64 at all!',
      encodePayload({ challenge: null, solution: null, test: true }),
    ]
    const elsewhere = await buildTestApp(suite.database, {
      env: {
        OTP_FREE_SENDS_PER_IP_PER_HOUR: '0',
        ALTCHA_COST: '10',
        ALTCHA_HMAC_KEY: 'another-server-key-of-32-characters!',
      },
    })
    try {
      const foreign = challengeRequired(
        await elsewhere.app.inject({
          method: 'POST',
          url: '/api/login/otp/generate/',
          headers: csrfHeaders(),
          payload: { mobile_no: freshMobile() },
        }),
      )
      wrongs.push(await solve(foreign.challenge))
    } finally {
      await elsewhere.app.close()
    }
    for (const wrong of wrongs) expectRefused(await ask(mobile, address, wrong), 'invalid', mobile)
    // The right answer still works afterwards: wrong ones used nothing up.
    expect((await ask(mobile, address, encodePayload(answer))).statusCode).toBe(200)
  })

  it('replayed: an answer works once, even for another number', async () => {
    const address = '10.20.62.1'
    const { mobile, challenge } = await challengeFor(address)
    const answer = await solve(challenge)
    expect((await ask(mobile, address, answer)).statusCode).toBe(200)
    const other = freshMobile()
    expectRefused(await ask(other, address, answer), 'replayed', other)
    // Answers are not tied to an address, so another address past its free sends may not reuse it either.
    await pastThreshold('10.20.162.1')
    expectRefused(await ask(other, '10.20.162.1', answer), 'replayed', other)
  })

  it('expired: an answer to a challenge older than 5 minutes is refused, with a fresh challenge', async () => {
    const address = '10.20.63.1'
    const { mobile, challenge } = await challengeFor(address)
    const answer = await solve(challenge)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5 * 60_000 + 2_000)
    const fresh = expectRefused(await ask(mobile, address, answer), 'expired', mobile)
    expect((await ask(mobile, address, await solve(fresh.challenge))).statusCode).toBe(200)
  })

  it('too easy: a challenge issued while the address needed less, once it needs a quarter more', async () => {
    const address = '10.20.64.1'
    const { mobile, challenge } = await challengeFor(address)
    expect(difficultyOf(challenge)).toBe(DIFFICULTY.first)
    const early = await solve(challenge)
    // Others behind the address ask meanwhile: 3 sends raise the need by 3 x 20 = 60, past 5/4 of 200.
    for (let i = 0; i < 3; i++)
      expect((await askSolving(freshMobile(), address)).response.statusCode).toBe(200)
    const refused = expectRefused(await ask(mobile, address, early), 'too_easy', mobile)
    expect(difficultyOf(refused.challenge)).toBe(DIFFICULTY.first + 60)
    // One send later still counts (260 where 280 is needed: more than four fifths).
    const { challenge: later } = challengeRequired(await ask(mobile, address))
    expect((await askSolving(freshMobile(), address)).response.statusCode).toBe(200)
    expect((await ask(mobile, address, await solve(later))).statusCode).toBe(200)
  })

  it('speaks the request language', async () => {
    const address = '10.20.65.1'
    await pastThreshold(address)
    for (const [language, start] of [
      ['hi', 'आपके नेटवर्क से बहुत सारे अनुरोध आए हैं।'],
      ['te', 'మీ నెట్‌వర్క్ నుండి చాలా అభ్యర్థనలు వచ్చాయి.'],
    ] as const) {
      const body = challengeRequired(await ask(freshMobile(), address, undefined, { language }))
      expect(body.message.startsWith(start)).toBe(true)
    }
  })
})

describe('test numbers', () => {
  it('send nothing and skip the per-number limits, but not the address allowance', async () => {
    const address = '10.20.70.1'
    for (let i = 0; i < 10; i++) expect((await ask('9999999999', address)).statusCode).toBe(200)
    challengeRequired(await ask('9999999999', address))
    expect(sentTo('9999999999')).toBe(0)
  })
})

describe('fuzzing: no answer to a challenge gets a 5xx', () => {
  it('random bodies and random payloads, from an address that needs a challenge', async () => {
    const strict = await buildTestApp(suite.database, {
      env: { OTP_FREE_SENDS_PER_IP_PER_HOUR: '0', ALTCHA_COST: '10' },
    })
    try {
      await assertNo5xx(
        strict.app,
        bodyWith(['mobile_no', 'altcha']).map(jsonRequest('POST', '/api/login/otp/generate/')),
        60,
      )
      const payloads = fc
        .oneof(
          fc.jsonValue().map(encodePayload),
          fc
            .record({
              challenge: fc.record({ parameters: fc.jsonValue(), signature: fc.string() }),
              solution: fc.record({ counter: fc.integer(), derivedKey: fc.string() }),
            })
            .map(encodePayload),
          fc.string({ maxLength: 300 }),
        )
        .map((altcha) => ({
          method: 'POST' as const,
          url: '/api/login/otp/resend/',
          headers: csrfHeaders(),
          payload: { mobile_no: '9876543210', altcha },
        }))
      await assertNo5xx(strict.app, payloads, 80)
    } finally {
      await strict.app.close()
    }
  })
})
