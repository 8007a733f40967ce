import { basePath } from '#src/base-path.ts'
import { productName } from './site.ts'

export interface PageHeadInput {
  /** the page's own title, without the product name */
  title: string
  description: string
  /** the page's path inside the app, '/' for its home */
  path: string
  publicOrigin: string
}

/** Absolute URL of a page of this app, e.g. 'https://example.in/jobs/driver-jobs-in-hyderabad'. */
export function absoluteUrl(publicOrigin: string, path: string): string {
  const full = path === '/' ? basePath : `${basePath}${path}`
  return new URL(full || '/', publicOrigin).href
}

/** Title, description and canonical link of a page, in the shape a route's `head` returns. */
export function pageHead({ title, description, path, publicOrigin }: PageHeadInput) {
  return {
    meta: [
      { title: `${title} | ${productName}` },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
    ],
    links: [{ rel: 'canonical', href: absoluteUrl(publicOrigin, path) }],
  }
}
