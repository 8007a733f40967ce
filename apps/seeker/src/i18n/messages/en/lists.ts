import type { MessagesOf } from '../../translations.ts'

/**
 * Headings of the job lists that only a loader words (the page shows the loader's text): loaded with
 * `serverOnly` on the server, so they are not part of any page's first-load JavaScript (decision 015).
 */
const lists = {
  experienceJobs: ({ years, location }: { years: number; location: string }) =>
    years === 0
      ? `Jobs for freshers in ${location}`
      : `Jobs for ${years} ${years === 1 ? 'year' : 'years'} of experience in ${location}`,
  salaryJobs: ({ min, max, location }: { min: string; max: string; location: string }) =>
    `Jobs paying ${min} - ${max} a month in ${location}`,
}

export type ListMessages = MessagesOf<typeof lists>
export default lists
