import { createPrivateKey, generateKeyPairSync } from 'node:crypto'
import { Writable } from 'node:stream'
import type { EnterpriseLoginResponse, LoginResponse } from '@localjobs/api-client/auth/types'
import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { base64url, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#src/app.ts'
import type { Database } from '#src/db/database.ts'
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, newPrivateKeyPem } from '#src/lib/access-token.ts'
import { hashLegacyToken } from '#src/plugins/app/access.ts'
import { MemoryRateLimitStore } from '#src/services/rate-limit.ts'
import {
  bearer,
  createEnterprise,
  signInAdvertiser,
  verifyOtpAt,
  webViewBearer,
} from '../../../helpers/advertisers.ts'
import {
  csrfHeaders,
  freshMobile,
  login,
  MemoryFiles,
  RecordingSms,
  type TestApp,
  testEnv,
} from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, bodyWith } from '../../../helpers/fuzz.ts'

const PROFILE = '/api/advertisers/v1/profile/'
const REFRESH = '/api/user/token/refresh/'
const MIGRATE = '/api/user/jwt-tokens/advertiser/me'

// The test knows the signing key, so it can sign tokens the API would sign, and tamper with them.
const SIGNING_KEY_PEM = newPrivateKeyPem()
const OPS_MOBILE = freshMobile()
const AGENT_MOBILE = freshMobile()

let database: Database
let test: TestApp
const logLines: Record<string, unknown>[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  const env = testEnv({
    JWT_PRIVATE_KEY: SIGNING_KEY_PEM,
    OPS_MOBILE_NUMBERS: OPS_MOBILE,
    AGENT_MOBILE_NUMBERS: AGENT_MOBILE,
  })
  const sms = new RecordingSms()
  const files = new MemoryFiles()
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const app = buildApp({
    db: database,
    env,
    logger: { level: 'warn', stream },
    services: { sms, files, rateLimitStore: new MemoryRateLimitStore() },
  })
  await app.ready()
  test = { app, sms, files, env }
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const profileWith = (headers: Record<string, string>) =>
  test.app.inject({ method: 'GET', url: PROFILE, headers })

const refreshWith = (refresh: unknown) =>
  test.app.inject({ method: 'POST', url: REFRESH, payload: { refresh } })

const errorOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>()

/** A token signed like the API's, with `claims` and `header` changed as a forger would. */
async function signed(
  claims: Record<string, unknown>,
  {
    key = createPrivateKey(SIGNING_KEY_PEM),
    header = {} as Record<string, unknown>,
    expires = '15m' as string | number,
  } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt', ...header })
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(key)
}

const text = (segment: string | undefined) => new TextDecoder().decode(base64url.decode(segment ?? ''))
const decode = (token: string) => JSON.parse(text(token.split('.')[1]))

describe("POST /api/login/otp/verify/ with candidateType 'advertiser'", () => {
  it('answers the login details and a token pair, and sets no seeker session cookie', async () => {
    const mobile = freshMobile()
    const response = await verifyOtpAt(test, '/api/login/otp/verify/', mobile, {
      candidateType: 'advertiser',
    })
    expect(response.statusCode).toBe(200)
    const body = response.json<LoginResponse>()
    expect(body).toMatchObject({ mobile_no: mobile, advertiser_id: null, message: 'Logged in successfully.' })
    expect(body.access?.split('.')).toHaveLength(3)
    expect(body.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('session')
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('user_id')
    expect(response.headers['cache-control']).toBe('no-store')
    // The access token is an EdDSA JWT of 15 minutes naming the user and the sign-in.
    const [header] = (body.access ?? '').split('.')
    expect(JSON.parse(text(header))).toMatchObject({ alg: 'EdDSA', typ: 'at+jwt' })
    const claims = decode(body.access ?? '')
    expect(claims).toMatchObject({
      sub: String(body.id),
      iss: ACCESS_TOKEN_ISSUER,
      aud: ACCESS_TOKEN_AUDIENCE,
    })
    expect(claims.exp - claims.iat).toBe(900)
  })

  it('a seeker login is unchanged: cookies, no tokens', async () => {
    const { cookie } = await login(test)
    expect(cookie).toMatch(/session=/)
    const response = await verifyOtpAt(test, '/api/login/otp/verify/', freshMobile())
    expect(response.json<LoginResponse>().access).toBeUndefined()
  })

  it('the token opens the advertiser routes, in Authorization and in JWT-AUTHORIZATION alike', async () => {
    const advertiser = await signInAdvertiser(test)
    for (const headers of [bearer(advertiser.access), webViewBearer(advertiser.access)]) {
      const response = await profileWith(headers)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ mobile_no: advertiser.mobile, advertiser_type: 'b2c' })
      expect(response.headers['cache-control']).toBe('private, no-store')
    }
    // the seeker cookie is not an advertiser credential
    const { cookie } = await login(test, advertiser.mobile)
    expect((await profileWith({ cookie })).statusCode).toBe(401)
  })

  it('password login and reset work for advertisers too; a reset revokes every earlier sign-in', async () => {
    const advertiser = await signInAdvertiser(test)
    await test.app.inject({
      method: 'POST',
      url: '/api/login/otp/generate/',
      headers: csrfHeaders(),
      payload: { mobile_no: advertiser.mobile },
    })
    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/login/password/reset/',
      headers: csrfHeaders(),
      payload: {
        mobile_no: advertiser.mobile,
        otp: test.sms.codeFor(advertiser.mobile),
        password: 'a good long password',
        confirm_password: 'a good long password',
        candidateType: 'advertiser',
      },
    })
    expect(reset.statusCode).toBe(200)
    const afterReset = reset.json<LoginResponse>()
    expect(afterReset.access).toBeDefined()
    // the sign-in before the password change is over, access and refresh token alike
    expect((await profileWith(bearer(advertiser.access))).statusCode).toBe(401)
    expect((await refreshWith(advertiser.refresh)).statusCode).toBe(401)
    expect((await profileWith(bearer(afterReset.access ?? ''))).statusCode).toBe(200)

    const password = await test.app.inject({
      method: 'POST',
      url: '/api/login/password/',
      headers: csrfHeaders(),
      payload: {
        mobile_no: advertiser.mobile,
        password: 'a good long password',
        candidateType: 'advertiser',
      },
    })
    expect(password.statusCode).toBe(200)
    expect(password.cookies.map((cookie) => cookie.name)).not.toContain('session')
    expect((await profileWith(bearer(password.json<LoginResponse>().access ?? ''))).statusCode).toBe(200)
  })
})

