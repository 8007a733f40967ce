import type { AdvertiserProfile } from '@localjobs/api-client/advertisers/types'
import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, createEnterprise, signInAdvertiser, signInEnterprise } from '../../../helpers/advertisers.ts'
import { appPerFile } from '../../../helpers/app.ts'
import { assertNo5xx, bodyWith, jsonValue } from '../../../helpers/fuzz.ts'

const PROFILE = '/api/advertisers/v1/profile/'
const suite = appPerFile()

const patch = (access: string, payload: unknown, language = 'en') =>
  suite.test.app.inject({
    method: 'PATCH',
    url: PROFILE,
    headers: { ...bearer(access), 'accept-language': language, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  })

describe('the advertiser profile (GET and PATCH /api/advertisers/v1/profile/)', () => {
  let access = ''
  let mobile = ''
  beforeAll(async () => {
    const advertiser = await signInAdvertiser(suite.test)
    access = advertiser.access
    mobile = advertiser.mobile
  })

  it('a new b2c advertiser starts with an empty profile and edits every field', async () => {
    const before = await suite.test.app.inject({ url: PROFILE, headers: bearer(access) })
    expect(before.json<AdvertiserProfile>()).toEqual({
      advertiser_id: null,
      advertiser_type: 'b2c',
      mobile_no: mobile,
      name: '',
      company_name: '',
      email: '',
      company_address: '',
    })
    const saved = await patch(access, {
      name: '  Lakshmi Rao ',
      company_name: 'Rao Textiles',
      email: 'lakshmi@raotextiles.example',
      company_address: 'Kothapet, Guntur',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<AdvertiserProfile>()).toMatchObject({
      name: 'Lakshmi Rao',
      company_name: 'Rao Textiles',
      email: 'lakshmi@raotextiles.example',
      company_address: 'Kothapet, Guntur',
    })
    // only the fields sent change; an optional one can be cleared
    const cleared = await patch(access, { company_address: '' })
    expect(cleared.json<AdvertiserProfile>()).toMatchObject({ name: 'Lakshmi Rao', company_address: '' })
    const again = await suite.test.app.inject({ url: PROFILE, headers: bearer(access) })
    expect(again.json<AdvertiserProfile>().company_name).toBe('Rao Textiles')
  })

  it("refuses bad values field by field, in the user's language, and changes nothing", async () => {
    const refused = await patch(access, { name: '', email: 'not an address' }, 'te')
    expect(refused.statusCode).toBe(400)
    const body = refused.json<ApiErrorBody>()
    expect(body.details?.map((detail) => detail.path).sort()).toEqual(['email', 'name'])
    expect(body.details?.find((detail) => detail.path === 'name')?.message).not.toMatch(/[A-Za-z]{4}/)
    const unchanged = await suite.test.app.inject({ url: PROFILE, headers: bearer(access) })
    expect(unchanged.json<AdvertiserProfile>().name).toBe('Lakshmi Rao')
  })

  it('an enterprise account edits its name, and gets 403 naming the enterprise fields it tries to change', async () => {
    const { mobile: enterpriseMobile } = await createEnterprise(suite.test)
    const enterprise = await signInEnterprise(suite.test, enterpriseMobile)
    const renamed = await patch(enterprise.access, { name: 'Priya M.' })
    expect(renamed.statusCode).toBe(200)
    // the same values (a form sending every field) are fine
    const same = await patch(enterprise.access, {
      name: 'Priya M.',
      company_name: 'Deccan Logistics Pvt Ltd',
      email: 'hiring@deccanlogistics.example',
    })
    expect(same.statusCode).toBe(200)
    const refused = await patch(enterprise.access, { company_name: 'Another Name', email: 'x@y.example' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json<ApiErrorBody>()).toMatchObject({
      code: 'ENTERPRISE_FIELDS_READ_ONLY',
      message: 'Your company details are managed by our team. Please contact support to change them.',
    })
    expect(refused.json<ApiErrorBody>().details?.map((detail) => detail.path)).toEqual([
      'company_name',
      'email',
    ])
    const after = await suite.test.app.inject({ url: PROFILE, headers: bearer(enterprise.access) })
    expect(after.json<AdvertiserProfile>()).toMatchObject({
      name: 'Priya M.',
      company_name: 'Deccan Logistics Pvt Ltd',
      advertiser_type: 'b2b',
    })
  })

  it('fuzzing: no body gets a 5xx', async () => {
    await assertNo5xx(
      suite.test.app,
      fc.oneof(bodyWith(['name', 'company_name', 'email', 'company_address']), jsonValue).map((payload) => ({
        method: 'PATCH' as const,
        url: PROFILE,
        headers: { ...bearer(access), 'content-type': 'application/json' },
        payload: JSON.stringify(payload) ?? 'null',
      })),
      80,
    )
  })
})
