import type { JobOpenness } from '@localjobs/api-client/job-seeker/applications'
import { describe, expect, it } from 'vitest'
import { type JobOpennessFacts, jobOpennessOf } from '#src/lib/job-openness.ts'

const NOW = Date.parse('2026-11-24T12:00:00Z')
const later = new Date(NOW + 86_400_000)
const earlier = new Date(NOW - 86_400_000)

describe('whether a job still takes applications, and why not (issue #9), row by row', () => {
  it.each<[string, JobOpennessFacts | undefined, JobOpenness]>([
    [
      'active, before valid_through',
      { status: 'active', validThrough: later, lastAction: 'approve' },
      'open',
    ],
    ['active, renewed after a close', { status: 'active', validThrough: later, lastAction: 'renew' }, 'open'],
    ['closed by its advertiser', { status: 'expired', validThrough: later, lastAction: 'close' }, 'closed'],
    [
      'expired by the expiry job',
      { status: 'expired', validThrough: earlier, lastAction: 'expire' },
      'expired',
    ],
    [
      'active past valid_through',
      { status: 'active', validThrough: earlier, lastAction: 'approve' },
      'expired',
    ],
    ['expired, without a post', { status: 'expired', validThrough: earlier, lastAction: null }, 'expired'],
    ['on hold (reports, fraud)', { status: 'on_hold', validThrough: later, lastAction: 'hold' }, 'closed'],
    ['rejected', { status: 'rejected', validThrough: later, lastAction: 'fraud' }, 'closed'],
    [
      'back in review after an edit',
      { status: 'approval_pending', validThrough: later, lastAction: 'edit' },
      'closed',
    ],
    ['gone', undefined, 'closed'],
  ])('%s -> %s', (_name, job, expected) => {
    expect(jobOpennessOf(job, NOW)).toBe(expected)
  })
})
