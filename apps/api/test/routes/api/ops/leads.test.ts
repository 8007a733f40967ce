import type { SalesLeadItem, SalesLeadsPage } from '@localjobs/api-client/review/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { salesLeads } from '#src/db/schema.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, freshMobile, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, queryWith } from '../../../helpers/fuzz.ts'

const OPS_MOBILE = freshMobile()
let database: Database
let test: TestApp
let ops: Record<string, string>
let advertiser: Record<string, string>
const ids: number[] = []

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 5 })
  test = await buildTestApp(database, { env: { OPS_MOBILE_NUMBERS: OPS_MOBILE } })
  ops = bearer((await signInAdvertiser(test, OPS_MOBILE)).access)
  advertiser = bearer((await signInAdvertiser(test)).access)
  const reference = await test.app.referenceData.get()
  const role = [...reference.primaryJobRolesById.values()][0]
  const state = [...reference.statesById.values()][0]
  if (!role || !state) throw new Error('no reference data')
  for (const [index, jobTitle] of ['Cook', null, 'Driver'].entries()) {
    const [row] = await database.db
      .insert(salesLeads)
      .values({
        mobileNumber: `98765432${10 + index}`,
        openings: 2,
        stateId: state.id,
        primaryJobRoleId: role.id,
        jobTitle,
        locationId: 9,
        locale: 'te',
        createdAt: new Date(Date.now() - (3 - index) * 60_000),
      })
      .returning()
    ids.push(row?.id ?? 0)
  }
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const leads = (query: string, headers = ops) =>
  test.app.inject({ url: `/api/ops/review/leads/?${query}`, headers })

describe("the desk's sales leads (issue #8)", () => {
  it('lists new leads oldest first in keyset pages, a picked role as its title when none was typed', async () => {
    const first = await leads('limit=2')
    expect(first.statusCode, first.body).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-store')
    const page = first.json<SalesLeadsPage>()
    expect(page.results.map((lead) => lead.id)).toEqual(ids.slice(0, 2))
    expect(page.results[0]).toMatchObject({ job_title: 'Cook', n_openings: 2, locale: 'te', status: 'new' })
    expect(page.results[1]?.job_title).not.toBe('')
    expect(page.results[1]?.location_name).not.toBe('')
    const next = (await leads(`limit=2&cursor=${page.next_cursor}`)).json<SalesLeadsPage>()
    expect(next.results.map((lead) => lead.id)).toEqual([ids[2]])
  })

  it("PATCH sets a lead's status; the status filter then finds it", async () => {
    const patched = await test.app.inject({
      method: 'PATCH',
      url: `/api/ops/review/leads/${ids[0]}/`,
      headers: ops,
      payload: { status: 'contacted' },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json<SalesLeadItem>().status).toBe('contacted')
    expect((await leads('status=contacted')).json<SalesLeadsPage>().results.map((lead) => lead.id)).toEqual([
      ids[0],
    ])
    const bad = await test.app.inject({
      method: 'PATCH',
      url: `/api/ops/review/leads/${ids[0]}/`,
      headers: ops,
      payload: { status: 'won' },
    })
    expect(bad.statusCode).toBe(400)
    const missing = await test.app.inject({
      method: 'PATCH',
      url: '/api/ops/review/leads/2000000/',
      headers: ops,
      payload: { status: 'closed' },
    })
    expect(missing.statusCode).toBe(404)
  })

  it('only ops reach them; malformed queries are never a 5xx', async () => {
    expect((await leads('', advertiser)).statusCode).toBe(403)
    expect((await leads('cursor=forged')).statusCode).toBe(400)
    await assertNo5xx(
      test.app,
      queryWith(['status', 'cursor', 'limit', 'locale']).map((query) => ({
        url: `/api/ops/review/leads/?${query}`,
        headers: ops,
      })),
    )
  })
})
