import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { PlansResponse } from '@localjobs/api-client/plans/types'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { plans } from '#src/db/schema.ts'
import { planExists } from '#src/lib/plans.ts'
import { seedPlans } from '#src/seed/plans.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, queryWith } from '../../../helpers/fuzz.ts'

const PLANS = '/api/classifieds/v2/packages/'

let database: Database
let test: TestApp
let access = ''

beforeAll(async () => {
  database = await createTestDatabase()
  await seedPlans(database.db)
  // a second run changes nothing (the seed runs on every fresh database)
  await seedPlans(database.db)
  test = await buildTestApp(database)
  access = (await signInAdvertiser(test)).access
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const plansIn = async (language: string) => {
  const response = await test.app.inject({
    url: PLANS,
    headers: { ...bearer(access), 'accept-language': language },
  })
  expect(response.statusCode).toBe(200)
  return response
}

describe('the plans (GET /api/classifieds/v2/packages/)', () => {
  it('answers basic, premium and premium plus, cheapest first, with rupee prices, validity and add-ons', async () => {
    const response = await plansIn('en')
    expect(response.headers['cache-control']).toBe('private, max-age=300')
    expect(response.headers['content-language']).toBe('en')
    const { results } = response.json<PlansResponse>()
    expect(
      results.map(({ code, title, price, validity_days }) => ({ code, title, price, validity_days })),
    ).toEqual([
      { code: 'basic', title: 'Basic', price: 299, validity_days: 15 },
      { code: 'premium', title: 'Premium', price: 599, validity_days: 30 },
      { code: 'premium_plus', title: 'Premium Plus', price: 999, validity_days: 30 },
    ])
    const [basic, premium, premiumPlus] = results
    expect(basic?.features).toContain('Job live for 15 days')
    expect(premium?.features).toEqual(
      expect.arrayContaining([
        'WhatsApp alerts to matching candidates',
        'Contact 50 candidates from our database',
      ]),
    )
    expect(premiumPlus?.features).toContain('Featured at the top of job lists')
    // every plan sells more districts, priced per plan, apart from the add-ons
    for (const plan of results) {
      expect(plan.district_price, plan.code).toBeGreaterThan(0)
      expect(plan.district_price, plan.code).toBeLessThan(plan.price)
      expect(plan.district_price_paise).toBe(plan.district_price * 100)
      expect(plan.upselling_options.map((option) => option.title)).not.toContain('One more district')
    }
    expect(premiumPlus?.district_price).toBe(499)
    expect(premiumPlus?.upselling_options).toEqual([])
  })

  it('answers what a plan buys (#10): paise, GST, applicants, database contacts, featured; 18% GST, 10 districts, INR', async () => {
    const body = (await plansIn('en')).json<PlansResponse>()
    expect({ gst: body.gst_percent, max: body.max_districts, currency: body.currency }).toEqual({
      gst: 18,
      max: 10,
      currency: 'INR',
    })
    expect(
      body.results.map((plan) => [
        plan.code,
        plan.price_paise,
        plan.gst_paise,
        plan.applicants_allowed,
        plan.database_contacts,
        plan.featured,
        plan.district_price_paise,
        plan.upselling_options.map((option) => [option.price, option.price_paise]),
      ]),
    ).toEqual([
      ['basic', 29_900, 5382, 50, 0, false, 14_900, [[99, 9900]]],
      ['premium', 59_900, 10_782, 200, 50, false, 29_900, [[99, 9900]]],
      ['premium_plus', 99_900, 17_982, null, 200, true, 49_900, []],
    ])
  })

  it('speaks Hindi and Telugu (Accept-Language), with the same ids and prices', async () => {
    const english = (await plansIn('en')).json<PlansResponse>().results
    const hindi = (await plansIn('hi-IN,hi;q=0.9')).json<PlansResponse>().results
    const telugu = await plansIn('te')
    expect(telugu.headers['content-language']).toBe('te')
    const teluguPlans = telugu.json<PlansResponse>().results
    expect(hindi.map((plan) => plan.title)).toEqual(['बेसिक', 'प्रीमियम', 'प्रीमियम प्लस'])
    expect(teluguPlans[0]?.features[0]).toBe('ఉద్యోగం 15 రోజులు లైవ్‌లో')
    expect(teluguPlans[0]?.upselling_options[0]?.title).toBe("'అత్యవసర నియామకం' ట్యాగ్")
    expect(hindi[0]?.upselling_options[0]?.title).toBe("'तुरंत भर्ती' टैग")
    const shape = (list: PlansResponse['results']) =>
      list.map((plan) => [
        plan.id,
        plan.price,
        plan.price_paise,
        plan.gst_paise,
        plan.applicants_allowed,
        plan.district_price_paise,
        plan.features.length,
        plan.upselling_options.map((o) => o.price_paise),
      ])
    expect(shape(hindi)).toEqual(shape(english))
    expect(shape(teluguPlans)).toEqual(shape(english))
  })

  it('is an advertiser call: no token 401, a seeker session 401, a bad token 401', async () => {
    const none = await test.app.inject({ url: PLANS })
    expect(none.statusCode).toBe(401)
    expect(none.json<ApiErrorBody>().code).toBe('NOT_LOGGED_IN')
    const { cookie } = await login(test)
    expect((await test.app.inject({ url: PLANS, headers: { cookie } })).statusCode).toBe(401)
    const forged = await test.app.inject({ url: PLANS, headers: bearer(`${access.slice(0, -4)}AAAA`) })
    expect(forged.json<ApiErrorBody>().code).toBe('TOKEN_INVALID')
  })

  it('a plan taken off sale leaves the list, and planExists says so', async () => {
    expect(await planExists(database.db, 2)).toBe(true)
    for (const id of [0, -1, 4, 1.5, Number.NaN, 2 ** 31, 2 ** 53])
      expect(await planExists(database.db, id)).toBe(false)
    const { eq } = await import('drizzle-orm')
    await database.db.update(plans).set({ active: false }).where(eq(plans.id, 2))
    try {
      expect(await planExists(database.db, 2)).toBe(false)
      const codes = (await plansIn('en')).json<PlansResponse>().results.map((plan) => plan.code)
      expect(codes).toEqual(['basic', 'premium_plus'])
    } finally {
      await database.db.update(plans).set({ active: true }).where(eq(plans.id, 2))
    }
  })

  it('unknown parameters are a 400 naming them; no query string ever makes a 5xx', async () => {
    const odd = await test.app.inject({ url: `${PLANS}?district=2`, headers: bearer(access) })
    expect(odd.statusCode).toBe(400)
    expect(odd.json<ApiErrorBody>().message).toContain("'district'")
    await assertNo5xx(
      test.app,
      fc
        .tuple(queryWith(['location_id', 'plan']), fc.constantFrom('en', 'hi', 'te', 'xx', '*', ''))
        .map(([query, language]) => ({
          url: `${PLANS}?${query}`,
          headers: { ...bearer(access), 'accept-language': language },
        })),
      60,
    )
  })
})