describe('POST /api/user/token/refresh/: rotation and family revocation', () => {
  it('answers a new access token and a new refresh token; the old refresh token is used up', async () => {
    const advertiser = await signInAdvertiser(test)
    const rotated = await refreshWith(advertiser.refresh)
    expect(rotated.statusCode).toBe(200)
    const pair = rotated.json<{ access: string; refresh: string }>()
    expect(pair.refresh).not.toBe(advertiser.refresh)
    expect(decode(pair.access).sid).toBe(decode(advertiser.access).sid)
    expect(rotated.headers['cache-control']).toBe('no-store')
    expect((await profileWith(bearer(pair.access))).statusCode).toBe(200)
    // rotated again from the new one: works, every time
    const again = await refreshWith(pair.refresh)
    expect(again.statusCode).toBe(200)
  })

  it('a rotated refresh token used again revokes its whole family, and the event is logged', async () => {
    const advertiser = await signInAdvertiser(test)
    const other = await signInAdvertiser(test, advertiser.mobile) // another device: another family
    const first = (await refreshWith(advertiser.refresh)).json<{ access: string; refresh: string }>()
    logLines.length = 0

    const reused = await refreshWith(advertiser.refresh)
    expect(reused.statusCode).toBe(401)
    expect(errorOf(reused).code).toBe('TOKEN_INVALID')

    // every token of the family is dead: the newest refresh token and the access token it came with
    expect((await refreshWith(first.refresh)).statusCode).toBe(401)
    expect((await profileWith(bearer(first.access))).statusCode).toBe(401)
    expect((await profileWith(bearer(advertiser.access))).statusCode).toBe(401)
    // the other device's sign-in is another family and goes on
    expect((await profileWith(bearer(other.access))).statusCode).toBe(200)

    const warning = logLines.find((line) => String(line.msg).includes('refresh token was presented again'))
    expect(warning).toMatchObject({
      level: 40,
      userId: advertiser.userId,
      familyId: decode(advertiser.access).sid,
    })
    expect(JSON.stringify(logLines)).not.toContain(advertiser.refresh)
    expect(JSON.stringify(logLines)).not.toContain(first.refresh)
  })

  it('two refreshes racing with the same token: one wins, and the family is revoked', async () => {
    const advertiser = await signInAdvertiser(test)
    const answers = await Promise.all([refreshWith(advertiser.refresh), refreshWith(advertiser.refresh)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401])
    const winner = answers.find((answer) => answer.statusCode === 200)?.json<{ access: string }>()
    expect((await profileWith(bearer(winner?.access ?? ''))).statusCode).toBe(401)
  })

  it('refuses unknown, malformed and missing refresh tokens with 401 or 400, never a 5xx', async () => {
    for (const refresh of ['x'.repeat(43), 'not a token', '', 42, null, 'a'.repeat(600)]) {
      const response = await refreshWith(refresh)
      expect([400, 401]).toContain(response.statusCode)
    }
    expect((await test.app.inject({ method: 'POST', url: REFRESH })).statusCode).toBe(400)
  })

  it('needs no CSRF header: the refresh token is the credential, no cookie is involved', async () => {
    const advertiser = await signInAdvertiser(test)
    const response = await test.app.inject({
      method: 'POST',
      url: REFRESH,
      headers: { cookie: 'session=whatever' },
      payload: { refresh: advertiser.refresh },
    })
    expect(response.statusCode).toBe(200)
  })
})

