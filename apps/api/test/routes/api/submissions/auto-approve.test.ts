import type { PostJobFormValues } from '@localjobs/api-client/submissions/form-mapping'
import type { SubmissionSaved } from '@localjobs/api-client/submissions/types'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { advertisers, jobReports, submissionEvents, submissions } from '#src/db/schema.ts'
import { mayAutoApprove } from '#src/lib/checks/auto-approve.ts'
import { say } from '#src/lib/messages.ts'
import { type SignedInAdvertiser, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, freshMobile, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { createPost, fullPost, referencePost, uniqueTitle } from '../../../helpers/submissions.ts'

const opened: { database: Database; test: TestApp }[] = []
afterAll(async () => {
  for (const { database, test } of opened) {
    await test.app.close()
    await database.close()
  }
})

async function appWith(setting: 'true' | 'false') {
  const database = await createTestDatabase({ jobs: 10 })
  const test = await buildTestApp(database, { env: { AUTO_APPROVE_TRUSTED: setting } })
  opened.push({ database, test })
  const ref = await referencePost(test)
  const honest = (): PostJobFormValues => ({
    ...fullPost(ref),
    title: uniqueTitle('Helper'),
    fees_charged: '87',
    fee_amount: '',
    fee_reason: [],
    fee_reason_other: '',
    fee_collected_at: '',
    mobile_no: freshMobile(),
  })
  const create = async (advertiser: SignedInAdvertiser, form: PostJobFormValues) => {
    const response = await createPost(test, advertiser.access, form)
    expect(response.statusCode, response.body).toBe(201)
    return response.json<SubmissionSaved>()
  }
  /** An advertiser with `count` approved posts (approved by ops through the engine). */
  const withApproved = async (count: number) => {
    const advertiser = await signInAdvertiser(test)
    for (let each = 0; each < count; each++) {
      const { id } = await create(advertiser, honest())
      await test.app.submissionLife.move(test.app.database.db, {
        submissionId: id,
        action: 'approve',
        actor: { kind: 'ops', userId: null },
      })
    }
    return advertiser
  }
  return { test, honest, create, withApproved }
}

describe('AUTO_APPROVE_TRUSTED', () => {
  it('on: a post without findings from an advertiser with 3 approved posts goes live at once, by the system', async () => {
    const { test, honest, create, withApproved } = await appWith('true')
    const trusted = await withApproved(3)
    const saved = await create(trusted, honest())
    expect(saved.status).toBe('active')
    // It says so: live, not "in review".
    expect(saved.message).toBe(say('postLive', 'en'))
    const [event] = await test.app.database.db
      .select()
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, saved.id))
      .orderBy(submissionEvents.id)
      .offset(1)
    expect(event).toMatchObject({ action: 'approve', toStatus: 'active', actorKind: 'system' })
    const [row] = await test.app.database.db.select().from(submissions).where(eq(submissions.id, saved.id))
    expect(row?.classifiedId).not.toBeNull()
  })

  it('on: never a post with a finding (a fee is high risk), never an advertiser with 2 approved posts', async () => {
    const { honest, create, withApproved } = await appWith('true')
    const trusted = await withApproved(3)
    const fee = await create(trusted, {
      ...honest(),
      fees_charged: '86',
      fee_amount: '300',
      fee_reason: ['UNIFORM'],
    })
    expect(fee.status).toBe('approval_pending')
    const link = await create(trusted, { ...honest(), other_details: 'Apply at www.fast-jobs.in' })
    expect(link.status).toBe('approval_pending')
    const newcomer = await withApproved(2)
    const waiting = await create(newcomer, honest())
    expect(waiting).toMatchObject({ status: 'approval_pending', message: say('postInReview', 'en') })
  })

  it('on: an advertiser whose job a seeker reported, or who is blocked, is not trusted (a blocked one cannot post at all)', async () => {
    const { test, honest, create, withApproved } = await appWith('true')
    const db = test.app.database.db
    const advertiserOf = async (advertiser: SignedInAdvertiser) =>
      (await test.app.identity.identityOf(advertiser.userId))?.advertiser?.id ?? 0
    const reported = await withApproved(3)
    const [mine] = await db
      .select({ classifiedId: submissions.classifiedId })
      .from(submissions)
      .where(eq(submissions.advertiserId, await advertiserOf(reported)))
      .limit(1)
    const seeker = await login(test)
    await db
      .insert(jobReports)
      .values({ classifiedId: mine?.classifiedId ?? 0, userId: seeker.userId, reason: 'fake_job' })
    expect((await create(reported, honest())).status).toBe('approval_pending')
    const blocked = await withApproved(3)
    await db
      .update(advertisers)
      .set({ blockedAt: new Date() })
      .where(eq(advertisers.id, await advertiserOf(blocked)))
    expect((await createPost(test, blocked.access, honest())).statusCode).toBe(403)
    expect(await mayAutoApprove(db, true, { advertiserId: await advertiserOf(blocked), findings: [] })).toBe(
      false,
    )
  })

  it('off (the default): even a trusted advertiser’s clean post waits for review', async () => {
    const { create, honest, withApproved } = await appWith('false')
    const trusted = await withApproved(3)
    expect((await create(trusted, honest())).status).toBe('approval_pending')
  })
})
