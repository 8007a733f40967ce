import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTranslations } from './i18n.ts'
import { LanguageSwitch } from './language-switch.tsx'
import type { Locale } from './locale.ts'
import { renderInRouter } from './testing/render-in-router.tsx'

afterEach(cleanup)

function renderSwitch(path: string, locale: Locale, label: string) {
  return renderInRouter({
    root: () => <LanguageSwitch label={label} />,
    basepath: '/hire',
    path,
    locale,
    // useLocale reads the page's language from the app's translations, as in the apps.
    extendContext: () => ({ i18n: createTranslations({}, { locale, namespaces: [] }) }),
  })
}

describe('LanguageSwitch', () => {
  it('offers every language by its own name, as links to this page in that language', async () => {
    renderSwitch('/hire/profile?tab=2', 'en', 'Language')

    const hindi = await screen.findByRole('link', { name: 'हिन्दी' })
    expect(hindi.getAttribute('href')).toBe('/hire/profile?tab=2&lang=hi')
    expect(hindi.getAttribute('lang')).toBe('hi')
    expect(hindi.getAttribute('hreflang')).toBe('hi')
    expect(screen.getByRole('link', { name: 'తెలుగు' }).getAttribute('href')).toBe(
      '/hire/profile?tab=2&lang=te',
    )
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('link', { name: 'తెలుగు' }).getAttribute('aria-current')).toBeNull()
  })

  it("names itself with the app's word and the current language, in that language", async () => {
    const { container } = renderSwitch('/hire', 'te', 'భాష')

    await screen.findByRole('link', { name: 'English' })
    const summary = container.querySelector('summary')
    expect(summary?.textContent).toBe('अ/A భాష: తెలుగు')
    expect(
      within(summary as HTMLElement)
        .getByText('తెలుగు')
        .getAttribute('lang'),
    ).toBe('te')
    expect(screen.getByRole('link', { name: 'తెలుగు' }).getAttribute('aria-current')).toBe('true')
  })

  it('is a native disclosure, so it opens before (and without) the scripts', async () => {
    const { container } = renderSwitch('/hire', 'hi', 'भाषा')

    await screen.findByRole('link', { name: 'English' })
    expect(container.querySelector('details > summary')).toBeTruthy()
    expect(container.querySelector('button')).toBeNull()
  })
})
