/**
 * Seeker job-list URLs (spec section 2). A slug is lower-case; spaces are removed, '/' and '&' become
 * '-and-', and several values are joined with '-and-'.
 *   '{categories}-jobs-in-{location}', 'jobs-in-{locations}', '{n}-years-experience-jobs',
 *   'salary-{min}-{max}-per-months-jobs'
 */

/** Slug of one category or location name: 'Sales & Marketing' -> 'sales-and-marketing'. */
export function nameSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s*[/&]\s*/g, '-and-')
    .replace(/\s+/g, '')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
}

/** '{categories}-jobs-in-{location}' */
export function categoryLocationSlug(categorySlugs: readonly string[], locationSlug: string): string {
  return `${categorySlugs.join('-and-')}-jobs-in-${locationSlug}`
}

/** 'jobs-in-{locations}' */
export function locationsSlug(locationSlugs: readonly string[]): string {
  return `jobs-in-${locationSlugs.join('-and-')}`
}

/** '{n}-years-experience-jobs', for 0 to 99 whole years (what the parser reads back). */
export function experienceSlug(years: number): string {
  if (!Number.isInteger(years) || years < 0 || years > 99) {
    throw new RangeError(`experience must be a whole number of years from 0 to 99, got ${years}`)
  }
  return `${years}-years-experience-jobs`
}

/** 'salary-{min}-{max}-per-months-jobs', monthly rupees, whole numbers up to six digits. */
export function salarySlug(min: number, max: number): string {
  for (const amount of [min, max]) {
    if (!Number.isInteger(amount) || amount < 0 || amount > 999_999) {
      throw new RangeError(`salary must be a whole number of rupees from 0 to 999999, got ${amount}`)
    }
  }
  return `salary-${min}-${max}-per-months-jobs`
}

export type SeekerListSlug =
  | { kind: 'category-location'; categories: string; location: string }
  | { kind: 'locations'; locations: string }
  | { kind: 'experience'; years: number }
  | { kind: 'salary'; min: number; max: number }

/**
 * Reads a job-list slug. Category and location parts are returned as written: '-and-' is ambiguous
 * ('sales-and-marketing' is one category or two), so the caller resolves them against known slugs.
 * Returns null for anything that is not one of the four patterns.
 */
export function parseSeekerListSlug(slug: string): SeekerListSlug | null {
  let m = /^([a-z0-9-]+?)-jobs-in-([a-z0-9-]+)$/.exec(slug)
  // 'jobs-in-a-jobs-in-b' is a locations slug, but a category such as 'jobs-india' is still a category.
  if (m?.[1] && m[2] && m[1] !== 'jobs-in' && !m[1].startsWith('jobs-in-')) {
    return { kind: 'category-location', categories: m[1], location: m[2] }
  }
  m = /^jobs-in-([a-z0-9-]+)$/.exec(slug)
  if (m?.[1]) return { kind: 'locations', locations: m[1] }
  m = /^(\d{1,2})-years-experience-jobs$/.exec(slug)
  if (m?.[1]) return { kind: 'experience', years: Number(m[1]) }
  m = /^salary-(\d{1,6})-(\d{1,6})-per-months-jobs$/.exec(slug)
  if (m?.[1] && m[2]) return { kind: 'salary', min: Number(m[1]), max: Number(m[2]) }
  return null
}

/** The slug of a parsed job-list address: `parseSeekerListSlug(seekerListSlug(x))` equals x. */
export function seekerListSlug(slug: SeekerListSlug): string {
  switch (slug.kind) {
    case 'category-location':
      return categoryLocationSlug([slug.categories], slug.location)
    case 'locations':
      return locationsSlug([slug.locations])
    case 'experience':
      return experienceSlug(slug.years)
    case 'salary':
      return salarySlug(slug.min, slug.max)
  }
}

/** Where the seeker pages live. */
export const SEEKER_BASE_PATH = '/jobs'

/** Footer: the create-account link (spec section 2). */
export const CREATE_ACCOUNT_LINK = SEEKER_BASE_PATH

/** Footer: the post-a-job link (spec section 2). */
export const POST_A_JOB_LINK = SEEKER_BASE_PATH

/** Footer: '/jobs/jobs-in-{location}' */
export function locationJobsLink(locationSlug: string): string {
  return `${SEEKER_BASE_PATH}/${locationsSlug([locationSlug])}`
}

/** Footer: '/jobs/{category}-jobs-in-{location}' */
export function categoryJobsLink(categorySlug: string, locationSlug: string): string {
  return `${SEEKER_BASE_PATH}/${categoryLocationSlug([categorySlug], locationSlug)}`
}

/**
 * Footer: find-a-job links to the jobs in the current location (spec section 2): the location the current
 * job-list slug names, or '/jobs' when it names none (home page, experience or salary lists).
 */
export function findAJobLink(currentListSlug?: string | null): string {
  const parsed = currentListSlug ? parseSeekerListSlug(currentListSlug) : null
  if (parsed?.kind === 'category-location') return locationJobsLink(parsed.location)
  if (parsed?.kind === 'locations') return locationJobsLink(parsed.locations)
  return SEEKER_BASE_PATH
}

/** The fields of a job the details page title uses (a `Classified` has them). */
export interface JobTitleSource {
  id: number
  job_category: { title: string }
  job_location_slug: string
  translated_content: { primary_details: { Experience: string } }
}

/** The words of the job details title's pattern, in the page's language. */
export interface JobTitleWords {
  /** 'Job Id' */
  jobId: string
  /** '{product} Jobs' */
  productJobs: (product: string) => string
}

export const ENGLISH_JOB_TITLE_WORDS: JobTitleWords = {
  jobId: 'Job Id',
  productJobs: (product) => `${product} Jobs`,
}

/**
 * The job details page title (spec section 2):
 * '{category}-in-{location slug}-with-{experience} Job Id : {id} : {product} Jobs', with the category's
 * title and the experience as the job shows them (in the page's language), and the pattern's words ('Job Id',
 * 'Jobs') in that language too (`ENGLISH_JOB_TITLE_WORDS` in English; no default, so the English words are
 * not in every page that uses this module). The location stays a slug and '-in-', '-with-' and ' : ' stay as
 * they are, so the title keeps the spec's shape in every language.
 */
export function jobDetailsTitle(job: JobTitleSource, product: string, words: JobTitleWords): string {
  const experience = job.translated_content.primary_details.Experience
  return `${job.job_category.title}-in-${job.job_location_slug}-with-${experience} ${words.jobId} : ${job.id} : ${words.productJobs(product)}`
}
