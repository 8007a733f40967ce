import { describe, expect, it } from 'vitest'
import { categories } from '#src/seed/data/categories.ts'
import { cities } from '#src/seed/data/cities.ts'
import {
  buildAdvertisers,
  buildReferenceRows,
  type ClassifiedRow,
  fillTemplate,
  generateClassifieds,
} from '#src/seed/generate.ts'

const referenceTime = new Date('2025-06-01T10:00:00.000Z')
const generate = (jobs: number, seed?: number) =>
  [...generateClassifieds({ jobs, referenceTime, ...(seed === undefined ? {} : { seed }) }, 97)].flat()

describe('generateClassifieds', () => {
  const jobs = generate(400)
  const active = jobs.filter((job) => job.status === 'active')

  it('gives the same jobs for the same seed, in the same order, whatever the batch size', () => {
    const again = [...generateClassifieds({ jobs: 400, referenceTime }, 1000)].flat()
    expect(again).toEqual(jobs)
  })

  it('gives different jobs for another seed', () => {
    const other = generate(400, 7)
    expect(other.map((job) => job.content.en.title)).not.toEqual(jobs.map((job) => job.content.en.title))
  })

  it('creates the asked number of active jobs and a few in every other state', () => {
    expect(active).toHaveLength(400)
    for (const status of ['expired', 'rejected', 'on_hold', 'approval_pending']) {
      expect(jobs.some((job) => job.status === status)).toBe(true)
    }
    expect(jobs.length).toBeLessThan(450)
  })

  it('puts active jobs in every city and every category', () => {
    const cityIds = new Set(active.map((job) => job.locationId))
    const categoryIds = new Set(active.map((job) => job.categoryId))
    expect([...cityIds].sort()).toEqual(cities.map((city) => city.id).sort())
    expect([...categoryIds].sort()).toEqual(categories.map((category) => category.id).sort())
  })

  it('posts active jobs during the 30 days before the reference time, numbered in posting order', () => {
    const day = 86_400_000
    for (const job of active) {
      const posted = (job.postedAt as Date).getTime()
      expect(posted).toBeLessThanOrEqual(referenceTime.getTime())
      expect(posted).toBeGreaterThan(referenceTime.getTime() - 30 * day)
      expect((job.validThrough as Date).getTime()).toBeGreaterThan(referenceTime.getTime() + 29 * day)
    }
    const expired = jobs.filter((job) => job.status === 'expired')
    expect(expired.every((job) => (job.validThrough as Date) < referenceTime)).toBe(true)
    expect(jobs.map((job) => job.id)).toEqual(jobs.map((_, index) => index + 1))
    const times = jobs.map((job) => (job.postedAt as Date).getTime())
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('writes a title and description in English, Hindi and Telugu with every placeholder filled', () => {
    for (const job of jobs) {
      for (const language of ['en', 'hi', 'te'] as const) {
        const { title, description } = job.content[language]
        expect(title.length).toBeGreaterThan(3)
        expect(description.length).toBeGreaterThan(20)
        expect(`${title} ${description}`).not.toMatch(/\{\w+\}/)
      }
    }
    expect(jobs[0]?.content.hi.title).not.toBe(jobs[0]?.content.en.title)
  })

  it('keeps every job within the rules of spec sections 5 and 9', () => {
    const reference = buildReferenceRows()
    const localityCity = new Map(reference.localities.map((row) => [row.id, row.locationId]))
    const titleCategory = new Map(reference.jobTitles.map((row) => [row.id, row.categoryId]))
    const advertisers = buildAdvertisers(400)
    const check = (job: ClassifiedRow) => {
      expect(job.salaryMin).toBeGreaterThanOrEqual(1000)
      expect(job.salaryMax).toBeLessThanOrEqual(100_000)
      expect(job.salaryMax).toBeGreaterThanOrEqual(job.salaryMin)
      expect(job.openingsCount).toBeGreaterThan(0)
      expect(job.feesCharged ? (job.feeAmount ?? 0) > 0 : job.feeAmount === null).toBe(true)
      if (job.localityId != null) expect(localityCity.get(job.localityId)).toBe(job.locationId)
      expect(titleCategory.get(job.jobTitleId)).toBe(job.categoryId)
      expect(advertisers[job.advertiserId - 1]?.companyName).toBe(job.companyName)
    }
    jobs.forEach(check)
    for (const advertiser of advertisers) expect(advertiser.mobile).toMatch(/^[6-9]\d{9}$/)
  })
})

describe('buildReferenceRows', () => {
  it('gives every city and category a unique seeker-URL slug', () => {
    const reference = buildReferenceRows()
    expect(new Set(reference.locations.map((row) => row.slug)).size).toBe(cities.length)
    expect(new Set(reference.categories.map((row) => row.slug)).size).toBe(categories.length)
    expect(reference.locations.find((row) => row.id === 9)?.slug).toBe('hyderabad')
    for (const row of [...reference.locations, ...reference.categories])
      expect(row.slug).toMatch(/^[a-z0-9-]+$/)
  })

  it('labels every option in all three languages', () => {
    for (const row of buildReferenceRows().optionLabels) {
      expect(row.label.en && row.label.hi && row.label.te).toBeTruthy()
    }
  })
})

describe('fillTemplate', () => {
  it('fills placeholders and refuses unknown ones, so a typo in the data files fails the seed', () => {
    expect(fillTemplate('{title} in {city}', { title: 'Driver', city: 'Hyderabad' })).toBe(
      'Driver in Hyderabad',
    )
    expect(() => fillTemplate('{titel}', { title: 'Driver' })).toThrow('unknown placeholder {titel}')
  })
})
