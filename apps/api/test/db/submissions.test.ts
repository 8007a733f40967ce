import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { advertisers, submissionDrafts, submissionEvents, submissions } from '#src/db/schema.ts'
import { createTestDatabase } from '../helpers/database.ts'

let database: Database
let advertiserId = 0

beforeAll(async () => {
  database = await createTestDatabase()
  const [row] = await database.db
    .insert(advertisers)
    .values({ name: 'Ravi Kumar', companyName: 'Kumar Traders', mobile: '9100000099' })
    .returning()
  advertiserId = row?.id ?? 0
})
afterAll(async () => {
  await database?.close()
})

/** A submission as the create call of #7 will store it (PostJobSubmission's fields, parsed). */
const post = (overrides: Partial<typeof submissions.$inferInsert> = {}): typeof submissions.$inferInsert => ({
  advertiserId,
  formVersion: 3,
  idempotencyKey: 'submit-1',
  jobCategory: 3,
  jobTitleId: 41,
  primaryJobRole: 7,
  jobType: 1,
  constituency: 9,
  jobLocationCity: 9,
  preferredLocation: 148,
  postingLocations: [9, 31],
  openingsCount: 4,
  salaryMin: 12000,
  salaryMax: 18000,
  shiftTiming: 2,
  feesCharged: 87,
  qualification: 2,
  experience: 1,
  preferredGender: 3,
  preferredLanguages: [1, 2],
  mobileNo: '9876543210',
  contactPreference: 2,
  companySize: 2,
  companyType: 1,
  isConsultancyName: false,
  planId: 1,
  paymentType: 'pay_later',
  ...overrides,
})

describe('the submissions data model (decision 023)', () => {
  it('a submission starts Approval Pending, with its lists and no classified yet', async () => {
    const [row] = await database.db.insert(submissions).values(post()).returning()
    expect(row).toMatchObject({
      status: 'approval_pending',
      submissionType: 'web',
      postingLocations: [9, 31],
      preferredLanguages: [1, 2],
      classifiedId: null,
      // written in English unless the create call says otherwise (the rows from before 0011 too)
      locale: 'en',
    })
  })

  it('one submission per idempotency key and advertiser: a second insert with the key is refused', async () => {
    await expect(database.db.insert(submissions).values(post())).rejects.toThrow()
    await expect(
      database.db.insert(submissions).values(post({ idempotencyKey: 'submit-2' })),
    ).resolves.toBeDefined()
  })

  it.each([
    ['an unknown status', { status: 'draft' as never }],
    ['form version 4', { formVersion: 4 as never }],
    ['an unknown payment type', { paymentType: 'cash' as never }],
    ['salary_max below salary_min', { salaryMax: 11000 }],
    ['no openings', { openingsCount: 0 }],
    ['an empty idempotency key', { idempotencyKey: '' }],
    ['a language the product does not speak', { locale: 'fr' as never }],
  ])('the database refuses %s', async (_name, overrides) => {
    await expect(
      database.db.insert(submissions).values(post({ idempotencyKey: `bad-${Math.random()}`, ...overrides })),
    ).rejects.toThrow()
  })

  it('one draft per advertiser and submission type, at steps 1 to 4', async () => {
    const draft = { advertiserId, step: 1, formVersion: 3 as const, values: { job_category: 3 } }
    await database.db.insert(submissionDrafts).values(draft)
    await expect(database.db.insert(submissionDrafts).values(draft)).rejects.toThrow()
    await database.db.insert(submissionDrafts).values({ ...draft, submissionType: 'enterprise' })
    await expect(
      database.db.insert(submissionDrafts).values({ ...draft, submissionType: 'web', step: 5 }),
    ).rejects.toThrow()
  })

  it('keeps the review history append-only: an event is never changed or removed', async () => {
    const [created] = await database.db
      .insert(submissions)
      .values(post({ idempotencyKey: 'history-1' }))
      .returning({ id: submissions.id })
    const submissionId = created?.id ?? 0
    const [event] = await database.db
      .insert(submissionEvents)
      .values({ submissionId, action: 'submit', toStatus: 'approval_pending', actorKind: 'advertiser' })
      .returning()
    expect(event?.fromStatus).toBeNull()
    await expect(
      database.db
        .update(submissionEvents)
        .set({ note: 'rewritten' })
        .where(eq(submissionEvents.id, event?.id ?? 0)),
    ).rejects.toThrow()
    await expect(
      database.db.delete(submissionEvents).where(eq(submissionEvents.id, event?.id ?? 0)),
    ).rejects.toThrow()
    const kept = await database.db
      .select()
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, submissionId))
    expect(kept).toHaveLength(1)
  })

  it('orders the risk rank from the stored level: high 2, medium 1, low 0', async () => {
    const ranks = await Promise.all(
      (['high', 'medium', 'low'] as const).map(async (riskLevel) => {
        const [row] = await database.db
          .insert(submissions)
          .values(post({ idempotencyKey: `risk-${riskLevel}`, riskLevel }))
          .returning({ rank: submissions.riskRank })
        return row?.rank
      }),
    )
    expect(ranks).toEqual([2, 1, 0])
  })
})
