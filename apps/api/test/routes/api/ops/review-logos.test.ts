import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { ReviewSubmissionDetail } from '@localjobs/api-client/review/types'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { submissions } from '#src/db/schema.ts'
import { say } from '#src/lib/messages.ts'
import { LOGO_LINK_SECONDS, signedLogoUrl } from '#src/lib/signed-links.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, freshMobile, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, queryWith } from '../../../helpers/fuzz.ts'
import { createPost, fullPost, referencePost } from '../../../helpers/submissions.ts'

const OPS_MOBILE = freshMobile()
let database: Database
let test: TestApp
let ops: Record<string, string>
let advertiser: Awaited<ReturnType<typeof signInAdvertiser>>
let withLogo = 0
let withoutLogo = 0
let logoKey = ''

const png = async () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer()

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 5 })
  test = await buildTestApp(database, { env: { OPS_MOBILE_NUMBERS: OPS_MOBILE } })
  const post = fullPost(await referencePost(test))
  ops = bearer((await signInAdvertiser(test, OPS_MOBILE)).access)
  advertiser = await signInAdvertiser(test)
  const logo = new File([new Uint8Array(await png())], 'logo.png', { type: 'image/png' })
  const created = await createPost(test, advertiser.access, post, { extra: { job_company_logo: logo } })
  expect(created.statusCode, created.body).toBe(201)
  withLogo = created.json<{ id: number }>().id
  withoutLogo = (await createPost(test, advertiser.access, post)).json<{ id: number }>().id
  const [row] = await database.db.select().from(submissions).where(eq(submissions.id, withLogo))
  logoKey = row?.logoKey ?? ''
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const detail = async (id: number, headers: Record<string, string> = ops) =>
  test.app.inject({ url: `/api/ops/review/submissions/${id}/`, headers })

const load = (url: string, headers: Record<string, string> = {}) => test.app.inject({ url, headers })

describe("the desk's company logo: a signed link an <img> can load (issue #8, decision 031)", () => {
  it("the desk's detail gives a link, valid 10 minutes, that loads the stored image with its headers", async () => {
    const before = Math.floor(Date.now() / 1000)
    const post = (await detail(withLogo)).json<ReviewSubmissionDetail>()
    expect(post.logo_url).toMatch(
      /^\/api\/ops\/review\/logos\/[A-Za-z0-9_-]{16,64}\?exp=\d+&sig=[0-9a-f]{64}$/,
    )
    const exp = Number(new URL(post.logo_url ?? '', 'http://x').searchParams.get('exp'))
    expect(exp - before).toBeGreaterThanOrEqual(LOGO_LINK_SECONDS)
    expect(exp - before).toBeLessThanOrEqual(LOGO_LINK_SECONDS + 5)

    // no bearer token, no cookie: the signature is the permission
    const image = await load(post.logo_url ?? '')
    expect(image.statusCode, image.body).toBe(200)
    // the upload was a PNG; the API stores it re-encoded as WebP (decision 024) and serves what it stored
    expect(image.rawPayload.equals((await test.files.get(logoKey)) ?? Buffer.alloc(0))).toBe(true)
    expect(image.headers['content-type']).toBe('image/webp')
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 40, height: 20 })
    expect(image.headers['cache-control']).toBe('private, max-age=600')
    expect(image.headers['x-content-type-options']).toBe('nosniff')
    expect(image.headers['content-security-policy']).toBe("default-src 'none'")
  })

  it('a post without a logo has logo_url null', async () => {
    expect((await detail(withoutLogo)).json<ReviewSubmissionDetail>().logo_url).toBeNull()
  })

  it('a non-ops caller gets no logo_url: the detail is refused (403)', async () => {
    const refused = await detail(withLogo, bearer(advertiser.access))
    expect(refused.statusCode).toBe(403)
    expect(refused.body).not.toContain('/logos/')
  })

  it('a tampered signature, name or expiry is refused with 403 LINK_INVALID, in the caller’s language', async () => {
    const url = (await detail(withLogo)).json<ReviewSubmissionDetail>().logo_url ?? ''
    const parsed = new URL(url, 'http://x')
    const sig = parsed.searchParams.get('sig') ?? ''
    const exp = Number(parsed.searchParams.get('exp'))
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`
    const variants = [
      url.replace(`sig=${sig}`, `sig=${flipped}`),
      url.replace(`exp=${exp}`, `exp=${exp + 3600}`),
      url.replace(/logos\/[^?]+/, 'logos/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      url.replace(/&sig=.*/, ''),
      url.split('?')[0] ?? '',
      url.replace(`sig=${sig}`, `sig=${sig.toUpperCase()}`),
    ]
    for (const variant of variants) {
      const response = await load(variant, { 'accept-language': 'te' })
      expect(response.statusCode, variant).toBe(403)
      expect(response.json<ApiErrorBody>()).toMatchObject({
        code: 'LINK_INVALID',
        message: say('linkInvalid', 'te'),
      })
      expect(response.headers['content-type']).not.toMatch(/^image\//)
    }
  })

  it('an expired link (signed 10 minutes and a second ago) is refused with 403 LINK_EXPIRED', async () => {
    const url = signedLogoUrl(
      logoKey,
      test.env.SIGNED_URL_SECRET,
      Date.now() - (LOGO_LINK_SECONDS + 1) * 1000,
    )
    const response = await load(url)
    expect(response.statusCode).toBe(403)
    expect(response.json<ApiErrorBody>()).toMatchObject({
      code: 'LINK_EXPIRED',
      message: say('linkExpired', 'en'),
    })
    // still valid a second before its end
    const fresh = signedLogoUrl(
      logoKey,
      test.env.SIGNED_URL_SECRET,
      Date.now() - (LOGO_LINK_SECONDS - 5) * 1000,
    )
    expect((await load(fresh)).statusCode).toBe(200)
  })

  it('a link signed with another secret is refused; a genuine link to a missing file is 404', async () => {
    expect((await load(signedLogoUrl(logoKey, 'z'.repeat(64)))).statusCode).toBe(403)
    const gone = signedLogoUrl('logos/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', test.env.SIGNED_URL_SECRET)
    const response = await load(gone)
    expect(response.statusCode).toBe(404)
    expect(response.json<ApiErrorBody>().code).toBe('NOT_FOUND')
  })

  it('never answers malformed names or query strings with a 5xx', async () => {
    const name = fc.oneof(
      fc.string({ maxLength: 80 }).map(encodeURIComponent),
      fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%00', 'A'.repeat(300), logoKey.slice('logos/'.length)),
    )
    await assertNo5xx(
      test.app,
      fc.tuple(name, queryWith(['exp', 'sig'])).map(([each, query]) => ({
        method: 'GET' as const,
        url: `/api/ops/review/logos/${each}?${query}`,
      })),
    )
  })
})
