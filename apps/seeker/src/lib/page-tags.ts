import { JOB_LISTS_TAG, jobPageTag } from '@localjobs/api-client/page-purge'
import { basePath } from '#src/base-path.ts'
import { jobIdFromParam } from './job-url.ts'

const DETAILS = `${basePath}/jobDetails/`

/**
 * The tags a seeker page is stored under in the page cache (decision 040): a job's details page under its
 * job (`job:1001`, whatever the words before the id), every other public page (home, lists, sitemap, menus)
 * under the lists, which any job's change may touch. The API purges both when a job is published, closed,
 * held or expires.
 */
export function seekerPageTags(url: URL): string[] {
  if (url.pathname.startsWith(DETAILS)) {
    const id = jobIdFromParam(decodeURIComponent(url.pathname.slice(DETAILS.length)))
    if (id !== null) return [jobPageTag(id)]
  }
  return [JOB_LISTS_TAG]
}
