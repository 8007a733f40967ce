import { pageHead } from '@localjobs/web-app/head'
import type { RouterContext } from '@localjobs/web-app/router'
import type { Translations } from '#src/i18n/translations.ts'
import { seekerApp } from './site.ts'

/**
 * What a page's <head> says, written by its loader (in the page's language, with the loader's data), so
 * the words and the code that builds them load with the page and not before.
 */
export interface SeekerHead {
  title: string
  description: string
  /** the page's path inside the app, for the canonical URL */
  path: string
  /** the whole <title>, when it must not end with the product name (job details) */
  fullTitle?: string
  /** 'noindex' keeps a page out of search results; such a page names no language versions */
  robots?: 'noindex' | 'noindex, follow'
  /** a JSON-LD document, already safe to put inside <script> */
  jsonLd?: string
}

interface HeadArgs {
  loaderData?: { head: SeekerHead } | undefined
  match: { context: Pick<RouterContext, 'site'> & { i18n: Translations } }
}

/** Every seeker route's `head`: title, description, canonical and language links, robots, JSON-LD. */
export function seekerHead({ loaderData, match }: HeadArgs) {
  const head = loaderData?.head
  if (!head) return {}
  const { jsonLd, ...page } = head
  const meta = pageHead(seekerApp, {
    ...page,
    publicOrigin: match.context.site.publicOrigin,
    ...(head.robots ? {} : { locale: match.context.i18n.locale }),
  })
  return jsonLd ? { ...meta, scripts: [{ type: 'application/ld+json', children: jsonLd }] } : meta
}

/** The usual head of a list-like page: its title, the list description, its path. */
export function listPageHead(i18n: Translations, title: string, path: string, robots?: SeekerHead['robots']) {
  const t = i18n.get('common')
  return { title, description: t.listDescription({ heading: title }), path, ...(robots ? { robots } : {}) }
}
