import type { Finding } from '@localjobs/api-client/review/types'
import type { PostJobFormValues } from '@localjobs/api-client/submissions/form-mapping'
import type { SubmissionSaved } from '@localjobs/api-client/submissions/types'
import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { classifieds, locations, submissions } from '#src/db/schema.ts'
import { signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, freshMobile, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { createPost, fullPost, type ReferencePost, referencePost } from '../../../helpers/submissions.ts'

let database: Database
let test: TestApp
let ref: ReferencePost
let HONEST: PostJobFormValues

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database)
  ref = await referencePost(test)
  // An honest post: no fee, no bait, a description of its own, a number of its own.
  HONEST = {
    ...fullPost(ref),
    fees_charged: '87',
    fee_amount: '',
    fee_reason: [],
    fee_reason_other: '',
    fee_collected_at: '',
    other_details: 'Fuel is paid.',
  }
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

/** Creates the post as the advertiser and answers its stored findings, score and level. */
async function stored(access: string, form: PostJobFormValues) {
  const response = await createPost(test, access, form)
  expect(response.statusCode, response.body).toBe(201)
  const { id } = response.json<SubmissionSaved>()
  const [row] = await test.app.database.db.select().from(submissions).where(eq(submissions.id, id))
  if (!row) throw new Error('the post was not stored')
  return {
    findings: row.findings,
    score: row.riskScore,
    level: row.riskLevel,
    rank: row.riskRank,
    firstTime: row.firstTime,
  }
}

const codes = (findings: Finding[]) => findings.map((finding) => finding.code)

describe('the machine checks run on every created post', () => {
  it('a post charging a fee is stored with a fee_charged finding and high risk, at the top of the queue order', async () => {
    const advertiser = await signInAdvertiser(test)
    const risk = await stored(advertiser.access, { ...fullPost(ref), mobile_no: freshMobile() })
    expect(codes(risk.findings)).toContain('fee_charged')
    expect(risk.findings.find((finding) => finding.code === 'fee_charged')).toMatchObject({
      weight: 60,
      evidence: '₹500',
    })
    expect(risk.level).toBe('high')
    expect(risk.rank).toBe(2)
    expect(risk.score).toBeGreaterThanOrEqual(50)
  })

  it('an honest post is stored with no finding, score 0, low risk', async () => {
    const advertiser = await signInAdvertiser(test)
    const risk = await stored(advertiser.access, { ...HONEST, mobile_no: freshMobile() })
    expect(risk).toMatchObject({ findings: [], score: 0, level: 'low', rank: 0, firstTime: true })
    // the desk's first-time filter: only the advertiser's first post is one
    const second = await stored(advertiser.access, {
      ...HONEST,
      title: 'Second job',
      mobile_no: freshMobile(),
    })
    expect(second.firstTime).toBe(false)
  })

  it('text asking for money in Telugu and work-from-home bait in Hindi are found; the score adds up', async () => {
    const advertiser = await signInAdvertiser(test)
    const risk = await stored(advertiser.access, {
      ...HONEST,
      mobile_no: freshMobile(),
      other_details: 'సెక్యూరిటీ డిపాజిట్ 2000 చెల్లించండి',
      additional_skills: 'घर बैठे काम',
    })
    expect(codes(risk.findings)).toEqual(['asks_money', 'work_from_home'])
    expect(risk.score).toBe(80)
    expect(risk.level).toBe('high')
  })
})

