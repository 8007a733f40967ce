import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { ShortFormLeadBody, ShortFormLeadResponse } from '@localjobs/api-client/common/types'
import { eq, ne } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { locations, primaryJobRoles, salesLeads } from '#src/db/schema.ts'
import { buildTestApp, csrfHeaders, freshMobile, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, bodyWith } from '../../../helpers/fuzz.ts'

const LEAD = '/api/common/public/v1/lead/'

let database: Database
let test: TestApp
let good: ShortFormLeadBody
let otherStateCity = 0

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 5 })
  test = await buildTestApp(database)
  const [city] = await database.db.select().from(locations).where(eq(locations.id, 9))
  const [role] = await database.db.select().from(primaryJobRoles).limit(1)
  if (!city || !role) throw new Error('the seed has no city 9 or no primary job role')
  const [elsewhere] = await database.db
    .select()
    .from(locations)
    .where(ne(locations.stateId, city.stateId))
    .limit(1)
  otherStateCity = elsewhere?.id ?? 0
  good = {
    mobile_number: '9876543210',
    name: 'Srinivas Reddy',
    n_openings: 4,
    state_id: city.stateId,
    job_title_id: role.id,
    job_title: role.name,
    location_id: city.id,
    location_name: city.englishName,
    company_name: 'Sri Sai Travels',
  }
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

