import type { ReviewQueueItem } from '@localjobs/api-client/review/types'

/** The desk's tests' clock and their queue item (a flagged post from a first-time advertiser). */
export const NOW = new Date('2026-11-24T12:00:00.000Z')
export const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000).toISOString()

export const aQueueItem = (overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem => ({
  id: 31,
  title: 'Delivery executive',
  status: 'approval_pending',
  risk: { score: 70, level: 'high' },
  findings: [
    { code: 'fee_charged', weight: 40, reason: 'The post charges candidates a fee' },
    { code: 'asks_money', weight: 30, reason: 'The description asks for money: "deposit"' },
  ],
  city: { id: 148, title: 'Vijayawada' },
  category: { id: 6, title: 'Delivery' },
  advertiser: { id: 41, name: 'Ravi Kumar', company_name: 'Ravi Traders', first_time: true },
  waiting_since: hoursAgo(3),
  created_at: hoursAgo(3),
  ...overrides,
})
