import {
  CURRENT_FORM_VERSION,
  type FormVersion,
  type WireValues,
} from '@localjobs/api-client/submissions/form-mapping'
import { and, count, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { Drizzle } from '#src/db/database.ts'
import {
  advertiserParameterLogs,
  type SUBMISSION_STATUSES,
  type SubmissionType,
  submissionDrafts,
  submissionEvents,
  submissions,
} from '#src/db/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    submissions: SubmissionsRepository
  }
}

export type DraftRow = typeof submissionDrafts.$inferSelect
export type SubmissionRow = typeof submissions.$inferSelect
export type NewSubmission = typeof submissions.$inferInsert
export type NewParameterLog = typeof advertiserParameterLogs.$inferInsert
type Status = (typeof SUBMISSION_STATUSES)[number]

/** Where a keyset page starts: after this row, newest first. */
export interface SubmissionsAfter {
  createdAt: Date
  id: number
}

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
  /** The advertiser's submission made with this idempotency key, if any. */
  submissionByKey(advertiserId: number, idempotencyKey: string): Promise<SubmissionRow | undefined>
  /**
   * Creates the submission once per (advertiser, idempotency key) and, in the same transaction, deletes the
   * advertiser's draft of its submission type. A key already used (a double tap, a retry, two requests at
   * once) creates nothing: the first submission is answered with `created: false`. The 'submit' event
   * (from none to approval_pending, by the advertiser's user `submitter`) is appended with the insert.
   */
  createSubmission(row: NewSubmission, submitter?: number): Promise<{ row: SubmissionRow; created: boolean }>
  /** Whether a submission of another advertiser carries this company e-mail (any letter case). */
  companyEmailTakenByOthers(email: string, advertiserId: number): Promise<boolean>
  /** One keyset page of the advertiser's submissions, newest first; `limit + 1` rows tell whether more follow. */
  submissionsOf(
    advertiserId: number,
    query: { statuses: readonly Status[]; after: SubmissionsAfter | undefined; limit: number },
  ): Promise<SubmissionRow[]>
  /** How many submissions the advertiser has in each status (statuses without any are left out). */
  statusCounts(advertiserId: number): Promise<Partial<Record<Status, number>>>
  /** Whether the advertiser has ever submitted a post. */
  hasSubmissions(advertiserId: number): Promise<boolean>
  /** Appends one row to the parameters log. */
  logParameters(row: NewParameterLog): Promise<void>
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

    async submissionByKey(advertiserId, idempotencyKey) {
      const [row] = await db
        .select()
        .from(submissions)
        .where(
          and(eq(submissions.advertiserId, advertiserId), eq(submissions.idempotencyKey, idempotencyKey)),
        )
      return row
    },

    async createSubmission(row, submitter) {
      return db.transaction(async (tx) => {
        // The unique (advertiser_id, idempotency_key) index decides: a second insert with the key waits for
        // the first to commit, then inserts nothing.
        const [inserted] = await tx
          .insert(submissions)
          .values(row)
          .onConflictDoNothing({ target: [submissions.advertiserId, submissions.idempotencyKey] })
          .returning()
        if (inserted) {
          await tx.delete(submissionDrafts).where(ofAdvertiser(row.advertiserId, row.submissionType ?? 'web'))
          // The review history starts with the submit (issue #8), in the insert's transaction.
          await tx.insert(submissionEvents).values({
            submissionId: inserted.id,
            action: 'submit',
            fromStatus: null,
            toStatus: inserted.status,
            actorKind: 'advertiser',
            actorUserId: submitter ?? null,
          })
          return { row: inserted, created: true }
        }
        const [first] = await tx
          .select()
          .from(submissions)
          .where(
            and(
              eq(submissions.advertiserId, row.advertiserId),
              eq(submissions.idempotencyKey, row.idempotencyKey),
            ),
          )
        if (!first) throw new Error('the idempotency key conflicted with no submission')
        return { row: first, created: false }
      })
    },

    async companyEmailTakenByOthers(email, advertiserId) {
      const [row] = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(
          and(
            sql`lower(${submissions.companyEmail}) = ${email.toLowerCase()}`,
            ne(submissions.advertiserId, advertiserId),
          ),
        )
        .limit(1)
      return row !== undefined
    },

    async submissionsOf(advertiserId, { statuses, after, limit }) {
      return db
        .select()
        .from(submissions)
        .where(
          and(
            eq(submissions.advertiserId, advertiserId),
            statuses.length > 0 ? inArray(submissions.status, [...statuses]) : undefined,
            after
              ? or(
                  lt(submissions.createdAt, after.createdAt),
                  and(eq(submissions.createdAt, after.createdAt), lt(submissions.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(submissions.createdAt), desc(submissions.id))
        .limit(limit + 1)
    },

    async statusCounts(advertiserId) {
      const rows = await db
        .select({ status: submissions.status, count: count() })
        .from(submissions)
        .where(eq(submissions.advertiserId, advertiserId))
        .groupBy(submissions.status)
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]))
    },

    async hasSubmissions(advertiserId) {
      const [row] = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.advertiserId, advertiserId))
        .limit(1)
      return row !== undefined
    },

    async logParameters(row) {
      await db.insert(advertiserParameterLogs).values(row)
    },
  }
}

export default fp(
  (fastify) => {
    fastify.decorate('submissions', createSubmissionsRepository(fastify.database.db))
  },
  { name: 'submissions-repository', dependencies: ['database'] },
)
