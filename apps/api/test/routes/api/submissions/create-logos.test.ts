import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { PostJobFormValues } from '@localjobs/api-client/submissions/form-mapping'
import type { SubmissionSaved } from '@localjobs/api-client/submissions/types'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { submissions } from '#src/db/schema.ts'
import { say } from '#src/lib/messages.ts'
import { signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { zipFile } from '../../../helpers/files.ts'
import { createPost, fullPost, referencePost } from '../../../helpers/submissions.ts'

let database: Database
let test: TestApp
let POST: PostJobFormValues

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 5 })
  test = await buildTestApp(database)
  POST = fullPost(await referencePost(test))
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })

const logoFile = (data: Buffer, name = 'logo.png', type = 'image/png') =>
  new File([new Uint8Array(data)], name, { type })

/** Posts with the logo and answers the response and the stored logo's bytes (if any). */
async function postWithLogo(file: File, options: { locale?: string; key?: string } = {}) {
  const advertiser = await signInAdvertiser(test)
  const response = await createPost(test, advertiser.access, POST, {
    extra: { job_company_logo: file },
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.key ? { key: options.key } : {}),
  })
  let stored: Buffer | undefined
  if (response.statusCode === 201) {
    const [row] = await test.app.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, response.json<SubmissionSaved>().id))
    expect(row?.logoKey).toMatch(/^logos\//)
    stored = await test.files.get(row?.logoKey ?? '')
  }
  return { response, stored, advertiser }
}

const logoError = (body: ApiErrorBody) => body.details?.find((detail) => detail.path === 'job_company_logo')

describe('the company logo (job_company_logo): PNG, JPEG or WebP by content, re-encoded, stored privately', () => {
  it('a PNG is stored re-encoded as WebP, its size kept when small', async () => {
    const { response, stored } = await postWithLogo(logoFile(await image(300, 120).png().toBuffer()))
    expect(response.statusCode, response.body).toBe(201)
    const metadata = await sharp(stored).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 120 })
  })

  it('a 2000 px PNG is resized to 512 px on its long side', async () => {
    const { response, stored } = await postWithLogo(logoFile(await image(2000, 1000).png().toBuffer()))
    expect(response.statusCode, response.body).toBe(201)
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 512, height: 256 })
  })

  it('a JPEG with EXIF (camera make, copyright) is stored without any of it', async () => {
    const jpeg = await image(400, 400)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-OWNER', Make: 'PhoneCam' } })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const { response, stored } = await postWithLogo(logoFile(jpeg, 'photo.jpg', 'image/jpeg'))
    expect(response.statusCode, response.body).toBe(201)
    const metadata = await sharp(stored).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
    expect(stored?.includes('SECRET-OWNER')).toBe(false)
    expect(stored?.includes('PhoneCam')).toBe(false)
  })

  it('a WebP is taken, whatever the file is named', async () => {
    const webp = await image(200, 200).webp().toBuffer()
    const { response, stored } = await postWithLogo(logoFile(webp, 'logo.png', 'image/png'))
    expect(response.statusCode, response.body).toBe(201)
    expect((await sharp(stored).metadata()).format).toBe('webp')
  })

  it('a PNG/ZIP polyglot (a valid PNG with a ZIP appended): the stored file is the image only', async () => {
    const png = await image(120, 120).png().toBuffer()
    const polyglot = Buffer.concat([png, zipFile({ 'shell.php': '<?php system($_GET["c"]); ?>' })])
    expect(polyglot.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(true)
    const { response, stored } = await postWithLogo(logoFile(polyglot))
    expect(response.statusCode, response.body).toBe(201)
    expect(stored?.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false)
    expect(stored?.includes('shell.php')).toBe(false)
    expect((await sharp(stored).metadata()).format).toBe('webp')
  })

  it.each([
    ['a PHP file renamed .png', Buffer.from('<?php system($_GET["c"]); ?>\n'), 'logo.png'],
    ['a GIF', Buffer.from('474946383961010001000000002c00000000010001000002', 'hex'), 'logo.gif'],
    [
      'a PNG signature over garbage',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]),
      'x.png',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
    ],
  ])(
    '%s is refused next to the field (400), in the language asked; nothing is stored',
    async (_name, data, name) => {
      const filesBefore = test.files.files.size
      const { response, advertiser } = await postWithLogo(logoFile(data, name), { locale: 'te' })
      expect(response.statusCode).toBe(400)
      expect(logoError(response.json<ApiErrorBody>())?.message).toBe(say('logoNotImage', 'te'))
      expect(test.files.files.size).toBe(filesBefore)
      const advertiserId = (await test.app.identity.identityOf(advertiser.userId))?.advertiser?.id ?? 0
      const rows = await test.app.database.db
        .select()
        .from(submissions)
        .where(eq(submissions.advertiserId, advertiserId))
      expect(rows).toHaveLength(0)
    },
  )

  it('a 10 MB image is refused (413 FILE_TOO_LARGE) with the message next to the field', async () => {
    const png = await image(64, 64).png().toBuffer()
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024, 1)])
    const filesBefore = test.files.files.size
    const { response } = await postWithLogo(logoFile(big), { locale: 'hi' })
    expect(response.statusCode).toBe(413)
    const body = response.json<ApiErrorBody>()
    expect(body.code).toBe('FILE_TOO_LARGE')
    expect(logoError(body)?.message).toBe(say('logoTooLarge', 'hi'))
    expect(test.files.files.size).toBe(filesBefore)
  })

  it('a logo reference sent as text is refused: a post never points at a file it did not upload', async () => {
    const advertiser = await signInAdvertiser(test)
    const response = await createPost(test, advertiser.access, {
      ...POST,
      job_company_logo: 'logos/someone-elses-logo-key-000',
    })
    expect(response.statusCode).toBe(400)
    expect(logoError(response.json<ApiErrorBody>())).toBeDefined()
  })

  it('a repeat of the key with its logo stores no second file', async () => {
    const advertiser = await signInAdvertiser(test)
    const key = crypto.randomUUID()
    const file = logoFile(await image(100, 100).png().toBuffer())
    const first = await createPost(test, advertiser.access, POST, { key, extra: { job_company_logo: file } })
    expect(first.statusCode).toBe(201)
    const filesAfterFirst = test.files.files.size
    const again = await createPost(test, advertiser.access, POST, { key, extra: { job_company_logo: file } })
    expect(again.statusCode).toBe(200)
    expect(test.files.files.size).toBe(filesAfterFirst)
  })
})
