import type { FraudBody, ReviewDecisionBody } from '@localjobs/api-client/review/types'
import {
  HOLD_REASONS,
  type HoldReason,
  REJECT_REASONS,
  REVIEW_TEXT_MAX_LENGTH,
  type RejectReason,
} from '@localjobs/validation/review-codes'

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
 * The desk's checks of a decision, the API's rules (decision 031): reject and hold need a reason from their
 * list; 'other', fraud and its undo need the text; text at most REVIEW_TEXT_MAX_LENGTH characters. Answers
 * the body to send, or the errors by field.
 */
export function checkDecision(
  action: DeskAction,
  input: DecisionInput,
): { ok: true; value: DeskBody } | { ok: false; errors: DecisionErrors } {
  const errors: DecisionErrors = {}
  const note = input.note.trim()
  const reasons = reasonsFor(action)
  const reason = reasons.find((code) => code === input.reason)
  if (reasons.length > 0 && !reason) errors.reason = 'reasonRequired'
  const textRequired = action === 'fraud' || action === 'unblock' || input.reason === 'other'
  if (textRequired && note === '') errors.note = 'noteRequired'
  else if (note.length > REVIEW_TEXT_MAX_LENGTH) errors.note = 'noteTooLong'
  if (errors.reason || errors.note) return { ok: false, errors }
  const withNote = note ? { note } : {}
  switch (action) {
    case 'approve':
      return { ok: true, value: { kind: 'decision', body: { action: 'approve', ...withNote } } }
    case 'reject':
      return {
        ok: true,
        value: { kind: 'decision', body: { action: 'reject', reason: reason as RejectReason, ...withNote } },
      }
    case 'hold':
      return {
        ok: true,
        value: { kind: 'decision', body: { action: 'hold', reason: reason as HoldReason, ...withNote } },
      }
    default:
      return { ok: true, value: { kind: action, body: { note } } }
  }
}
