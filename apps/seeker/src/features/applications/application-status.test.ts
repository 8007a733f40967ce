import { SEEKER_APPLICATION_STATUSES } from '@localjobs/api-client/job-seeker/applications'
import { describe, expect, it } from 'vitest'
import { loadedTranslations } from '#src/testing/render-seeker.tsx'
import { APPLICATION_STATUS_DISPLAY } from './application-status.ts'

describe('how each status reads on "My applications"', () => {
  it.each([
    ['applied', 'Applied', 'आवेदन किया', 'దరఖాస్తు చేశారు', 'progress', true],
    ['viewed', 'Viewed', 'देखा गया', 'చూశారు', 'seen', true],
    ['contacted', 'Contacted', 'संपर्क किया गया', 'సంప్రదించారు', 'good', true],
    ['job_closed', 'Job closed', 'नौकरी बंद हो गई', 'ఉద్యోగం ముగిసింది', 'over', false],
    ['job_expired', 'Job expired', 'नौकरी की अवधि खत्म', 'ఉద్యోగం గడువు ముగిసింది', 'over', false],
  ] as const)(
    '%s: "%s" (hi "%s", te "%s"), colour %s, links to the job: %s',
    async (status, en, hi, te, tone, links) => {
      const display = APPLICATION_STATUS_DISPLAY[status]
      for (const [locale, words] of [
        ['en', en],
        ['hi', hi],
        ['te', te],
      ] as const) {
        const t = (await loadedTranslations(locale)).get('applications')
        expect(t[display.label]).toBe(words)
        // and a line saying what it means, in the same language
        expect(typeof t[display.meaning]).toBe('string')
        expect((t[display.meaning] as string).length).toBeGreaterThan(0)
      }
      expect(display.tone).toBe(tone)
      expect(display.linksToJob).toBe(links)
    },
  )

  it.each([
    ['applied', 'The employer has not opened your application yet.'],
    ['viewed', 'The employer opened your application.'],
    ['contacted', 'The employer wants to talk to you. Keep your phone near.'],
    ['job_closed', 'The employer closed this job.'],
    ['job_expired', 'This job is no longer open for applications.'],
  ] as const)('%s says what it means: "%s"', async (status, meaning) => {
    expect(
      (await loadedTranslations('en')).get('applications')[APPLICATION_STATUS_DISPLAY[status].meaning],
    ).toBe(meaning)
  })

  it('covers every status the API answers, each in its own words', () => {
    expect(Object.keys(APPLICATION_STATUS_DISPLAY).sort()).toEqual([...SEEKER_APPLICATION_STATUSES].sort())
    const labels = Object.values(APPLICATION_STATUS_DISPLAY).map((display) => display.label)
    expect(new Set(labels).size).toBe(labels.length)
    const meanings = Object.values(APPLICATION_STATUS_DISPLAY).map((display) => display.meaning)
    expect(new Set(meanings).size).toBe(meanings.length)
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
