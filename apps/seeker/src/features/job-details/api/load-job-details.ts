import {
  classifiedDetailsQueryOptions,
  getClassifiedDetails,
  goneJob,
} from '@localjobs/api-client/classifieds/details'
import type { ApiClient } from '@localjobs/api-client/client'
import { failureToError } from '@localjobs/api-client/errors'
import { jobDetailsTitle } from '@localjobs/api-client/seeker-urls'
import { absoluteUrl } from '@localjobs/web-app/head'
import type { SiteContext } from '@localjobs/web-app/router'
import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import type { Translations } from '#src/i18n/translations.ts'
import { type JobSummary, toJobSummary } from '#src/lib/job-list-queries.ts'
import { jobDetailsParam, jobIdFromParam } from '#src/lib/job-url.ts'
import type { SeekerHead } from '#src/lib/page-head.ts'
import { markGone } from '#src/lib/response-status.ts'
import { productName, seekerApp } from '#src/lib/site.ts'
import { jobPosting, scriptSafeJson } from '../job-posting.ts'

export type LoadedJobDetails =
  | { kind: 'live'; id: number; head: SeekerHead }
  | { kind: 'gone'; job: JobSummary; head: SeekerHead }

/**
 * One job: live (its details in the query cache), gone (expired or closed: the page says so and answers
 * 410 with noindex) or unknown (404). An address whose words are out of date moves to the current ones.
 */
export async function loadJobDetails(
  {
    queryClient,
    api,
    i18n,
    site,
  }: { queryClient: QueryClient; api: ApiClient; i18n: Translations; site: SiteContext },
  param: string,
): Promise<LoadedJobDetails> {
  const id = jobIdFromParam(param)
  if (id === null) throw notFound()
  const options = classifiedDetailsQueryOptions(api, { id })
  const [cached] = await Promise.all([
    Promise.resolve(queryClient.getQueryData(options.queryKey)),
    i18n.load(['jobs']),
  ])
  const t = i18n.get('jobs')
  let job = cached
  if (!job) {
    const result = await getClassifiedDetails(api, { id })
    if (result.kind === 'ok') {
      job = result.data
      queryClient.setQueryData(options.queryKey, job)
    } else {
      const gone = goneJob(result)
      if (gone) {
        markGone()
        const summary = toJobSummary(gone)
        const path = `/jobDetails/${jobDetailsParam(summary)}`
        const head: SeekerHead = { title: t.goneTitle, description: t.goneText, path, robots: 'noindex' }
        return { kind: 'gone', job: summary, head }
      }
      if (result.kind === 'http-error' && (result.status === 404 || result.status === 400)) throw notFound()
      throw failureToError(result)
    }
  }
  const canonical = jobDetailsParam(toJobSummary(job))
  if (canonical !== param)
    throw redirect({ to: '/jobDetails/$job', params: { job: canonical }, statusCode: 301 })
  const path = `/jobDetails/${canonical}`
  const url = absoluteUrl(seekerApp, site.publicOrigin, path)
  return {
    kind: 'live',
    id,
    head: {
      title: job.translated_content.title,
      fullTitle: jobDetailsTitle(job, productName, {
        jobId: t.titleJobId,
        productJobs: (product) => t.titleProductJobs({ product }),
      }),
      description: summarize(job.translated_content.description),
      path,
      jsonLd: scriptSafeJson(jobPosting(job, { url, productName })),
    },
  }
}

/** The first words of a description, for search results (about 160 characters, whole words). */
function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= 160) return flat
  const cut = flat.slice(0, 157)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`
}
