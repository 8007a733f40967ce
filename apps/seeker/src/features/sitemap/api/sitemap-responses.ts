import { getSitemapJobs, getSitemapLists } from '@localjobs/api-client/classifieds/sitemap'
import { createApiClient } from '@localjobs/api-client/client'
import { absoluteUrl } from '@localjobs/web-app/head'
import { readEnv } from '#src/env.ts'
import { seekerApp } from '#src/lib/site.ts'
import { jobUrls, listUrls, sitemapIndex, urlSet, XML_HEADERS } from '../sitemap-xml.ts'

/** Job ids per job sitemap: well within the protocol's 50,000 URLs and 50 MB. */
export const JOBS_PER_SITEMAP = 5000
/** The index walks job pages to name each one; a bound keeps a broken cursor from looping. */
const MAX_JOB_SITEMAPS = 200

function context() {
  const env = readEnv()
  return {
    api: createApiClient({ baseUrl: env.apiBaseUrl }),
    base: absoluteUrl(seekerApp, env.publicOrigin, '/'),
  }
}

const xml = (body: string) => new Response(body, { headers: XML_HEADERS })

/** /jobs/sitemap.xml: the list pages' sitemap and one sitemap per page of jobs. */
export async function sitemapIndexResponse(): Promise<Response> {
  const { api, base } = context()
  const sitemaps = [{ loc: `${base}/sitemap-lists.xml` }]
  let cursor: string | undefined
  for (let page = 0; page < MAX_JOB_SITEMAPS; page++) {
    const answer = await getSitemapJobs(
      api,
      { limit: JOBS_PER_SITEMAP, ...(cursor ? { cursor } : {}) },
      { throwOnError: true },
    )
    if (answer.results.length === 0) break
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
    sitemaps.push({
      loc: `${base}/sitemap-jobs.xml${query}`,
      ...(answer.results[0] ? { lastmod: answer.results[0].lastmod } : {}),
    })
    if (!answer.next_cursor) break
    cursor = answer.next_cursor
  }
  return xml(sitemapIndex(sitemaps))
}

/** /jobs/sitemap-lists.xml */
export async function listsSitemapResponse(): Promise<Response> {
  const { api, base } = context()
  return xml(urlSet(listUrls(base, await getSitemapLists(api, {}, { throwOnError: true }))))
}

/** /jobs/sitemap-jobs.xml?cursor= */
export async function jobsSitemapResponse(request: Request): Promise<Response> {
  const { api, base } = context()
  const cursor = new URL(request.url).searchParams.get('cursor') ?? undefined
  const answer = await getSitemapJobs(api, { limit: JOBS_PER_SITEMAP, ...(cursor ? { cursor } : {}) })
  if (answer.kind === 'http-error' && answer.status < 500) return new Response('Not found', { status: 404 })
  if (answer.kind !== 'ok') return new Response('Unavailable', { status: 503 })
  return xml(urlSet(jobUrls(base, answer.data.results)))
}

/** /jobs/robots.txt (the gateway also answers /robots.txt with it). */
export function robotsResponse(): Response {
  const { base } = context()
  const body = [
    'User-agent: *',
    // Endless filter combinations and the API are not pages to index; the slug lists are.
    'Disallow: /jobs/jobsFiltering',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
