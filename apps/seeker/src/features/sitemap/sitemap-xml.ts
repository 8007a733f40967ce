import type { SitemapJob, SitemapListsResponse } from '@localjobs/api-client/classifieds/sitemap'
import { categoryLocationSlug, locationsSlug } from '@localjobs/api-client/seeker-urls'
import { jobDetailsParam } from '#src/lib/job-url.ts'

/**
 * XML sitemaps (sitemaps.org 0.9) of the public seeker pages: the index names one sitemap of list pages
 * and one per page of job ids, each within the protocol's 50,000 URLs.
 */

export interface SitemapUrl {
  loc: string
  lastmod?: string
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : undefined)

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const date = day(lastmod)
  return `<${tag}><loc>${escapeXml(loc)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</${tag}>`
}

export function urlSet(urls: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((url) => entry('url', url)).join('')}</urlset>\n`
}

export function sitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${sitemaps.map((sitemap) => entry('sitemap', sitemap)).join('')}</sitemapindex>\n`
}

/** The list pages: home, the sitemap page, every place with jobs and every category-place pair with jobs. */
export function listUrls(base: string, lists: SitemapListsResponse): SitemapUrl[] {
  const newest = [...lists.locations.map((location) => location.lastmod)].sort().at(-1)
  return [
    { loc: base, ...(newest ? { lastmod: newest } : {}) },
    { loc: `${base}/sitemap` },
    ...lists.locations.map((location) => ({
      loc: `${base}/${locationsSlug([location.slug])}`,
      lastmod: location.lastmod,
    })),
    ...lists.category_locations.map((pair) => ({
      loc: `${base}/${categoryLocationSlug([pair.category_slug], pair.location_slug)}`,
      lastmod: pair.lastmod,
    })),
  ]
}

export function jobUrls(base: string, jobs: readonly SitemapJob[]): SitemapUrl[] {
  return jobs.map((job) => ({
    loc: `${base}/jobDetails/${jobDetailsParam({ id: job.id, category: { slug: job.category_slug }, location: { slug: job.location_slug } })}`,
    lastmod: job.lastmod,
  }))
}

export const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
}
