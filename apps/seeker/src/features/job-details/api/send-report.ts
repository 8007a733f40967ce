import { reportJobMutationOptions } from '@localjobs/api-client/classifieds/report'
import type { ApiClient } from '@localjobs/api-client/client'
import { ApiOfflineError, isApiError } from '@localjobs/api-client/errors'
import { runMutation } from '@localjobs/api-client/query-options'
import type { JobReport } from '@localjobs/validation/job-report'
import type { QueryClient } from '@tanstack/react-query'
import { track } from '#src/app/analytics.ts'
import { setLoginDetails } from '#src/lib/login-state.ts'

/** What became of a report: each answer of POST /classifieds/classifieds/{id}/report/ the dialog says. */
export type ReportOutcome =
  | { kind: 'sent' }
  | { kind: 'already-reported' }
  /** past the per-seeker limit (429); `message` is the API's, in the page's language, with the wait */
  | { kind: 'limit'; message: string | undefined }
  | { kind: 'not-live' }
  | { kind: 'offline' }
  | { kind: 'logged-out' }
  /** the server's field problems (400), path -> message in the page's language */
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed' }

/**
 * Sends a seeker's report of a job through the query client (decision 018). A report the seeker already
 * made counts as made; nothing here throws, so the dialog keeps what was typed whatever happens.
 */
export async function sendReport(
  { api, queryClient }: { api: ApiClient; queryClient: QueryClient },
  jobId: number,
  report: JobReport,
): Promise<ReportOutcome> {
  try {
    await runMutation(queryClient, reportJobMutationOptions(api), { classified_id: jobId, ...report })
  } catch (error) {
    if (error instanceof ApiOfflineError) return { kind: 'offline' }
    if (!isApiError(error)) return { kind: 'failed' }
    if (error.status === 409 && error.body.code === 'ALREADY_REPORTED') return { kind: 'already-reported' }
    if (error.status === 429) return { kind: 'limit', message: error.body.message || undefined }
    if (error.status === 404 || error.status === 410) return { kind: 'not-live' }
    if (error.status === 401) {
      setLoginDetails(null)
      return { kind: 'logged-out' }
    }
    if (error.status === 400 && error.body.details?.length) {
      const fields: Record<string, string> = {}
      for (const detail of error.body.details) fields[detail.path] ??= detail.message
      return { kind: 'invalid', fields }
    }
    return { kind: 'failed' }
  }
  track('report_job', { properties: { classified_id: jobId, reason: report.reason } })
  return { kind: 'sent' }
}
