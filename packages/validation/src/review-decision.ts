/**
 * The review desk's decision (issue #8, POST /ops/review/submissions/{id}/decision/): approve, reject with
 * a reason (REJECT_REASONS) or hold with what to fix (HOLD_REASONS), and a note of at most
 * REVIEW_TEXT_MAX_LENGTH characters, required when the reason is 'other'. The desk's form and the API use
 * this one schema.
 */
import type * as z from 'zod/mini'
import { accept, form, isEmpty, type Rule, refuse, textInput } from './form-fields.ts'
import {
  HOLD_REASONS,
  type HoldReason,
  REJECT_REASONS,
  REVIEW_TEXT_MAX_LENGTH,
  type RejectReason,
} from './review-codes.ts'

export const REVIEW_DECISION_ACTIONS = ['approve', 'reject', 'hold'] as const
export type ReviewDecisionAction = (typeof REVIEW_DECISION_ACTIONS)[number]

export type ReviewDecision =
  | { action: 'approve'; note?: string }
  | { action: 'reject'; reason: RejectReason; note?: string }
  | { action: 'hold'; reason: HoldReason; note?: string }

const oneOf =
  <T extends string>(values: readonly T[]): Rule<T> =>
  (input) => {
    if (isEmpty(input)) return refuse('required')
    return typeof input === 'string' && (values as readonly string[]).includes(input)
      ? accept(input as T)
      : refuse('selectValidOption')
  }

/** The note: trimmed, '' when none, at most REVIEW_TEXT_MAX_LENGTH characters. */
const note: Rule<string> = (input) => {
  if (isEmpty(input)) return accept('')
  if (typeof input !== 'string') return refuse('invalidValue')
  const value = input.trim()
  return [...value].length > REVIEW_TEXT_MAX_LENGTH ? refuse('tooLong') : accept(value)
}

export const reviewDecisionSchema = form(
  { action: textInput, reason: textInput, note: textInput },
  (_values, read): ReviewDecision => {
    const action = read.field('action', oneOf(REVIEW_DECISION_ACTIONS))
    const written = read.field('note', note)
    const withNote = written ? { note: written } : {}
    if (action === 'reject' || action === 'hold') {
      const reason =
        action === 'reject'
          ? read.field('reason', oneOf(REJECT_REASONS))
          : read.field('reason', oneOf(HOLD_REASONS))
      if (reason === 'other' && read.passed('note') && !written) read.report('note', 'required')
      return { action, reason, ...withNote } as ReviewDecision
    }
    return { action: 'approve', ...withNote }
  },
)

export type ReviewDecisionInput = z.input<typeof reviewDecisionSchema>
