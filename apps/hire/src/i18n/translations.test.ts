import { describe, expect, it } from 'vitest'
import { createTranslations, NAMESPACES } from './translations.ts'

const sample = {
  product: 'P',
  count: '2',
  mobile: 'M',
  time: 'T',
  name: 'N',
  // the post-job form's
  step: '1',
  total: '4',
  ago: 'A',
  names: ['N'],
  max: '10',
  days: '7',
  price: '9',
  // the applicants page's
  label: 'L',
  when: 'W',
  factors: 'F',
  left: '1',
  allowed: '2',
}

/** Every message of a language as text: strings as they are, functions called with sample parameters. */
async function texts(locale: 'en' | 'hi' | 'te') {
  const i18n = createTranslations({ locale, namespaces: [] })
  await i18n.load(NAMESPACES)
  return NAMESPACES.flatMap((namespace) =>
    Object.entries(i18n.get(namespace)).map(([key, message]) => ({
      key: `${namespace}.${key}`,
      text: typeof message === 'function' ? (message as (p: object) => unknown)(sample) : message,
    })),
  )
}

describe('hire translations', () => {
  it('give every message in English, Hindi and Telugu as non-empty text, key for key', async () => {
    const english = await texts('en')
    for (const locale of ['hi', 'te'] as const) {
      const other = await texts(locale)
      expect(other.map((m) => m.key)).toEqual(english.map((m) => m.key))
      for (const { key, text } of other) {
        expect(typeof text, `${locale}.${key}`).toBe('string')
        expect(text, `${locale}.${key}`).not.toBe('')
      }
    }
  })

  it('are Devanagari in Hindi and Telugu script in Telugu', async () => {
    const [hi, te] = await Promise.all([texts('hi'), texts('te')])
    expect(hi.find((m) => m.key === 'common.postJob')?.text).toMatch(/[\u0900-\u097F]/)
    expect(te.find((m) => m.key === 'common.postJob')?.text).toMatch(/[\u0C00-\u0C7F]/)
  })
})
