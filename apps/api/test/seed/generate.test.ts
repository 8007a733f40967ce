import { describe, expect, it } from 'vitest'
import { categories } from '#src/seed/data/categories.ts'
import { cities } from '#src/seed/data/cities.ts'
import { COMPANY_KINDS, type CompanyKind, companies } from '#src/seed/data/companies.ts'
import { rulesFor } from '#src/seed/data/job-rules.ts'
import { qualifications } from '#src/seed/data/options.ts'
import {
  advertiserCount,
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

describe('a demo seed of 5,000 jobs pairs every role sensibly', () => {
  const jobs = generate(5000)
  const reference = buildReferenceRows()
  const titleOf = new Map(reference.jobTitles.map((row) => [row.id, row.englishName]))
  const categoryOf = new Map(reference.categories.map((row) => [row.id, row.englishName]))
  const kindOf = new Map(companies.map((company) => [company.name, company.kind]))
  const described = jobs.map((job) => ({
    job,
    title: titleOf.get(job.jobTitleId) ?? '',
    category: categoryOf.get(job.categoryId) ?? '',
    employer: kindOf.get(job.companyName) as CompanyKind,
  }))
  const never = (what: (entry: (typeof described)[number]) => boolean) =>
    described
      .filter(what)
      .map(({ title, job }) => `${title} (${job.jobType}, ${job.shift}) at ${job.companyName}`)

  it("keeps every job within its title's rules", () => {
    const order = qualifications.map((option) => option.code)
    for (const { job, title, employer } of described) {
      const rules = rulesFor(job.categoryId, job.jobTitleId)
      const where = `job ${job.id}, ${title} at ${job.companyName}`
      expect(rules.employers, where).toContain(employer)
      expect(rules.jobTypes, where).toContain(job.jobType)
      expect(rules.shifts, where).toContain(job.shift)
      expect(rules.genders, where).toContain(job.preferredGender)
      expect(job.experienceMinYears, where).toBeGreaterThanOrEqual(rules.minExperienceYears)
      const level = order.indexOf(job.qualification)
      expect(level, where).toBeGreaterThanOrEqual(order.indexOf(rules.qualification[0]))
      expect(level, where).toBeLessThanOrEqual(order.indexOf(rules.qualification[1]))
    }
  })

  // Written out in plain words, apart from the rules data, so a slip in the data shows here.
  it.each<[string, (entry: (typeof described)[number]) => boolean]>([
    [
      'a sweeper, cleaner, driver, delivery rider, security guard or barber working from home',
      ({ job, category, title }) =>
        job.jobType === 'work_from_home' &&
        ([
          'Driver',
          'Delivery',
          'Security Guard',
          'Housekeeping',
          'Cook / Chef',
          'Construction / Labour',
        ].includes(category) ||
          /Sweeper|Barber|Watchman|Nurse|Waiter|Helper/.test(title)),
    ],
    [
      'a barber, beautician, hair stylist or mehendi artist hired by a water supplier or anyone but a salon',
      ({ category, employer, title }) =>
        category === 'Beautician' &&
        !(employer === 'salon' || (title === 'Mehendi Artist' && employer === 'events')),
    ],
    [
      'a water supplier hiring anyone but delivery staff and drivers',
      ({ category, employer }) => employer === 'water_supply' && !['Delivery', 'Driver'].includes(category),
    ],
    [
      'a water can delivery boy hired by anyone but a water supplier',
      ({ title, employer }) => title === 'Water Can Delivery Boy' && employer !== 'water_supply',
    ],
    [
      'a teacher or tutor on the night or rotational shift',
      ({ job, category }) => category === 'Teacher / Tutor' && ['night', 'rotational'].includes(job.shift),
    ],
    [
      'a nurse, ward boy, pharmacist or lab technician hired outside hospitals, clinics and medical shops',
      ({ title, employer }) =>
        /Staff Nurse|Pharmacist|Lab Technician|Ward Boy/.test(title) &&
        !['hospital', 'pharmacy'].includes(employer),
    ],
    [
      'a security guard hired by a restaurant, a school or a salon',
      ({ category, employer }) =>
        category === 'Security Guard' && ['restaurant', 'school', 'salon'].includes(employer),
    ],
    [
      'a manager, supervisor, senior accountant or chef who may be a fresher',
      ({ job, title }) => /Manager|Supervisor|Senior|^Chef$/.test(title) && job.experienceMinYears === 0,
    ],
    [
      'a "Sales Girl", "House Maid" or "Mehendi Artist" post for men only',
      ({ job, title }) => /Sales Girl|House Maid|Mehendi/.test(title) && job.preferredGender === 'male',
    ],
    [
      'a "... Boy", "Salesman", "Watchman", "Gunman" or "Barber" post for women only',
      ({ job, title }) =>
        /Boy$|Salesman|Watchman|Gunman|Barber/.test(title) && job.preferredGender === 'female',
    ],
    [
      'a nurse, pharmacist, teacher or accountant asking for no schooling',
      ({ job, title }) =>
        /Staff Nurse|Pharmacist|School Teacher|^Accountant$|Senior Accountant/.test(title) &&
        ['no_education', 'below_10th', '10th_pass'].includes(job.qualification),
    ],
    [
      'a sweeper or labourer asking for a post-graduate degree',
      ({ job, title, category }) =>
        (/Sweeper|Helper/.test(title) || category === 'Construction / Labour') &&
        job.qualification === 'post_graduate',
    ],
    [
      'construction labour on the night shift',
      ({ job, category }) => category === 'Construction / Labour' && job.shift === 'night',
    ],
  ])('never: %s', (_what, nonsense) => {
    expect(never(nonsense)).toEqual([])
  })

  it('still has work from home, internships, night shifts and every kind of employer somewhere', () => {
    expect(described.some(({ job }) => job.jobType === 'work_from_home')).toBe(true)
    expect(described.some(({ job }) => job.jobType === 'internship')).toBe(true)
    expect(described.some(({ job }) => job.shift === 'night')).toBe(true)
    const employers = new Set(described.map(({ employer }) => employer))
    expect([...COMPANY_KINDS].filter((kind) => !employers.has(kind))).toEqual([])
  })

  it('has an employer for every role even in the smallest seed', () => {
    expect(advertiserCount(1)).toBeGreaterThanOrEqual(COMPANY_KINDS.length)
    const kinds = new Set(buildAdvertisers(1).map((advertiser) => kindOf.get(advertiser.companyName)))
    expect([...COMPANY_KINDS].filter((kind) => !kinds.has(kind))).toEqual([])
    expect(() => generate(1)).not.toThrow()
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
