import { createHash } from 'node:crypto'
import type { PostJobSubmission } from '@localjobs/validation/post-job'
import { and, eq, gt, ne, sql } from 'drizzle-orm'
import { submissions } from '#src/db/schema.ts'
import { finding, type LookupRule } from './rule.ts'
import { normaliseText } from './text.ts'

/** How far back a copy counts, and how long a description must be to count as a copy of another's. */
export const DUPLICATE_DAYS = 30
export const DUPLICATE_TEXT_MIN_LENGTH = 40

/**
 * The description's fingerprint (stored in submissions.text_fingerprint): the SHA-256 of its normalised text
 * (normaliseText: case, punctuation and spacing do not matter), or null when it is shorter than 40
 * characters, since short lines ('Fuel is paid.') are common to honest posts.
 */
export function textFingerprint(post: Pick<PostJobSubmission, 'other_details'>): string | null {
  const text = normaliseText(post.other_details ?? '')
  if (text.length < DUPLICATE_TEXT_MIN_LENGTH) return null
  return createHash('sha256').update(text).digest('hex')
}

/** The title a post shows: its own title, else the typed job title (compared without case and spacing). */
export const shownTitle = (post: Pick<PostJobSubmission, 'title' | 'job_title'>) =>
  normaliseText(post.title ?? post.job_title ?? '')

/**
 * A near-duplicate of a post of the last 30 days: the same advertiser's post with the same title (job title
 * option and shown title) in the same city, or another advertiser's post with the same description text.
 */
export const duplicate: LookupRule = {
  code: 'duplicate',
  weight: 25,
  async check(db, post, context) {
    const recent = gt(submissions.createdAt, sql`now() - make_interval(days => ${DUPLICATE_DAYS})`)
    const notItself =
      context.submissionId === undefined ? undefined : ne(submissions.id, context.submissionId)
    const mine = await db
      .select({ id: submissions.id, title: submissions.title, jobTitle: submissions.jobTitle })
      .from(submissions)
      .where(
        and(
          eq(submissions.advertiserId, context.advertiserId),
          eq(submissions.jobTitleId, post.job_title_id),
          eq(submissions.jobLocationCity, post.job_location_city),
          recent,
          notItself,
        ),
      )
      .limit(50)
    const title = shownTitle(post)
    const same = mine.find(
      (row) => shownTitle({ title: row.title ?? undefined, job_title: row.jobTitle ?? undefined }) === title,
    )
    if (same)
      return finding(
        this,
        `The advertiser posted the same job in this city recently (post ${same.id})`,
        String(same.id),
      )
    const fingerprint = textFingerprint(post)
    if (fingerprint === null) return undefined
    const [copy] = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(
        and(
          eq(submissions.textFingerprint, fingerprint),
          ne(submissions.advertiserId, context.advertiserId),
          recent,
        ),
      )
      .limit(1)
    return copy
      ? finding(this, `Another advertiser's post has the same description (post ${copy.id})`, String(copy.id))
      : undefined
  },
}
