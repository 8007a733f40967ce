import { pageHead } from '@localjobs/web-app/head'
import type { RouterContext } from '@localjobs/web-app/router'
import type { Translations, WithTranslations } from '#src/i18n/translations.ts'
import { hireApp } from './site.ts'

/**
 * The `head` of a page that needs an advertiser account (the dashboard, the profile pages, and #7-#10's):
 * its title and description in the page's language, its canonical path, and `noindex` (nobody's account
 * belongs in search results). Pair it with `headers: privatePageHeaders`.
 */
export function accountPageHead(
  path: string,
  words: (i18n: Translations) => { title: string; description: string },
) {
  return ({ match }: { match: { context: RouterContext & WithTranslations } }) =>
    pageHead(hireApp, {
      ...words(match.context.i18n),
      path,
      publicOrigin: match.context.site.publicOrigin,
      locale: match.context.site.locale,
      robots: 'noindex',
    })
}