describe('sign-out', () => {
  it('revokes the sign-in of the refresh token sent: its refresh and access tokens stop working', async () => {
    const advertiser = await signInAdvertiser(test)
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login/otp/logout/',
      headers: { ...csrfHeaders(), ...bearer(advertiser.access) },
      payload: { refresh: advertiser.refresh },
    })
    expect(response.statusCode).toBe(200)
    expect((await profileWith(bearer(advertiser.access))).statusCode).toBe(401)
    expect((await refreshWith(advertiser.refresh)).statusCode).toBe(401)
  })

  it('with the bearer access token alone, revokes its sign-in too', async () => {
    const advertiser = await signInAdvertiser(test)
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login/otp/logout/',
      headers: bearer(advertiser.access),
    })
    expect(response.statusCode).toBe(200)
    expect((await refreshWith(advertiser.refresh)).statusCode).toBe(401)
  })

  it('answers 200 with a bad or unknown token as well', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login/otp/logout/',
      headers: bearer('a.b.c'),
      payload: { refresh: 'y'.repeat(43) },
    })
    expect(response.statusCode).toBe(200)
  })
})

describe('access tokens that are not good are refused with 401', () => {
  let advertiser: Awaited<ReturnType<typeof signInAdvertiser>>
  beforeAll(async () => {
    advertiser = await signInAdvertiser(test)
  })
  const claims = () => ({ sub: String(advertiser.userId), sid: decode(advertiser.access).sid })

  it('a token the test signs exactly as the API does is accepted (the cases below differ in one thing)', async () => {
    expect((await profileWith(bearer(await signed(claims())))).statusCode).toBe(200)
  })

  it('expired', async () => {
    const token = await signed(claims(), { expires: Math.floor(Date.now() / 1000) - 5 })
    const response = await profileWith(bearer(token))
    expect(response.statusCode).toBe(401)
    expect(errorOf(response)).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'Your sign-in has expired. Please sign in again.',
    })
  })

  it('forged: the payload changed (another user), the signature kept', async () => {
    const victim = await signInAdvertiser(test)
    const [header, , signature] = advertiser.access.split('.')
    const payload = base64url.encode(
      JSON.stringify({ ...decode(advertiser.access), sub: String(victim.userId) }),
    )
    expect((await profileWith(bearer(`${header}.${payload}.${signature}`))).statusCode).toBe(401)
  })

  it('alg: none, with and without a signature', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))
    const payload = advertiser.access.split('.')[1]
    for (const token of [`${header}.${payload}.`, `${header}.${payload}.AAAA`]) {
      expect((await profileWith(bearer(token))).statusCode).toBe(401)
      expect((await profileWith(webViewBearer(token))).statusCode).toBe(401)
    }
  })

  it('signed with another key, or with the public key as an HMAC secret (algorithm confusion)', async () => {
    const otherKey = generateKeyPairSync('ed25519').privateKey
    expect((await profileWith(bearer(await signed(claims(), { key: otherKey })))).statusCode).toBe(401)
    const publicPem = Buffer.from(
      generateKeyPairSync('ed25519').publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    )
    const hmac = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(publicPem)
    expect((await profileWith(bearer(hmac))).statusCode).toBe(401)
  })

  it('another issuer or audience, a sign-in that does not exist, or a user who is not its owner', async () => {
    const base = claims()
    const cases = [
      await new SignJWT(base)
        .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt' })
        .setIssuer('someone-else')
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(createPrivateKey(SIGNING_KEY_PEM)),
      await new SignJWT(base)
        .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt' })
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience('another-audience')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(createPrivateKey(SIGNING_KEY_PEM)),
      await signed({ ...base, sid: 'no-such-family' }),
      await signed({ ...base, sub: String(advertiser.userId + 1000) }),
      await signed({ sid: base.sid }),
    ]
    for (const token of cases) expect((await profileWith(bearer(token))).statusCode).toBe(401)
  })

  it('garbage in either header: 401, and no token at all: 401 NOT_LOGGED_IN', async () => {
    for (const headers of [
      { authorization: 'Bearer' } as Record<string, string>,
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer a b c' },
      { 'jwt-authorization': 'Bearer not-a-jwt' },
      { authorization: 'short' },
    ])
      expect((await profileWith(headers)).statusCode).toBe(401)
    const none = await profileWith({})
    expect(none.statusCode).toBe(401)
    expect(errorOf(none).code).toBe('NOT_LOGGED_IN')
  })
})

