import { aClassified } from '@localjobs/api-client/testing/classifieds'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { toJobSummary } from '#src/lib/job-list-queries.ts'
import { renderSeeker } from '#src/testing/render-seeker.tsx'
import { JobCard } from './job-card.tsx'

afterEach(cleanup)

const now = Date.parse('2025-01-15T09:00:00.000Z')

async function renderCard(
  job = aClassified(),
  locale: 'en' | 'hi' | 'te' = 'en',
  sponsored = false,
  distanceKm?: number,
) {
  const summary = distanceKm === undefined ? toJobSummary(job) : { ...toJobSummary(job), distanceKm }
  await renderSeeker({
    root: () => <JobCard job={summary} now={now} sponsored={sponsored} />,
    basepath: '/jobs',
    locale,
  })
  return screen.findByRole('article')
}

describe('JobCard', () => {
  it('shows what a seeker decides on: title, company, pay, place, experience, job type and age', async () => {
    const card = await renderCard(aClassified({ posted_at: '2025-01-10T09:00:00.000Z' }))

    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Car driver for office pick-up')
    expect(within(card).getByText('Sri Sai Travels')).toBeTruthy()
    expect(within(card).getByText('₹12,000 - ₹18,000 per month')).toBeTruthy()
    expect(within(card).getByText('Madhapur, Hyderabad')).toBeTruthy()
    expect(within(card).getByText('1 - 3 years')).toBeTruthy()
    expect(within(card).getByText('Full time')).toBeTruthy()
    expect(card.textContent).toContain('Posted 5 days ago')
  })

  it("links the title to the job's own page", async () => {
    const card = await renderCard(aClassified({ id: 1001 }))

    expect(
      within(card).getByRole('link', { name: 'Car driver for office pick-up' }).getAttribute('href'),
    ).toBe('/jobs/jobDetails/driver-in-hyderabad-1001')
  })

  it('names its job on its last line, where a logged-in seeker sees "Applied" (applied-marks.ts)', async () => {
    const card = await renderCard(aClassified({ id: 1001 }))

    const last = card.querySelector('[data-job]')
    expect(last?.getAttribute('data-job')).toBe('1001')
    expect(last?.textContent).toContain('Posted')
    expect(last?.hasAttribute('data-applied')).toBe(false)
  })

  it('labels each fact for screen readers', async () => {
    await renderCard()

    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Salary',
      'Location',
      'Experience',
      'Job type',
    ])
  })

  it('speaks the page language: labels, pay and age in Hindi, the title as the API sent it', async () => {
    const job = aClassified({ posted_at: '2025-01-10T09:00:00.000Z' })
    const card = await renderCard(
      {
        ...job,
        locale: 'hi',
        translated_content: { ...job.translated_content, title: 'कार ड्राइवर' },
      },
      'hi',
    )

    expect(within(card).getByRole('heading', { name: 'कार ड्राइवर' })).toBeTruthy()
    expect(within(card).getByText('₹12,000 - ₹18,000 प्रति माह')).toBeTruthy()
    expect(card.textContent).toContain('5 दिन पहले पोस्ट की गई')
    expect(screen.getAllByRole('term')[0]?.textContent).toBe('सैलरी')
  })

  it('shows the city alone when the job names no locality', async () => {
    await renderCard(aClassified({ locality: null }))

    expect(screen.getByText('Hyderabad')).toBeTruthy()
  })

  it('gives the exact posting time to the time element, and no English date on a Telugu card', async () => {
    await renderCard(aClassified({ posted_at: '2025-01-04T20:00:00.000Z' }))

    const time = screen.getByText('10 days ago')
    expect(time.getAttribute('dateTime')).toBe('2025-01-04T20:00:00.000Z')
    cleanup()
    const card = await renderCard(aClassified({ posted_at: '2025-01-04T20:00:00.000Z' }), 'te')
    expect(card.outerHTML).not.toMatch(/\bJan\b/)
  })

  it.each([
    ['en', '₹50,000 - ₹1,00,000 per month'],
    ['hi', '₹50,000 - ₹1,00,000 प्रति माह'],
    ['te', 'నెలకు ₹50,000 - ₹1,00,000'],
  ] as const)('writes rupees with Indian grouping in %s: %s', async (locale, text) => {
    const card = await renderCard(aClassified({ salary_min: 50000, salary_max: 100000 }), locale)

    expect(within(card).getByText(text)).toBeTruthy()
  })

  it.each([
    ['en', 'Madhapur, Hyderabad · 2.4 km away'],
    ['hi', 'Madhapur, Hyderabad · 2.4 किमी दूर'],
    ['te', 'Madhapur, Hyderabad · 2.4 కి.మీ. దూరంలో'],
  ] as const)('says how far a job near me is, in %s: %s', async (locale, text) => {
    const card = await renderCard(aClassified(), locale, false, 2.4)

    expect(within(card).getByText(text)).toBeTruthy()
  })

  it('marks a sponsored job as one', async () => {
    const card = await renderCard(aClassified(), 'en', true)

    expect(within(card).getByText('Sponsored')).toBeTruthy()
  })
})
