import { notFound, redirect } from '@tanstack/react-router'

/** The spec's /seekerHomePage is the seeker home, /jobs (query string kept). */
export { toAppHome as toHome } from '@localjobs/web-app/moved'

/** /jobs/jobDetails?id=1001: the job's own address, which names its category and place. */
export function toJobDetails(search: Record<string, unknown>): never {
  const id = Number(search.id)
  if (!Number.isInteger(id) || id < 1) throw notFound()
  throw redirect({ to: '/jobDetails/$job', params: { job: String(id) }, statusCode: 301 })
}
