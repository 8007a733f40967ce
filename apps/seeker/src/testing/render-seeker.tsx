import type { Locale } from '@localjobs/web-app/locale'
import { type RenderInRouterOptions, renderInRouter } from '@localjobs/web-app/testing/render-in-router'
import { type FooterLinks, NO_FOOTER_LINKS } from '#src/app/footer-links.ts'
import { createTranslations, NAMESPACES, type Translations } from '#src/i18n/translations.ts'

/** Every namespace of the seeker's messages, loaded, in one language. */
export async function loadedTranslations(locale: Locale = 'en'): Promise<Translations> {
  const i18n = createTranslations({ locale, namespaces: [] })
  await i18n.load(NAMESPACES)
  return i18n
}

/**
 * renderInRouter with the seeker's router context: the translations its components read and the footer's
 * links. Outside the app's build, the parts only the server renders (footer, FAQ) render here too.
 */
export async function renderSeeker(
  options: RenderInRouterOptions & { locale?: Locale; footerLinks?: FooterLinks },
) {
  const i18n = await loadedTranslations(options.locale)
  const serverOnly = { footerLinks: options.footerLinks ?? NO_FOOTER_LINKS }
  return renderInRouter({ ...options, extendContext: () => ({ i18n, serverOnly }) })
}
