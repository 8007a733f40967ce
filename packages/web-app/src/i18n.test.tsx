import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type Catalog,
  createTranslations,
  type MessagesHook,
  type MessagesOf,
  useCatalogMessages,
  useLocale,
} from './i18n.ts'
import { renderInRouter } from './testing/render-in-router.tsx'

afterEach(cleanup)

const en = { hello: 'Hello', jobsIn: ({ place }: { place: string }) => `Jobs in ${place}` }
const hi: MessagesOf<typeof en> = { hello: 'नमस्ते', jobsIn: ({ place }) => `${place} में नौकरियाँ` }
const te: MessagesOf<typeof en> = { hello: 'నమస్కారం', jobsIn: ({ place }) => `${place}లో ఉద్యోగాలు` }
const extra = { more: 'More' }

/** A catalog that counts the chunks it was asked for, per namespace and language. */
function countingCatalog(failFirst = false) {
  const imports: string[] = []
  let failures = failFirst ? 1 : 0
  const chunk =
    <T extends object>(name: string, messages: T) =>
    async () => {
      imports.push(name)
      if (failures > 0) {
        failures -= 1
        throw new TypeError('Failed to fetch dynamically imported module')
      }
      return { default: messages }
    }
  const catalog = {
    common: { en: chunk('en/common', en), hi: chunk('hi/common', hi), te: chunk('te/common', te) },
    extra: { en: chunk('en/extra', extra), hi: chunk('hi/extra', extra), te: chunk('te/extra', extra) },
  } satisfies Catalog
  return { catalog, imports }
}

describe('createTranslations', () => {
  it('loads only the namespaces asked for, in the page language, once each', async () => {
    const { catalog, imports } = countingCatalog()
    const i18n = createTranslations(catalog, { locale: 'te', namespaces: [] })

    await Promise.all([i18n.load(['common']), i18n.load(['common'])])

    expect(imports).toEqual(['te/common'])
    expect(i18n.locale).toBe('te')
    expect(i18n.get('common').jobsIn({ place: 'హైదరాబాద్' })).toBe('హైదరాబాద్లో ఉద్యోగాలు')
  })

  it('records what the page rendered with, for the browser to load before hydrating; not server-only words', async () => {
    const { catalog } = countingCatalog()
    const site = { locale: 'en' as const, namespaces: [] as string[] }
    const i18n = createTranslations(catalog, site)

    await i18n.load(['common'])
    await i18n.load(['extra'], { serverOnly: true })
    await i18n.load(['common'])

    expect(site.namespaces).toEqual(['common'])
    expect(i18n.get('extra').more).toBe('More')
  })

  it('throws for a namespace no loader asked for (a bug in the route), and ignores names it does not know', async () => {
    const { catalog, imports } = countingCatalog()
    const site = { locale: 'hi' as const, namespaces: [] as string[] }
    const i18n = createTranslations(catalog, site)

    await i18n.load(['gone' as 'common'])

    expect(imports).toEqual([])
    expect(site.namespaces).toEqual([])
    expect(() => i18n.get('common')).toThrow(/'common' used before a loader loaded them/)
  })

  it('asks again for a chunk that failed to load (a phone that lost its connection)', async () => {
    const { catalog, imports } = countingCatalog(true)
    const i18n = createTranslations(catalog, { locale: 'hi', namespaces: [] })

    await expect(i18n.load(['common'])).rejects.toThrow(/Failed to fetch/)
    await i18n.load(['common'])

    expect(imports).toEqual(['hi/common', 'hi/common'])
    expect(i18n.get('common').hello).toBe('नमस्ते')
  })
})

const useMessages = useCatalogMessages as MessagesHook<ReturnType<typeof countingCatalog>['catalog']>

function Greeting() {
  const t = useMessages('common')
  return (
    <p lang={useLocale()}>
      {t.hello}: {t.jobsIn({ place: 'पुणे' })}
    </p>
  )
}

describe('useCatalogMessages and useLocale', () => {
  it('give components the loaded messages and the language of the page', async () => {
    const { catalog } = countingCatalog()
    const i18n = createTranslations(catalog, { locale: 'hi', namespaces: [] })
    await i18n.load(['common'])

    renderInRouter({ root: Greeting, locale: 'hi', extendContext: () => ({ i18n }) })

    const text = await screen.findByText('नमस्ते: पुणे में नौकरियाँ')
    expect(text.getAttribute('lang')).toBe('hi')
  })
})
