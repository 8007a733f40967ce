import { SEEKER_APPLICATION_STATUSES } from '@localjobs/api-client/job-seeker/applications'
import { describe, expect, it } from 'vitest'
import { loadedTranslations } from '#src/testing/render-seeker.tsx'
import { APPLICATION_STATUS_DISPLAY } from './application-status.ts'

describe('how each status reads on "My applications"', () => {
  it.each([
    ['applied', 'Applied', 'आवेदन किया', 'దరఖాస్తు చేశారు', true],
    ['contacted', 'Contacted', 'संपर्क किया गया', 'సంప్రదించారు', true],
    ['job_closed', 'Job closed', 'नौकरी बंद हो गई', 'ఉద్యోగం ముగిసింది', false],
  ] as const)('%s: "%s" (hi "%s", te "%s"), links to the job: %s', async (status, en, hi, te, links) => {
    const display = APPLICATION_STATUS_DISPLAY[status]
    for (const [locale, words] of [
      ['en', en],
      ['hi', hi],
      ['te', te],
    ] as const) {
      expect((await loadedTranslations(locale)).get('applications')[display.label]).toBe(words)
    }
    expect(display.linksToJob).toBe(links)
  })

  it('covers every status the API answers, each in its own words', () => {
    expect(Object.keys(APPLICATION_STATUS_DISPLAY).sort()).toEqual([...SEEKER_APPLICATION_STATUSES].sort())
    const labels = Object.values(APPLICATION_STATUS_DISPLAY).map((display) => display.label)
    expect(new Set(labels).size).toBe(labels.length)
  })
})

describe('the "Applied" mark', () => {
  it.each(['en', 'hi', 'te'] as const)(
    'says the same on job cards and on the job page (%s)',
    async (locale) => {
      const i18n = await loadedTranslations(locale)
      expect(i18n.get('applications').applied).toBe(i18n.get('jobs').applied)
    },
  )
})