describe('GET /api/user/jwt-tokens/advertiser/me: the legacy token exchange', () => {
  const legacyToken = `legacy-${'3f9a'.repeat(10)}`

  it('exchanges a valid legacy token (stored hashed) for a JWT pair that works', async () => {
    const advertiser = await signInAdvertiser(test)
    await test.app.identity.addLegacyToken(advertiser.userId, hashLegacyToken(legacyToken))
    const stored = await database.db.execute(
      sql`select token_hash from legacy_tokens where user_id = ${advertiser.userId}`,
    )
    expect((stored as unknown as { rows: { token_hash: string }[] }).rows).toEqual([
      { token_hash: hashLegacyToken(legacyToken) },
    ])

    // the legacy token itself opens advertiser routes (the older apps' web views send it)
    expect((await profileWith({ authorization: legacyToken })).statusCode).toBe(200)
    expect((await profileWith({ authorization: `Token ${legacyToken}` })).statusCode).toBe(200)

    const exchanged = await test.app.inject({
      method: 'GET',
      url: MIGRATE,
      headers: { authorization: legacyToken },
    })
    expect(exchanged.statusCode).toBe(200)
    const pair = exchanged.json<{ access: string; refresh: string }>()
    expect(decode(pair.access).sub).toBe(String(advertiser.userId))
    expect((await profileWith(bearer(pair.access))).statusCode).toBe(200)
    expect((await refreshWith(pair.refresh)).statusCode).toBe(200)
  })

  it('refuses an unknown legacy token (401), no token (401) and a JWT (400: nothing to migrate)', async () => {
    const unknown = await test.app.inject({
      method: 'GET',
      url: MIGRATE,
      headers: { authorization: 'unknown-legacy-token-0000' },
    })
    expect(unknown.statusCode).toBe(401)
    expect((await test.app.inject({ method: 'GET', url: MIGRATE })).statusCode).toBe(401)
    const advertiser = await signInAdvertiser(test)
    const withJwt = await test.app.inject({ method: 'GET', url: MIGRATE, headers: bearer(advertiser.access) })
    expect(withJwt.statusCode).toBe(400)
    expect(errorOf(withJwt).code).toBe('LEGACY_TOKEN_REQUIRED')
  })
})

