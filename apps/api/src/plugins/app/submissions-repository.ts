import {
  CURRENT_FORM_VERSION,
  type FormVersion,
  type WireValues,
} from '@localjobs/api-client/submissions/form-mapping'
import { and, eq, sql } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { Drizzle } from '#src/db/database.ts'
import { type SubmissionType, submissionDrafts } from '#src/db/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    submissions: SubmissionsRepository
  }
}

export type DraftRow = typeof submissionDrafts.$inferSelect

/** What a save writes: the whole draft as it is to be after the save. */
export interface DraftChange {
  step: number
  formVersion: FormVersion
  values: WireValues
  experimentPayment: string | null
}

export interface SubmissionsRepository {
  /** The advertiser's open draft of that submission type, if any. */
  draft(advertiserId: number, type: SubmissionType): Promise<DraftRow | undefined>
  /**
   * Saves the draft: `change` gets the current draft (locked until the save ends, so two saves of one
   * draft, from two tabs or a phone's replayed saves, follow each other instead of losing a step) and
   * answers the draft to write. An error thrown by `change` saves nothing.
   */
  saveDraft(
    advertiserId: number,
    type: SubmissionType,
    change: (current: DraftRow | undefined) => DraftChange,
  ): Promise<DraftRow>
}

export function createSubmissionsRepository(db: Drizzle): SubmissionsRepository {
  const ofAdvertiser = (advertiserId: number, type: SubmissionType) =>
    and(eq(submissionDrafts.advertiserId, advertiserId), eq(submissionDrafts.submissionType, type))

  return {
    async draft(advertiserId, type) {
      const [row] = await db.select().from(submissionDrafts).where(ofAdvertiser(advertiserId, type))
      return row
    },

    async saveDraft(advertiserId, type, change) {
      return db.transaction(async (tx) => {
        // An empty draft first (a no-op when there is one), so that even two first saves find a row to
        // lock and follow each other; a save that fails rolls it back with everything else.
        await tx
          .insert(submissionDrafts)
          .values({
            advertiserId,
            submissionType: type,
            step: 1,
            formVersion: CURRENT_FORM_VERSION,
            values: {},
          })
          .onConflictDoNothing()
        const [current] = await tx
          .select()
          .from(submissionDrafts)
          .where(ofAdvertiser(advertiserId, type))
          .for('update')
        if (!current) throw new Error('the draft row vanished inside its transaction')
        const fresh = Object.keys(current.values).length === 0
        const [saved] = await tx
          .update(submissionDrafts)
          .set({ ...change(fresh ? undefined : current), updatedAt: sql`now()` })
          .where(eq(submissionDrafts.id, current.id))
          .returning()
        if (!saved) throw new Error('the draft update returned no row')
        return saved
      })
    },
  }
}

export default fp(
  (fastify) => {
    fastify.decorate('submissions', createSubmissionsRepository(fastify.database.db))
  },
  { name: 'submissions-repository', dependencies: ['database'] },
)
