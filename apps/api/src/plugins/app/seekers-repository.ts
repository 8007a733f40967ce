import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { Drizzle } from '#src/db/database.ts'
import { type ApplicationSource, applications, jobSeekerProfiles, resumes } from '#src/db/schema.ts'
import { insertApplication, refreshApplicationMatch } from '#src/lib/application-match.ts'
import type { FeedPosition } from '#src/lib/feed-cursor.ts'

declare module 'fastify' {
  interface FastifyInstance {
    seekers: SeekersRepository
  }
}

export type ProfileRow = typeof jobSeekerProfiles.$inferSelect
export type ResumeRow = typeof resumes.$inferSelect
export type ApplicationRow = typeof applications.$inferSelect
export type ProfileValues = Omit<typeof jobSeekerProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>

export interface SeekersRepository {
  profile(userId: number): Promise<{ profile: ProfileRow; resume: ResumeRow | null } | undefined>
  hasProfile(userId: number): Promise<boolean>
  /** Sets whether the profile is found in advertisers' database tabs; undefined when there is no profile. */
  setDiscoverable(userId: number, discoverable: boolean): Promise<boolean | undefined>
  /**
   * Creates or replaces the profile. `resumeId`: a string names the resume, which must be the user's own
   * (else `saved` is false and nothing changes); null means no resume; undefined keeps the current one.
   * Answers the storage keys of the user's resumes the profile no longer uses (deleted from the table;
   * the caller deletes their files). The seeker's applications are scored again in the same transaction.
   */
  saveProfile(userId: number, values: ProfileValues): Promise<{ saved: boolean; orphanKeys: string[] }>
  /** Records an upload; earlier uploads the profile does not use are dropped (their keys answered). */
  addResume(row: typeof resumes.$inferInsert): Promise<{ orphanKeys: string[] }>
  resume(id: string): Promise<ResumeRow | undefined>
  /** Records the application once, scored; `created` is false when the seeker had applied already. */
  apply(userId: number, classifiedId: number, source: ApplicationSource): Promise<{ created: boolean }>
  /** The user's own applications, newest first, keyset-paged. */
  applications(
    userId: number,
    options: { classifiedId?: number | undefined; after?: FeedPosition | undefined; limit: number },
  ): Promise<ApplicationRow[]>
  /** Which of `classifiedIds` the user applied to (any order). */
  appliedAmong(userId: number, classifiedIds: readonly number[]): Promise<number[]>
}

export function createSeekersRepository(db: Drizzle): SeekersRepository {
  return {
    async profile(userId) {
      const [row] = await db
        .select({ profile: jobSeekerProfiles, resume: resumes })
        .from(jobSeekerProfiles)
        .leftJoin(resumes, eq(resumes.id, jobSeekerProfiles.resumeId))
        .where(eq(jobSeekerProfiles.userId, userId))
      return row
    },

    async hasProfile(userId) {
      const rows = await db
        .select({ userId: jobSeekerProfiles.userId })
        .from(jobSeekerProfiles)
        .where(eq(jobSeekerProfiles.userId, userId))
      return rows.length > 0
    },

    async setDiscoverable(userId, discoverable) {
      const [row] = await db
        .update(jobSeekerProfiles)
        .set({ discoverable })
        .where(eq(jobSeekerProfiles.userId, userId))
        .returning({ discoverable: jobSeekerProfiles.discoverable })
      return row?.discoverable
    },

    async saveProfile(userId, values) {
      return db.transaction(async (tx) => {
        if (values.resumeId) {
          const own = await tx
            .select({ id: resumes.id })
            .from(resumes)
            .where(and(eq(resumes.id, values.resumeId), eq(resumes.userId, userId)))
          if (own.length === 0) return { saved: false, orphanKeys: [] }
        }
        const [saved] = await tx
          .insert(jobSeekerProfiles)
          .values({ ...values, userId })
          .onConflictDoUpdate({ target: jobSeekerProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
          .returning({ resumeId: jobSeekerProfiles.resumeId })
        // best match on the jobs they applied to follows the profile (decision 034)
        await refreshApplicationMatch(tx as unknown as Drizzle, { userId })
        const current = saved?.resumeId
        const orphans = await tx
          .delete(resumes)
          .where(and(eq(resumes.userId, userId), current ? ne(resumes.id, current) : undefined))
          .returning({ storageKey: resumes.storageKey })
        return { saved: true, orphanKeys: orphans.map((row) => row.storageKey) }
      })
    },

    async addResume(row) {
      return db.transaction(async (tx) => {
        const [profile] = await tx
          .select({ resumeId: jobSeekerProfiles.resumeId })
          .from(jobSeekerProfiles)
          .where(eq(jobSeekerProfiles.userId, row.userId))
        const keep = profile?.resumeId ? [profile.resumeId] : []
        const orphans = await tx
          .delete(resumes)
          .where(
            and(eq(resumes.userId, row.userId), keep.length > 0 ? notInArray(resumes.id, keep) : undefined),
          )
          .returning({ storageKey: resumes.storageKey })
        await tx.insert(resumes).values(row)
        return { orphanKeys: orphans.map((orphan) => orphan.storageKey) }
      })
    },

    async resume(id) {
      const [row] = await db.select().from(resumes).where(eq(resumes.id, id))
      return row
    },

    async apply(userId, classifiedId, source) {
      const { id } = await insertApplication(db, { userId, classifiedId, source })
      return { created: id !== undefined }
    },

    async applications(userId, { classifiedId, after, limit }) {
      return db
        .select()
        .from(applications)
        .where(
          and(
            eq(applications.userId, userId),
            classifiedId === undefined ? undefined : eq(applications.classifiedId, classifiedId),
            after
              ? sql`(${applications.createdAt}, ${applications.id}) < (${after.postedAt.toISOString()}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(limit)
    },

    async appliedAmong(userId, classifiedIds) {
      if (classifiedIds.length === 0) return []
      const rows = await db
        .select({ classifiedId: applications.classifiedId })
        .from(applications)
        .where(and(eq(applications.userId, userId), inArray(applications.classifiedId, [...classifiedIds])))
      return rows.map((row) => row.classifiedId)
    },
  }
}

export default fp(
  (fastify) => {
    fastify.decorate('seekers', createSeekersRepository(fastify.database.db))
  },
  { name: 'seekers-repository', dependencies: ['database'] },
)
