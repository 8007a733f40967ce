/**
 * The contract between the API and the apps' page caches (decision 040): where an app server takes purges,
 * what a purge says, and the tags the seeker's public pages are stored under. The API sends a purge when a
 * job's public state changes (published, closed, expired, held, renewed); each app server drops the pages
 * stored under any of the tags it names.
 */

/** The purge endpoint, under each app's base path: `POST /jobs/_page-cache/purge`. */
export const PAGE_PURGE_PATH = '/_page-cache/purge'

/** A purge's body: the tags whose pages to drop. */
export interface PagePurgeBody {
  tags: string[]
}

/** Every stored page of the app server that takes the purge. */
export const ALL_PAGES_TAG = '*'

/**
 * The seeker's pages that list jobs or count them: the home page, the job lists, the sitemap page and its
 * XML, the menus. A job's change may show on any of them, so they are purged as one family.
 */
export const JOB_LISTS_TAG = 'job-lists'

/** One job's details page, in every language and app type: `job:1001`. */
export const jobPageTag = (jobId: number): string => `job:${jobId}`

/** The tags a change of job `jobId` (a classified's id) touches: its own page and the lists. */
export const jobPurgeTags = (jobId: number): string[] => [jobPageTag(jobId), JOB_LISTS_TAG]
