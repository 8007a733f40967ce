// What the budget scripts measure against: the server (`--base` or E2E_BASE_URL) and route paths whose
// placeholders are filled from the live feed.
import type { FeedResponse } from '../packages/api-client/src/classifieds/types.ts'
import { categoryLocationSlug } from '../packages/api-client/src/seeker-urls.ts'

/** The server's origin from `--base <url>` or E2E_BASE_URL; exits with usage when neither is given. */
export function budgetBaseUrl(script: string): string {
  const index = process.argv.indexOf('--base')
  const base = index > 0 ? process.argv[index + 1] : process.env.E2E_BASE_URL
  if (!base) {
    console.error(`usage: node ${script} --base http://127.0.0.1:3000`)
    process.exit(2)
  }
  return base
}

/**
 * Replaces '{first-category-location}' with the list page of the newest job's category and city, and
 * '{first-job-id}' with that job's id.
 */
export async function resolveBudgetPath(base: string, path: string): Promise<string> {
  if (!path.includes('{first-category-location}') && !path.includes('{first-job-id}')) return path
  const response = await fetch(`${base}/api/classifieds/classifieds/feed_v2/?limit=1`)
  const job = ((await response.json()) as FeedResponse).results[0]
  if (!job) throw new Error('no job to build a category-location URL from')
  return path
    .replace('{first-category-location}', categoryLocationSlug([job.job_category.slug], job.location.slug))
    .replace('{first-job-id}', String(job.id))
}