describe('the lookups: shared contact, duplicates, salary norm', () => {
  it('a number on the posts of 3 advertisers is shared (2 are not)', async () => {
    const number = freshMobile()
    const [first, second, third] = [
      await signInAdvertiser(test),
      await signInAdvertiser(test),
      await signInAdvertiser(test),
    ]
    if (!first || !second || !third) throw new Error('no advertisers')
    expect(codes((await stored(first.access, { ...HONEST, mobile_no: number })).findings)).toEqual([])
    // the same advertiser again: still one advertiser
    expect(
      codes((await stored(first.access, { ...HONEST, title: 'Cook', mobile_no: number })).findings),
    ).toEqual([])
    expect(codes((await stored(second.access, { ...HONEST, mobile_no: number })).findings)).toEqual([])
    const third_ = await stored(third.access, { ...HONEST, mobile_no: freshMobile(), whatsapp_no: number })
    expect(codes(third_.findings)).toEqual(['shared_contact'])
    expect(third_.findings[0]).toMatchObject({ weight: 30, evidence: number })
    expect(third_.level).toBe('medium')
  })

  it("the same advertiser's same title in the same city within 30 days is a duplicate; another city or title is not", async () => {
    const advertiser = await signInAdvertiser(test)
    const post = { ...HONEST, mobile_no: freshMobile(), title: 'Warehouse helper, night shift' }
    expect(codes((await stored(advertiser.access, post)).findings)).toEqual([])
    expect(
      codes((await stored(advertiser.access, { ...post, title: 'Warehouse helper, day shift' })).findings),
    ).toEqual([])
    const again = await stored(advertiser.access, { ...post, title: '  warehouse HELPER, night-shift ' })
    expect(codes(again.findings)).toEqual(['duplicate'])
    expect(again.findings[0]?.reason).toMatch(/same job in this city/)
    // a month ago does not count
    await test.app.database.db
      .update(submissions)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(submissions.mobileNo, post.mobile_no))
    expect(codes((await stored(advertiser.access, post)).findings)).toEqual([])
  })

  it("another advertiser's copied description is a duplicate; a short common line is not", async () => {
    const [one, two] = [await signInAdvertiser(test), await signInAdvertiser(test)]
    if (!one || !two) throw new Error('no advertisers')
    const text = 'Loading and unloading at the Gachibowli godown; lunch, tea given, bonus at Diwali.'
    expect(
      codes(
        (await stored(one.access, { ...HONEST, mobile_no: freshMobile(), other_details: text })).findings,
      ),
    ).toEqual([])
    const copy = await stored(two.access, {
      ...HONEST,
      title: 'Godown loader',
      mobile_no: freshMobile(),
      other_details: 'LOADING and unloading at the Gachibowli godown - lunch, tea given; bonus at  Diwali!',
    })
    expect(codes(copy.findings)).toEqual(['duplicate'])
    expect(copy.findings[0]?.reason).toMatch(/same description/)
    const short = await stored(two.access, { ...HONEST, title: 'Packer', mobile_no: freshMobile() })
    expect(codes(short.findings)).toEqual([])
  })

  it("a salary over twice the category's median in the city (5 live jobs), else of every city", async () => {
    const db = test.app.database.db
    await db.update(classifieds).set({ status: 'expired' }).where(eq(classifieds.categoryId, ref.categoryId))
    const [model] = await db.select().from(classifieds).limit(1)
    if (!model) throw new Error('no seeded job')
    const { id: _id, filterTags: _tags, ...copy } = model
    const live = (locationId: number, salaryMax: number) => ({
      ...copy,
      categoryId: ref.categoryId,
      locationId,
      localityId: null,
      salaryMin: 8000,
      salaryMax,
      status: 'active' as const,
      validThrough: new Date(Date.now() + 10 * 24 * 3600 * 1000),
    })
    const advertiser = await signInAdvertiser(test)
    const post = (salary: number) => ({
      ...HONEST,
      title: `Helper ${salary}`,
      mobile_no: freshMobile(),
      salary_min: '10000',
      salary_max: String(salary),
    })
    // 4 live jobs only: no norm
    await db.insert(classifieds).values([10000, 10000, 11000, 12000].map((max) => live(9, max)))
    expect(codes((await stored(advertiser.access, post(60000))).findings)).toEqual([])
    // a fifth: the city's median is 11000
    await db.insert(classifieds).values(live(9, 11000))
    expect(codes((await stored(advertiser.access, post(22000))).findings)).toEqual([])
    const high = await stored(advertiser.access, post(22001))
    expect(codes(high.findings)).toEqual(['salary_above_norm'])
    expect(high.findings[0]?.reason).toMatch(/median ₹11000 in this city/)
    // a job past its last day does not count: one expired and one new, the median is 11000 again
    const [one] = await db
      .select({ id: classifieds.id })
      .from(classifieds)
      .where(eq(classifieds.salaryMax, 12000))
    if (!one) throw new Error('no job to expire')
    await db
      .update(classifieds)
      .set({ validThrough: new Date(Date.now() - 1000) })
      .where(eq(classifieds.id, one.id))
    await db.insert(classifieds).values(live(9, 40000))
    expect(codes((await stored(advertiser.access, post(23000))).findings)).toEqual(['salary_above_norm'])
    // no live job of the category in city 9: the category's median in every city is the norm
    const [elsewhere] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(ne(locations.id, 9))
      .limit(1)
    if (!elsewhere) throw new Error('no other city')
    await db
      .update(classifieds)
      .set({ locationId: elsewhere.id })
      .where(and(eq(classifieds.categoryId, ref.categoryId), eq(classifieds.locationId, 9)))
    const anywhere = await stored(advertiser.access, post(23001))
    expect(anywhere.findings[0]?.reason).toMatch(/median ₹11000 in every city/)
  })
})
