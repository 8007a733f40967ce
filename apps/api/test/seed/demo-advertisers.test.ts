import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyOfAdvertiser, DEMO_ADVERTISERS } from '#src/seed/generate.ts'
import { signInAdvertiser, signInEnterprise } from '../helpers/advertisers.ts'
import { appPerFile, buildTestApp } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'

const suite = appPerFile()

describe('the seeded demo advertisers (apps/api/README.md)', () => {
  it('the enterprise demo numbers sign in to the seeded accounts, which own seeded jobs', async () => {
    const database = await createTestDatabase({ jobs: 60 })
    try {
      const test = await buildTestApp(database)
      try {
        const [first] = DEMO_ADVERTISERS
        const enterprise = await signInEnterprise(test, first?.mobile ?? '')
        expect(enterprise.login).toMatchObject({
          advertiser_id: 1,
          company_name: companyOfAdvertiser(1).name,
          email: first?.email,
          company_address: first?.companyAddress,
          name: first?.name,
        })
        const owned = await database.db.execute(
          sql`select count(*)::int as n from classifieds where advertiser_id = 1`,
        )
        expect((owned as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0)
        // Every enterprise demo number (the e2e specs use one per project) signs in as its own account.
        for (const [index, demo] of DEMO_ADVERTISERS.entries())
          if (demo.kind === 'b2b')
            expect((await signInEnterprise(test, demo.mobile)).login).toMatchObject({
              advertiser_id: index + 1,
              name: demo.name,
            })
        const b2c = await signInAdvertiser(test, DEMO_ADVERTISERS[3]?.mobile)
        expect(b2c.login).toMatchObject({ advertiser_id: null, name: DEMO_ADVERTISERS[3]?.name })
      } finally {
        await test.app.close()
      }
    } finally {
      await database.close()
    }
  })

  it('an empty database has no demo accounts: a demo number gets a new b2c account', async () => {
    const advertiser = await signInAdvertiser(suite.test, DEMO_ADVERTISERS[0]?.mobile)
    expect(advertiser.login.advertiser_id).toBeNull()
  })
})
