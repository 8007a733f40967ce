/**
 * The job details address (decision 008): '/jobs/jobDetails/{category}-in-{location}-{id}', e.g.
 * '/jobs/jobDetails/driver-in-hyderabad-1001'. The words are for people and search engines; only the id
 * at the end is read, and a page whose words are out of date is redirected to the current ones.
 */
export interface JobUrlSource {
  id: number
  category: { slug: string }
  location: { slug: string }
}

export function jobDetailsParam(job: JobUrlSource): string {
  return `${job.category.slug}-in-${job.location.slug}-${job.id}`
}

const MAX_JOB_ID = 2_147_483_647

/** The job id at the end of the address, or null when there is none (-> 404). */
export function jobIdFromParam(param: string): number | null {
  const match = /(?:^|-)(\d{1,10})$/.exec(param)
  if (!match?.[1]) return null
  const id = Number(match[1])
  return id >= 1 && id <= MAX_JOB_ID ? id : null
}
