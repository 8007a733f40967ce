import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { ResumeAccess, ResumeDisposition } from '@localjobs/api-client/leads/types'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { applications, classifieds, jobSeekerProfiles, resumeAccesses, resumes } from '#src/db/schema.ts'
import type { FeedPosition } from '#src/lib/feed-cursor.ts'
import type { ResumeGrant } from '#src/lib/signed-links.ts'

/**
 * Who may see which resume (issue #9, decision 034), in SQL: an advertiser, the resume of a seeker who
 * applied to one of that advertiser's own jobs; and the record of each time they opened one.
 */

export type ResumeRow = typeof resumes.$inferSelect

export type ApplicantResume =
  | { found: false }
  | { found: true; applicationId: number; seekerUserId: number; resume: ResumeRow | null }

/**
 * Application `applicationId` is to classified `classifiedId`, which belongs to advertiser `advertiserId`:
 * then the applicant's current resume (the profile's), or null when the profile names none. Anything else
 * (an unknown application, another job's, another advertiser's job) is `found: false`, one answer for all.
 */
export async function applicantResume(
  db: Drizzle,
  lead: { advertiserId: number; classifiedId: number; applicationId: number },
): Promise<ApplicantResume> {
  const [row] = await db
    .select({ applicationId: applications.id, seekerUserId: applications.userId, resume: resumes })
    .from(applications)
    .innerJoin(classifieds, eq(classifieds.id, applications.classifiedId))
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, applications.userId))
    .leftJoin(resumes, eq(resumes.id, jobSeekerProfiles.resumeId))
    .where(
      and(
        eq(applications.id, lead.applicationId),
        eq(applications.classifiedId, lead.classifiedId),
        eq(classifieds.advertiserId, lead.advertiserId),
      ),
    )
  if (!row) return { found: false }
  return { found: true, applicationId: row.applicationId, seekerUserId: row.seekerUserId, resume: row.resume }
}

/**
 * The resume a signed link grants, if the grant still holds: the resume exists, its owner's application
 * to the job is still there, and the job is still the advertiser's. Undefined otherwise.
 */
export async function grantedResume(db: Drizzle, grant: ResumeGrant): Promise<ResumeRow | undefined> {
  const [row] = await db
    .select({ resume: resumes })
    .from(resumes)
    .innerJoin(
      applications,
      and(eq(applications.id, grant.applicationId), eq(applications.userId, resumes.userId)),
    )
    .innerJoin(classifieds, eq(classifieds.id, applications.classifiedId))
    .where(
      and(
        eq(resumes.id, grant.resumeId),
        eq(applications.classifiedId, grant.classifiedId),
        eq(classifieds.advertiserId, grant.advertiserId),
      ),
    )
  return row?.resume
}

/** Records one serving of a resume (one row each time the link is opened). */
export async function recordResumeAccess(db: Drizzle, grant: ResumeGrant, seekerUserId: number) {
  await db.insert(resumeAccesses).values({
    resumeId: grant.resumeId,
    seekerUserId,
    advertiserId: grant.advertiserId,
    classifiedId: grant.classifiedId,
    applicationId: grant.applicationId,
    disposition: grant.disposition,
  })
}

export interface ResumeAccessRow {
  id: number
  companyName: string
  jobTitle: string
  classifiedId: number
  disposition: ResumeDisposition
  createdAt: Date
}

/**
 * A seeker's resume records, newest first, keyset-paged after `after`: the company as the job shows it,
 * the job's title in `locale` (English when it has no such translation).
 */
export function resumeAccessesOf(
  db: Drizzle,
  seekerUserId: number,
  { after, limit, locale }: { after?: FeedPosition | undefined; limit: number; locale: Locale },
): Promise<ResumeAccessRow[]> {
  return db
    .select({
      id: resumeAccesses.id,
      companyName: classifieds.companyName,
      jobTitle: sql<string>`coalesce(nullif(${classifieds.content} -> ${locale}::text ->> 'title', ''), ${classifieds.content} -> 'en' ->> 'title', '')`,
      classifiedId: resumeAccesses.classifiedId,
      disposition: resumeAccesses.disposition,
      createdAt: resumeAccesses.createdAt,
    })
    .from(resumeAccesses)
    .innerJoin(classifieds, eq(classifieds.id, resumeAccesses.classifiedId))
    .where(
      and(
        eq(resumeAccesses.seekerUserId, seekerUserId),
        after
          ? sql`(${resumeAccesses.createdAt}, ${resumeAccesses.id}) < (${after.postedAt.toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(resumeAccesses.createdAt), desc(resumeAccesses.id))
    .limit(limit)
}

export const presentResumeAccess = (row: ResumeAccessRow): ResumeAccess => ({
  id: row.id,
  company_name: row.companyName,
  job_title: row.jobTitle,
  classified_id: row.classifiedId,
  disposition: row.disposition,
  at: row.createdAt.toISOString(),
})
