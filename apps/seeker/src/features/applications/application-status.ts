import type { SeekerApplicationStatus } from '@localjobs/api-client/job-seeker/applications'
import type { Messages } from '#src/i18n/translations.ts'

export type StatusTone = 'progress' | 'good' | 'over'

/**
 * How "My applications" shows each status the API answers (`seekerApplicationStatus` decides which one):
 * its words and its colour. A closed job has no live page, so its title is not a link.
 */
export const APPLICATION_STATUS_DISPLAY: Record<
  SeekerApplicationStatus,
  { label: keyof Messages<'applications'>; tone: StatusTone; linksToJob: boolean }
> = {
  applied: { label: 'applied', tone: 'progress', linksToJob: true },
  contacted: { label: 'contacted', tone: 'good', linksToJob: true },
  job_closed: { label: 'jobClosed', tone: 'over', linksToJob: false },
}
