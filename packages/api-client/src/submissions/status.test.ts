import { describe, expect, it } from 'vitest'
import {
  canMove,
  movesFor,
  SUBMISSION_ACTIONS,
  SUBMISSION_STATUS_LABELS_BY_LOCALE,
  SUBMISSION_STATUSES,
  submissionStatusLabel,
} from './status.ts'

const ACTIONS = SUBMISSION_ACTIONS

/** Issue #8's moves, written out row by row (plus the ones its other rules need), independent of the table. */
const EXPECTED = [
  ['approval_pending', 'approval_pending', 'edit'],
  ['approval_pending', 'active', 'approve'],
  ['approval_pending', 'rejected', 'reject'],
  ['approval_pending', 'on_hold', 'hold'],
  ['approval_pending', 'on_hold', 'reports'],
  ['on_hold', 'approval_pending', 'edit'],
  ['on_hold', 'active', 'approve'],
  ['on_hold', 'active', 'undo'],
  ['on_hold', 'rejected', 'reject'],
  ['active', 'expiring', 'expiring'],
  ['active', 'expired', 'expire'],
  ['active', 'expired', 'close'],
  ['active', 'on_hold', 'hold'],
  ['active', 'on_hold', 'reports'],
  ['expiring', 'expired', 'expire'],
  ['expiring', 'expired', 'close'],
  ['expiring', 'active', 'renew'],
  ['expiring', 'approval_pending', 'renew'],
  ['expiring', 'on_hold', 'hold'],
  ['expiring', 'on_hold', 'reports'],
  ['expired', 'active', 'renew'],
  ['expired', 'approval_pending', 'renew'],
  ['rejected', 'approval_pending', 'undo'],
  ['rejected', 'active', 'undo'],
] as const

const key = (from: string, to: string, action: string) => `${from} ${to} ${action}`
const allowed = new Set(EXPECTED.map(([from, to, action]) => key(from, to, action)))

describe('the transition table (issue #8)', () => {
  it.each(EXPECTED)('%s -> %s by %s is allowed', (from, to, action) => {
    expect(canMove(from, to, action)).toBe(true)
    expect(movesFor(from, action)).toContain(to)
  })

  it('every other (from, to, action) is refused', () => {
    for (const from of SUBMISSION_STATUSES)
      for (const to of SUBMISSION_STATUSES)
        for (const action of ACTIONS)
          expect(canMove(from, to, action), key(from, to, action)).toBe(allowed.has(key(from, to, action)))
  })

  it('movesFor names exactly the targets an action has from a status', () => {
    for (const from of SUBMISSION_STATUSES)
      for (const action of ACTIONS)
        expect(movesFor(from, action).sort(), `${from} ${action}`).toEqual(
          EXPECTED.filter((row) => row[0] === from && row[2] === action)
            .map((row) => row[1] as string)
            .sort(),
        )
    expect(movesFor('rejected', 'approve')).toEqual([])
  })

  it('labels every status in the three languages, English as the spec writes it', () => {
    expect(SUBMISSION_STATUSES.map((status) => submissionStatusLabel(status, 'en'))).toEqual([
      'Approval Pending',
      'Active',
      'Expiring',
      'Expired',
      'On Hold',
      'Rejected',
    ])
    for (const locale of ['hi', 'te'] as const)
      for (const status of SUBMISSION_STATUSES)
        expect(SUBMISSION_STATUS_LABELS_BY_LOCALE[locale][status]).not.toBe('')
  })
})
