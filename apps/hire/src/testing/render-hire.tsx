import type { Locale } from '@localjobs/web-app/locale'
import { type RenderInRouterOptions, renderInRouter } from '@localjobs/web-app/testing/render-in-router'
import { createTranslations, NAMESPACES, type Translations } from '#src/i18n/translations.ts'

/** Every namespace of the hire app's messages, loaded, in one language. */
export async function hireTranslations(locale: Locale = 'en'): Promise<Translations> {
  const i18n = createTranslations({ locale, namespaces: [] })
  await i18n.load(NAMESPACES)
  return i18n
}

/** renderInRouter with the hire app's router context: the translations its components read. */
export async function renderHire(options: RenderInRouterOptions & { locale?: Locale }) {
  const i18n = await hireTranslations(options.locale)
  return renderInRouter({ ...options, extendContext: (base) => ({ ...options.extendContext?.(base), i18n }) })
}
