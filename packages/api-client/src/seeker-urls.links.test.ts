import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CREATE_ACCOUNT_LINK,
  categoryJobsLink,
  categoryLocationSlug,
  ENGLISH_JOB_TITLE_WORDS,
  findAJobLink,
  jobDetailsTitle,
  locationJobsLink,
  locationsSlug,
  nameSlug,
  POST_A_JOB_LINK,
  parseSeekerListSlug,
  type SeekerListSlug,
  seekerListSlug,
} from './seeker-urls.ts'
import { aClassified } from './testing/classifieds.ts'

const slugArb = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((words) => words.join('-'))
const listPartArb = slugArb.filter((slug) => !`-${slug}-`.includes('-jobs-in-'))

const seekerListArb: fc.Arbitrary<SeekerListSlug> = fc.oneof(
  fc.tuple(fc.array(listPartArb, { minLength: 1, maxLength: 3 }), slugArb).map(([categories, location]) => ({
    kind: 'category-location' as const,
    categories: categories.join('-and-'),
    location,
  })),
  fc
    .array(listPartArb, { minLength: 1, maxLength: 3 })
    .map((locations) => ({ kind: 'locations' as const, locations: locations.join('-and-') })),
  fc.integer({ min: 0, max: 99 }).map((years) => ({ kind: 'experience' as const, years })),
  fc
    .tuple(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 999_999 }))
    .map(([min, max]) => ({ kind: 'salary' as const, min, max })),
)

describe('the four job-list patterns from names (spec section 2)', () => {
  it.each([
    [['Driver'], 'Hyderabad', 'driver-jobs-in-hyderabad'],
    [['Delivery Boy'], 'Navi Mumbai', 'deliveryboy-jobs-in-navimumbai'],
    [['Sales & Marketing'], 'Pune', 'sales-and-marketing-jobs-in-pune'],
    [['Cook/Chef', 'Driver'], 'Hyderabad', 'cook-and-chef-and-driver-jobs-in-hyderabad'],
  ])('%j in %s -> %s', (categories, location, expected) => {
    expect(categoryLocationSlug(categories.map(nameSlug), nameSlug(location))).toBe(expected)
  })

  it.each([
    [['Hyderabad'], 'jobs-in-hyderabad'],
    [['Hyderabad', 'Secunderabad'], 'jobs-in-hyderabad-and-secunderabad'],
    [['Navi Mumbai', 'Thane'], 'jobs-in-navimumbai-and-thane'],
  ])('%j -> %s', (locations, expected) => {
    expect(locationsSlug(locations.map(nameSlug))).toBe(expected)
  })

  it('build then parse gives back what was built, and parse then build gives back the slug', () => {
    fc.assert(
      fc.property(seekerListArb, (parsed) => {
        const slug = seekerListSlug(parsed)
        expect(parseSeekerListSlug(slug)).toEqual(parsed)
        expect(seekerListSlug(parseSeekerListSlug(slug)!)).toBe(slug)
      }),
    )
  })
})

describe('footer links (spec section 2)', () => {
  it.each([
    ['jobs in a location', locationJobsLink('hyderabad'), '/jobs/jobs-in-hyderabad'],
    [
      'jobs of a category in a location',
      categoryJobsLink('driver', 'hyderabad'),
      '/jobs/driver-jobs-in-hyderabad',
    ],
    ['create account', CREATE_ACCOUNT_LINK, '/jobs'],
    ['post a job', POST_A_JOB_LINK, '/jobs'],
  ])('%s: %s', (_case, link, expected) => {
    expect(link).toBe(expected)
  })

  it.each([
    ['a category list', 'driver-jobs-in-hyderabad', '/jobs/jobs-in-hyderabad'],
    ['a location list', 'jobs-in-pune', '/jobs/jobs-in-pune'],
    ['an experience list', '3-years-experience-jobs', '/jobs'],
    ['a salary list', 'salary-10000-20000-per-months-jobs', '/jobs'],
    ['the home page', undefined, '/jobs'],
    ['an unknown page', 'sitemap', '/jobs'],
  ])('find a job from %s goes to %s', (_case, current, expected) => {
    expect(findAJobLink(current)).toBe(expected)
  })
})

describe('job details title (spec section 2)', () => {
  it.each([
    [aClassified(), 'LocalJobs', 'Driver-in-hyderabad-with-1 - 3 years Job Id : 1001 : LocalJobs Jobs'],
    [
      aClassified({
        id: 77,
        job_location_slug: 'navimumbai',
        job_category: {
          id: 3,
          title: 'Delivery Boy',
          english_name: 'Delivery Boy',
          slug: 'deliveryboy',
          type: 1004,
        },
        translated_content: {
          ...aClassified().translated_content,
          primary_details: { ...aClassified().translated_content.primary_details, Experience: 'Fresher' },
        },
      }),
      'Naukri Local',
      'Delivery Boy-in-navimumbai-with-Fresher Job Id : 77 : Naukri Local Jobs',
    ],
  ])('%#', (job, product, expected) => {
    expect(jobDetailsTitle(job, product, ENGLISH_JOB_TITLE_WORDS)).toBe(expected)
  })

  it('says "Job Id" and "Jobs" in the page language, and keeps the slug and the separators', () => {
    const job = aClassified({
      job_category: { id: 1, title: 'డ్రైవర్', english_name: 'Driver', slug: 'driver', type: 1004 },
      translated_content: {
        ...aClassified().translated_content,
        primary_details: { ...aClassified().translated_content.primary_details, Experience: '1-2 సంవత్సరాలు' },
      },
    })
    const telugu = { jobId: 'ఉద్యోగ ఐడీ', productJobs: (product: string) => `${product} ఉద్యోగాలు` }
    expect(jobDetailsTitle(job, 'LocalJobs', telugu)).toBe(
      'డ్రైవర్-in-hyderabad-with-1-2 సంవత్సరాలు ఉద్యోగ ఐడీ : 1001 : LocalJobs ఉద్యోగాలు',
    )
    expect(jobDetailsTitle(job, 'LocalJobs', ENGLISH_JOB_TITLE_WORDS)).toBe(
      'డ్రైవర్-in-hyderabad-with-1-2 సంవత్సరాలు Job Id : 1001 : LocalJobs Jobs',
    )
  })
})