describe('POST /api/login/otp/verify-enterprise/', () => {
  it("answers spec section 3's fields and a token pair for an account ops created; b2b", async () => {
    const { mobile, account } = await createEnterprise(test)
    const response = await verifyOtpAt(test, '/api/login/otp/verify-enterprise/', mobile)
    expect(response.statusCode).toBe(200)
    const body = response.json<EnterpriseLoginResponse>()
    expect(body).toMatchObject({
      advertiser_id: account.id,
      company_name: 'Deccan Logistics Pvt Ltd',
      email: 'hiring@deccanlogistics.example',
      company_address: 'Plot 12, HITEC City, Hyderabad 500081',
      name: 'Priya Menon',
      message: 'Logged in successfully.',
    })
    expect(Object.keys(body).sort()).toEqual([
      'access',
      'advertiser_id',
      'company_address',
      'company_name',
      'email',
      'id',
      'message',
      'name',
      'refresh',
    ])
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('session')
    const profile = await profileWith(bearer(body.access ?? ''))
    expect(profile.json()).toMatchObject({ advertiser_id: account.id, advertiser_type: 'b2b' })
    // the advertiser path gives the same account, b2b because an advertiser id comes back
    const again = await signInAdvertiser(test, mobile)
    expect(again.login.advertiser_id).toBe(account.id)
  })

  it('refuses a number without an enterprise account (no self-service): 403 NOT_ENTERPRISE', async () => {
    const b2c = await signInAdvertiser(test)
    for (const mobile of [b2c.mobile, freshMobile()]) {
      const response = await verifyOtpAt(test, '/api/login/otp/verify-enterprise/', mobile, {})
      expect(response.statusCode).toBe(403)
      expect(errorOf(response).code).toBe('NOT_ENTERPRISE')
    }
    const hindi = await test.app.inject({
      method: 'POST',
      url: '/api/login/otp/generate/',
      headers: csrfHeaders(),
      payload: { mobile_no: b2c.mobile },
    })
    expect(hindi.statusCode).toBe(200)
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/login/otp/verify-enterprise/',
      headers: { ...csrfHeaders(), 'accept-language': 'hi' },
      payload: { mobile_no: b2c.mobile, otp: test.sms.codeFor(b2c.mobile) },
    })
    expect(errorOf(refused).message).toBe(
      'इस नंबर का कोई एंटरप्राइज़ खाता नहीं है। इसकी जगह विज्ञापनदाता के रूप में साइन इन करें।',
    )
  })
})

describe('staff roles from the environment', () => {
  it('OPS_MOBILE_NUMBERS and AGENT_MOBILE_NUMBERS grant the roles at sign-in; other numbers get none', async () => {
    await login(test, OPS_MOBILE)
    await signInAdvertiser(test, AGENT_MOBILE)
    const other = await login(test)
    const roles = async (mobile: string) => {
      const user = await test.app.accounts.findUserByMobile(mobile)
      return (await test.app.identity.identityOf(user?.id ?? 0))?.staffRoles
    }
    expect(await roles(OPS_MOBILE)).toEqual(['ops'])
    expect(await roles(AGENT_MOBILE)).toEqual(['agent'])
    expect(await roles(other.mobile)).toEqual([])
  })
})

describe('fuzzing: no input to the token calls gets a 5xx', () => {
  it('refresh, logout and the enterprise verify with random bodies and headers', async () => {
    const advertiser = await signInAdvertiser(test)
    await assertNo5xx(
      test.app,
      fc
        .tuple(
          fc.constantFrom(REFRESH, '/api/login/otp/logout/', '/api/login/otp/verify-enterprise/', MIGRATE),
          bodyWith(['refresh', 'mobile_no', 'otp', 'candidateType']),
          fc.oneof(
            fc.constant({} as Record<string, string>),
            fc.string({ maxLength: 80 }).map((value) => ({ authorization: value })),
            fc.string({ maxLength: 80 }).map((value) => ({ 'jwt-authorization': `Bearer ${value}` })),
            fc.constant(bearer(advertiser.access)),
          ),
        )
        .map(([url, payload, headers]) => ({
          method: url === MIGRATE ? ('GET' as const) : ('POST' as const),
          url,
          headers: { ...csrfHeaders(), ...headers, 'content-type': 'application/json' },
          ...(url === MIGRATE ? {} : { payload: JSON.stringify(payload) ?? 'null' }),
        })),
      100,
    )
  })
})
