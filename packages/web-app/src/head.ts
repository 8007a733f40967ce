import { EARLY_CLICK_SCRIPT } from '@localjobs/ui/early-click'
import { createIsomorphicFn } from '@tanstack/react-start'
import { DEFAULT_LOCALE, LANGUAGE_PARAM, LOCALES, type Locale } from './locale.ts'

/** The product's name as people see it in titles and the headers of both apps. */
export const PRODUCT_NAME = 'LocalJobs'

/** What titles, the favicon and canonical URLs need to know about an app. */
export interface AppIdentity {
  /** the product's name as people see it, e.g. 'LocalJobs' */
  productName: string
  /** where the app is mounted on the one origin, e.g. '/jobs' */
  basePath: string
}

export interface PageHeadInput {
  /** the page's own title, without the product name */
  title: string
  description: string
  /** the page's path inside the app, '/' for its home */
  path: string
  publicOrigin: string
  /**
   * The page's language. With it, the canonical URL names the language version ('?lang=hi'; English is
   * the bare URL) and `hreflang` alternates list the others, so search engines index each language.
   */
  locale?: Locale
  /** 'noindex' keeps the page out of search results (an expired job, a filtered list). */
  robots?: 'noindex' | 'noindex, follow'
  /** the complete `<title>`, when the page's title must not get the product name (job details) */
  fullTitle?: string
}

/**
 * Absolute URL of a page of the app, e.g. 'https://example.in/jobs/driver-jobs-in-hyderabad'. The home
 * page is the bare base path ('/jobs', no trailing slash), as people and the spec's links write it.
 */
export function absoluteUrl(app: AppIdentity, publicOrigin: string, path: string): string {
  const full = path === '/' ? app.basePath : `${app.basePath}${path}`
  return new URL(full || '/', publicOrigin).href
}

/** The URL of a page in one language: the bare URL for English, '?lang=hi' for the others. */
export function languageUrl(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return url
  const withLanguage = new URL(url)
  withLanguage.searchParams.set(LANGUAGE_PARAM, locale)
  return withLanguage.href
}

/** Title, description and canonical link of a page, in the shape a route's `head` returns. */
export function pageHead(
  app: AppIdentity,
  { title, description, path, publicOrigin, locale, robots, fullTitle }: PageHeadInput,
) {
  const url = absoluteUrl(app, publicOrigin, path)
  const languages = locale
    ? [
        ...LOCALES.map((other) => ({ rel: 'alternate', hrefLang: other, href: languageUrl(url, other) })),
        { rel: 'alternate', hrefLang: 'x-default', href: url },
      ]
    : []
  return {
    meta: [
      { title: fullTitle ?? `${title} | ${app.productName}` },
      { name: 'description', content: description },
      ...(robots ? [{ name: 'robots', content: robots }] : []),
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
    ],
    links: [
      { rel: 'canonical', href: locale ? languageUrl(url, locale) : url },
      ...(robots ? [] : languages),
    ],
  }
}

/** What the root route's `head` is given: every matched route, and whether any of them is missing. */
export interface DocumentHeadContext {
  matches: ReadonlyArray<{ status: string; _notFound?: boolean | undefined }>
}

/**
 * The early-tap script, in the server's HTML only: it has done its work once the app's scripts run, so the
 * browser's bundle does not carry its text (the list pages' JS budget). React skips the server's extra
 * `<script>` in `<head>` when it hydrates.
 */
const earlyClickScripts = createIsomorphicFn()
  .server(() => [{ children: EARLY_CLICK_SCRIPT }])
  .client(() => [])

/**
 * The root route's `head`: what every page has, `title` for a page that sets none of its own, and an honest
 * title for a missing page, and the inline script that keeps taps made before the app's scripts ran (see
 * @localjobs/ui/early-click). Use it as `head: documentHead(seekerApp, 'LocalJobs: local jobs near you')`.
 */
export function documentHead(app: AppIdentity, title: string, notFoundTitle = 'Page not found') {
  return ({ matches }: DocumentHeadContext) => {
    // A missing page keeps the root's head only; give it an honest title and keep it out of search results.
    const missing = matches.some((match) => match.status === 'notFound' || match._notFound)
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0b57b8' },
        { title: missing ? `${notFoundTitle} | ${app.productName}` : title },
        ...(missing ? [{ name: 'robots', content: 'noindex' }] : []),
      ],
      links: [{ rel: 'icon', href: `${app.basePath}/favicon.svg`, type: 'image/svg+xml' }],
      // Keeps a tap on a script-only button made before the scripts ran (see @localjobs/ui/early-click).
      scripts: earlyClickScripts(),
    }
  }
}
