import type { FraudBody, ReviewDecisionBody } from '@localjobs/api-client/review/types'
import {
  HOLD_REASONS,
  type HoldReason,
  REJECT_REASONS,
  REVIEW_TEXT_MAX_LENGTH,
  type RejectReason,
} from '@localjobs/validation/review-codes'
import { reviewDecisionSchema } from '@localjobs/validation/review-decision'

/** What a reviewer can do from the post's page: the decisions, and fraud with its undo. */
export type DeskAction = 'approve' | 'reject' | 'hold' | 'fraud' | 'unblock'

export interface DecisionInput {
  reason: string
  note: string
}

export type DecisionErrors = Partial<
  Record<'reason', 'reasonRequired'> & Record<'note', 'noteRequired' | 'noteTooLong'>
>

export type DeskBody =
  | { kind: 'decision'; body: ReviewDecisionBody }
  | { kind: 'fraud' | 'unblock'; body: FraudBody }

/** The reasons an action offers (none for approve, fraud and unblock). */
export const reasonsFor = (action: DeskAction): readonly (RejectReason | HoldReason)[] =>
  action === 'reject' ? REJECT_REASONS : action === 'hold' ? HOLD_REASONS : []

/**
 * The desk's checks of a decision: approve, reject and hold by `reviewDecisionSchema`, the API's own
 * (`@localjobs/validation/review-decision`: reject and hold need a reason from their list, 'other' needs the
 * text, text at most REVIEW_TEXT_MAX_LENGTH characters); fraud and its undo need the text, as the API's
 * fraud routes do. Answers the body to send, or the errors by field (the desk's words say them).
 */
export function checkDecision(
  action: DeskAction,
  input: DecisionInput,
): { ok: true; value: DeskBody } | { ok: false; errors: DecisionErrors } {
  if (action === 'fraud' || action === 'unblock') {
    const note = input.note.trim()
    if (note === '') return { ok: false, errors: { note: 'noteRequired' } }
    if ([...note].length > REVIEW_TEXT_MAX_LENGTH) return { ok: false, errors: { note: 'noteTooLong' } }
    return { ok: true, value: { kind: action, body: { note } } }
  }
  const parsed = reviewDecisionSchema.safeParse({
    action,
    ...(action === 'approve' ? {} : { reason: input.reason }),
    note: input.note,
  })
  if (parsed.success) return { ok: true, value: { kind: 'decision', body: parsed.data } }
  const errors: DecisionErrors = {}
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'reason') errors.reason = 'reasonRequired'
    if (issue.path[0] === 'note') errors.note = issue.message === 'tooLong' ? 'noteTooLong' : 'noteRequired'
  }
  return { ok: false, errors }
}