/** A lead from a page of this site (CSRF cookie and header), from `address`. */
const send = (payload: unknown, { language = 'en', address = '203.0.113.7' } = {}) =>
  test.app.inject({
    method: 'POST',
    url: LEAD,
    headers: { ...csrfHeaders(), 'accept-language': language, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    remoteAddress: address,
  })

let addressCounter = 0
/** a fresh address (and network) for each check, so the per-address limits never stand in the way */
const freshAddress = () => {
  addressCounter++
  return `198.${18 + Math.floor(addressCounter / 250)}.${addressCounter % 250}.1`
}

const refusal = async (change: Record<string, unknown>, language = 'en') => {
  const response = await send(
    { ...good, mobile_number: freshMobile(), ...change },
    { language, address: freshAddress() },
  )
  expect(response.statusCode, response.body).toBe(400)
  const body = response.json<ApiErrorBody>()
  expect(body.code).toBe('VALIDATION_ERROR')
  return Object.fromEntries((body.details ?? []).map((detail) => [detail.path, detail.message]))
}

describe('the short hiring form (POST /api/common/public/v1/lead/)', () => {
  it('records a lead without sign-in: 201 with its id and a message; stored as new, from the short form', async () => {
    const response = await send(good, { address: freshAddress() })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const answer = response.json<ShortFormLeadResponse>()
    expect(answer.message).toBe('Thank you! Our hiring team will call you soon.')
    const [row] = await database.db.select().from(salesLeads).where(eq(salesLeads.id, answer.id))
    expect(row).toMatchObject({
      mobileNumber: '9876543210',
      name: 'Srinivas Reddy',
      openings: 4,
      stateId: good.state_id,
      primaryJobRoleId: good.job_title_id,
      locationId: 9,
      companyName: 'Sri Sai Travels',
      locale: 'en',
      status: 'new',
      source: 'short_form',
    })
    // name and company are optional; openings may come as typed text; the answer speaks Telugu
    const { name: _name, company_name: _company, ...bare } = good
    const telugu = await send(
      { ...bare, mobile_number: freshMobile(), n_openings: ' 12 ' },
      { language: 'te', address: freshAddress() },
    )
    expect(telugu.statusCode, telugu.body).toBe(201)
    expect(telugu.json<ShortFormLeadResponse>().message).toBe('ధన్యవాదాలు! మా నియామక బృందం త్వరలో మీకు కాల్ చేస్తుంది.')
    const [teluguRow] = await database.db
      .select()
      .from(salesLeads)
      .where(eq(salesLeads.id, telugu.json<ShortFormLeadResponse>().id))
    expect(teluguRow).toMatchObject({ openings: 12, name: null, companyName: null, locale: 'te' })
  })

  it.each([
    ['mobile_number missing', { mobile_number: '' }, 'mobile_number', 'This field is required.'],
    ['openings missing', { n_openings: '' }, 'n_openings', 'This field is required.'],
    ['state missing', { state_id: null }, 'state_id', 'This field is required.'],
    ['job title missing', { job_title_id: null, job_title: '' }, 'job_title_id', 'This field is required.'],
    ['state not an id', { state_id: 'Telangana' }, 'state_id', 'Select a valid state'],
    ['state unknown', { state_id: 987654 }, 'state_id', 'Select a valid state'],
    [
      'a title typed, none picked',
      { job_title_id: null, job_title: 'Cook' },
      'job_title_id',
      'Select a valid job title',
    ],
    ['job title unknown', { job_title_id: 987654 }, 'job_title_id', 'Select a valid job title'],
    ['company of punctuation only', { company_name: '!!!' }, 'company_name', 'Enter your company Name'],
    ['three digits of openings', { n_openings: '100' }, 'n_openings', 'Maximum 2 digits are allowed.'],
    ['zero openings', { n_openings: 0 }, 'n_openings', 'Enter openings between 1 and 99'],
    ['openings not a number', { n_openings: 'ab' }, 'n_openings', 'Enter openings between 1 and 99'],
    [
      'a short mobile number',
      { mobile_number: '98765' },
      'mobile_number',
      'Ensure this field has at least 10 characters.',
    ],
    [
      'a mobile number starting 1',
      { mobile_number: '1234567890' },
      'mobile_number',
      'Enter a valid 10-digit mobile number.',
    ],
    [
      'a city typed, none picked',
      { location_id: null, location_name: 'Hyd' },
      'location_id',
      'Select a valid location',
    ],
  ])('refuses %s with the spec message, naming the field', async (_case, change, field, message) => {
    expect((await refusal(change))[field]).toBe(message)
  })

  it('refuses a city of another state, and answers field messages in Hindi and Telugu; stores nothing refused', async () => {
    expect(await refusal({ location_id: otherStateCity })).toEqual({ location_id: 'Select a valid location' })
    expect((await refusal({ mobile_number: '98765' }, 'hi')).mobile_number).not.toMatch(/[A-Za-z]{3}/)
    expect((await refusal({ n_openings: '100' }, 'te')).n_openings).not.toMatch(/[A-Za-z]{3}/)
    expect((await refusal({ state_id: 987654 }, 'te')).state_id).toBe('సరైన రాష్ట్రాన్ని ఎంచుకోండి')
    const stored = await database.db
      .select()
      .from(salesLeads)
      .where(eq(salesLeads.locationId, otherStateCity))
    expect(stored).toEqual([])
  })

  it('needs the CSRF token of a page of this site', async () => {
    const response = await test.app.inject({ method: 'POST', url: LEAD, payload: good })
    expect(response.statusCode).toBe(403)
    expect(response.json<ApiErrorBody>().code).toBe('CSRF_FAILED')
  })

  it('limits each number to 3 requests a day and each address to 60 an hour (429 with Retry-After)', async () => {
    const mobile = freshMobile()
    for (let i = 0; i < 3; i++)
      expect((await send({ ...good, mobile_number: mobile }, { address: freshAddress() })).statusCode).toBe(
        201,
      )
    const fourth = await send({ ...good, mobile_number: mobile }, { address: freshAddress() })
    expect(fourth.statusCode).toBe(429)
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3600)
    const busy = '192.0.2.55'
    for (let i = 0; i < 60; i++)
      expect((await send({ ...good, mobile_number: freshMobile() }, { address: busy })).statusCode).toBe(201)
    const over = await send({ ...good, mobile_number: freshMobile() }, { address: busy, language: 'hi' })
    expect(over.statusCode).toBe(429)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    // another address of another network is not held back by it
    expect(
      (await send({ ...good, mobile_number: freshMobile() }, { address: '100.64.9.9' })).statusCode,
    ).toBe(201)
  })

  it('never answers a 5xx, whatever the body', async () => {
    const keys = Object.keys(good)
    let n = 0
    const nextAddress = () => {
      n++
      return `10.${Math.floor(n / 250) % 250}.${n % 250}.1`
    }
    await assertNo5xx(
      test.app,
      fc.tuple(bodyWith(keys), fc.constantFrom('en', 'hi', 'te', 'xx')).map(([payload, language]) => ({
        method: 'POST' as const,
        url: LEAD,
        headers: { ...csrfHeaders(), 'accept-language': language, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
        remoteAddress: nextAddress(),
      })),
      150,
    )
    // and a good body with one field of any JSON value
    await assertNo5xx(
      test.app,
      fc.tuple(fc.constantFrom(...keys), fc.jsonValue()).map(([key, value]) => ({
        method: 'POST' as const,
        url: LEAD,
        headers: { ...csrfHeaders(), 'content-type': 'application/json' },
        payload: JSON.stringify({ ...good, mobile_number: freshMobile(), [key]: value }),
        remoteAddress: nextAddress(),
      })),
      100,
    )
  })
})
