import { JOB_LISTS_TAG, jobPageTag, jobPurgeTags } from '@localjobs/api-client/page-purge'
import { describe, expect, it } from 'vitest'
import { seekerPageTags } from './page-tags.ts'

const tagsOf = (path: string) => seekerPageTags(new URL(path, 'http://localhost:3000'))

describe('seekerPageTags', () => {
  it("stores a job's details page under its job, whatever words come before the id", () => {
    expect(tagsOf('/jobs/jobDetails/driver-in-hyderabad-1001')).toEqual(['job:1001'])
    expect(tagsOf('/jobs/jobDetails/cook-in-chennai-1001?lang=te')).toEqual(['job:1001'])
  })

  it('stores every other public page under the lists', () => {
    for (const path of [
      '/jobs',
      '/jobs/',
      '/jobs/driver-jobs-in-hyderabad',
      '/jobs/sitemap',
      '/jobs/sitemap-jobs.xml',
      '/jobs/sponsoredJobs',
      '/jobs/jobDetails/no-id-here',
    ])
      expect(tagsOf(path)).toEqual([JOB_LISTS_TAG])
  })

  it("is purged by the tags the API sends for a job's change: its page and every list", () => {
    const purge = jobPurgeTags(1001)
    expect(purge).toContain(jobPageTag(1001))
    for (const path of ['/jobs/jobDetails/driver-in-hyderabad-1001', '/jobs/driver-jobs-in-hyderabad'])
      expect(tagsOf(path).some((tag) => purge.includes(tag))).toBe(true)
    expect(tagsOf('/jobs/jobDetails/driver-in-hyderabad-1002').some((tag) => purge.includes(tag))).toBe(false)
  })
})
