import type { SeekerApplicationStatus } from '@localjobs/api-client/job-seeker/applications'
import type { Messages } from '#src/i18n/translations.ts'

export type StatusTone = 'progress' | 'seen' | 'good' | 'over'

type ApplicationsKey = keyof Messages<'applications'>

/**
 * How "My applications" shows each status the API answers (`seekerApplicationStatus` decides which one):
 * its word, a short line saying what it means, and its colour. A closed or expired job has no live page
 * (an expired one answers 410), so its title is not a link.
 */
export const APPLICATION_STATUS_DISPLAY: Record<
  SeekerApplicationStatus,
  { label: ApplicationsKey; meaning: ApplicationsKey; tone: StatusTone; linksToJob: boolean }
> = {
  applied: { label: 'applied', meaning: 'appliedMeaning', tone: 'progress', linksToJob: true },
  viewed: { label: 'viewed', meaning: 'viewedMeaning', tone: 'seen', linksToJob: true },
  contacted: { label: 'contacted', meaning: 'contactedMeaning', tone: 'good', linksToJob: true },
  job_closed: { label: 'jobClosed', meaning: 'jobClosedMeaning', tone: 'over', linksToJob: false },
  job_expired: { label: 'jobExpired', meaning: 'jobExpiredMeaning', tone: 'over', linksToJob: false },
}
