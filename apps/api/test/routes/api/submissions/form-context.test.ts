import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { DraftResponse, FormContextResponse } from '@localjobs/api-client/submissions/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, queryWith } from '../../../helpers/fuzz.ts'

let database: Database
let test: TestApp

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database)
})

afterAll(async () => {
  await test.app.close()
  await database.close()
})

const formContext = (query: string, language = 'en') =>
  test.app.inject({ url: `/api/submissions/form-context/${query}`, headers: { 'accept-language': language } })

describe('GET /api/submissions/form-context/ (the web form before login)', () => {
  it('answers the draft call’s option lists without an account, in the request language, cached publicly', async () => {
    const response = await formContext('?location_id=9&en=0', 'te')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toMatch(/^public, /)
    expect(response.headers.vary).toContain('Accept-Language')
    const { data } = response.json() as FormContextResponse
    expect(data.context.options.fees_charged).toContainEqual({ id: 86, title: 'అవును' })
    // The same lists a signed-in advertiser's draft call answers.
    const advertiser = await signInAdvertiser(test)
    const draft = await test.app.inject({
      url: '/api/submissions/draft/?location_id=9&en=0',
      headers: { ...bearer(advertiser.access), 'accept-language': 'te' },
    })
    expect((draft.json() as DraftResponse).data.context).toEqual(data.context)
    expect(Object.keys(data)).toEqual(['context'])
  })

  it.each<[string, number]>([
    ['?location_id=987654', 404],
    ['', 400],
    ['?location_id=abc', 400],
    ['?location_id=9&en=2', 400],
    ['?location_id=9&draft=1', 400],
  ])('%s answers %i', async (query, code) => {
    const response = await formContext(query)
    expect(response.statusCode).toBe(code)
    expect((response.json() as ApiErrorBody).code).toBeTypeOf('string')
  })

  it('never answers a 5xx', async () => {
    await assertNo5xx(
      test.app,
      queryWith(['location_id', 'en']).map((query) => ({
        method: 'GET' as const,
        url: `/api/submissions/form-context/?${query}`,
      })),
      60,
    )
  })
})
