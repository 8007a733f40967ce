import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client.ts'
import { aClassified } from '../testing/classifieds.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import { getClassifiedDetails, goneJob } from './details.ts'
import { getSitemapJobs, getSitemapLists } from './sitemap.ts'

const baseUrl = 'http://api.test/api'

describe('getClassifiedDetails', () => {
  it('GETs /classifieds/classifieds/{id}/', () => {
    expect(getClassifiedDetails.request({ id: 1001 })).toEqual({
      method: 'GET',
      path: '/classifieds/classifieds/1001/',
      auth: 'session',
    })
  })

  it('goneJob reads the job out of a 410 JOB_EXPIRED, and nothing out of other answers', async () => {
    const job = aClassified({ status: 'expired' })
    const gone = createApiClient({
      baseUrl,
      fetch: fakeFetch(() =>
        jsonResponse({ statusCode: 410, code: 'JOB_EXPIRED', message: 'closed', job }, 410),
      ).fetch,
    })
    expect(goneJob(await getClassifiedDetails(gone, { id: 1001 }))).toEqual(job)
    const missing = createApiClient({
      baseUrl,
      fetch: fakeFetch(() => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'no' }, 404)).fetch,
    })
    expect(goneJob(await getClassifiedDetails(missing, { id: 1001 }))).toBeUndefined()
  })
})

describe('sitemap calls', () => {
  it('read the lists and the job pages', () => {
    expect(getSitemapLists.request({}).path).toBe('/classifieds/classifieds/sitemap/lists/')
    expect(getSitemapJobs.request({ cursor: 'abc', limit: 500 })).toEqual({
      method: 'GET',
      path: '/classifieds/classifieds/sitemap/jobs/',
      searchParams: { cursor: 'abc', limit: 500 },
      auth: 'none',
    })
  })
})
