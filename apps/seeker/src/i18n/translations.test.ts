import { formatPostedDate } from '@localjobs/ui/format'
import { describe, expect, it } from 'vitest'
import { createTranslations, NAMESPACES } from './translations.ts'

describe('translations', () => {
  it('have every message in English, Hindi and Telugu, each giving text', async () => {
    for (const locale of ['en', 'hi', 'te'] as const) {
      const i18n = createTranslations({ locale, namespaces: [] })
      await i18n.load(NAMESPACES)
      for (const namespace of NAMESPACES) {
        for (const [key, message] of Object.entries(i18n.get(namespace))) {
          if (Array.isArray(message)) {
            // month names: twelve words, each in the language
            expect(message, `${locale}.${namespace}.${key}`).toHaveLength(12)
            for (const word of message) expect(typeof word, `${locale}.${namespace}.${key}`).toBe('string')
            continue
          }
          const text =
            typeof message === 'function'
              ? (message as (p: object) => string)({
                  count: 2,
                  years: 2,
                  product: 'P',
                  location: 'L',
                  category: 'C',
                  heading: 'H',
                  amount: 'A',
                  min: '1',
                  max: '2',
                  km: '2.4',
                  date: 'D',
                  place: 'X',
                  mobile: 'M',
                  time: 'T',
                  step: 1,
                  total: 3,
                })
              : message
          expect(typeof text, `${locale}.${namespace}.${key}`).toBe('string')
        }
      }
    }
  })

  it('are Devanagari in Hindi and Telugu script in Telugu', async () => {
    const hi = createTranslations({ locale: 'hi', namespaces: [] })
    const te = createTranslations({ locale: 'te', namespaces: [] })
    await Promise.all([hi.load(['common']), te.load(['common'])])
    expect(hi.get('common').latestJobs).toMatch(/[\u0900-\u097F]/)
    expect(te.get('common').latestJobs).toMatch(/[\u0C00-\u0C7F]/)
  })

  it('name the months in each language, so dates read "5 జన, 2025" on a Telugu page', async () => {
    const dates = await Promise.all(
      (['en', 'hi', 'te'] as const).map(async (locale) => {
        const i18n = createTranslations({ locale, namespaces: [] })
        await i18n.load(['jobs'])
        const { months } = i18n.get('jobs')
        expect(new Set(months).size).toBe(12)
        return months.map((_, month) => formatPostedDate(Date.UTC(2025, month, 5, 6), months)).join(' | ')
      }),
    )
    expect(dates[0]).toContain('5 Jan, 2025 | 5 Feb, 2025')
    expect(dates[1]).toMatch(/^5 जन॰, 2025 \| 5 फ़र॰, 2025 \|/)
    expect(dates[2]).toMatch(/^5 జన, 2025 \| 5 ఫిబ్ర, 2025 \|/)
    expect(dates[1]).toMatch(/^[^A-Za-z]+$/)
    expect(dates[2]).toMatch(/^[^A-Za-z]+$/)
  })

  it('record what the page rendered with, for the browser to load before hydrating; not server-only words', async () => {
    const site = { locale: 'en' as const, namespaces: [] as string[] }
    const i18n = createTranslations(site)
    await i18n.load(['common', 'jobs'])
    await i18n.load(['static'], { serverOnly: true })
    await i18n.load(['common'])

    expect(site.namespaces).toEqual(['common', 'jobs'])
    expect(() => i18n.get('filters')).toThrow(/before a loader loaded them/)
  })
})
