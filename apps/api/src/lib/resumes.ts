import { type ResumeInfo, resumeDownloadPath } from '@localjobs/api-client/job-seeker/profile'
import type { FastifyBaseLogger } from 'fastify'
import type { UserRow } from '#src/plugins/app/accounts-repository.ts'
import type { ResumeRow } from '#src/plugins/app/seekers-repository.ts'
import type { FileStorage } from '#src/services/file-storage.ts'

export const RESUME_FIELD = 'resume'

export const presentResume = (row: ResumeRow): ResumeInfo => ({
  id: row.id,
  file_name: row.fileName,
  content_type: row.contentType,
  size_bytes: row.sizeBytes,
  uploaded_at: row.createdAt.toISOString(),
  download_path: resumeDownloadPath(row.id),
})

/**
 * Who may download a resume by its id: its owner only. An advertiser reads the resume of a seeker who
 * applied to one of their jobs through a short-lived signed link instead (issue #9, decision 034:
 * `POST .../leads/{leadId}/resume_link/`, `GET /classifieds/resumes/{token}/`), which is recorded.
 */
export function canReadResume(
  viewer: { user?: Pick<UserRow, 'id'> | null },
  resume: Pick<ResumeRow, 'userId'>,
): boolean {
  return viewer.user?.id === resume.userId
}

/** A file name safe for a Content-Disposition header, with the extension of the real type. */
export function safeFileName(uploaded: string | undefined, extension: string): string {
  const base = (uploaded ?? '')
    .split(/[\\/]/)
    .at(-1)
    ?.replace(/\.[^.]*$/, '')
    .normalize('NFKC')
    // Letters with their marks (Devanagari and Telugu vowel signs), digits, space, '-' and '_'.
    .replace(/[^\p{L}\p{M}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
  return `${base || 'resume'}.${extension}`
}

/** An ASCII stand-in for a file name (RFC 6266's `filename`, for clients that do not read `filename*`). */
export const asciiFallback = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')

/**
 * A Content-Disposition header for a stored resume: inline or attachment, the name in ASCII and, for any
 * other letters (a Hindi or Telugu name), as RFC 6266's `filename*` in UTF-8.
 */
export const contentDisposition = (disposition: 'inline' | 'attachment', fileName: string) =>
  `${disposition}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`

/** Best effort: a file left behind wastes space but harms nobody (its row is gone, so nobody can fetch it). */
export async function deleteFiles(
  fastify: { files: FileStorage; log: FastifyBaseLogger },
  keys: readonly string[],
) {
  for (const key of keys) {
    try {
      await fastify.files.delete(key)
    } catch (error) {
      fastify.log.warn({ err: error }, 'could not delete an unused resume file')
    }
  }
}
