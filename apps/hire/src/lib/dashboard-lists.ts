/**
 * The dashboard's lists (issue #9; the API's `GET /submissions/submissions/v2/filters` keys), kept in the
 * address as `?list=` so a reload and Back open the same one.
 */
export const DASHBOARD_LISTS = ['active', 'expired', 'all'] as const
export type DashboardList = (typeof DASHBOARD_LISTS)[number]

/** `?list=` as the route reads it: one of the lists, else nothing (the page then chooses, below). */
export function parseDashboardList(value: unknown): DashboardList | undefined {
  return (DASHBOARD_LISTS as readonly unknown[]).includes(value) ? (value as DashboardList) : undefined
}

/**
 * The list the dashboard opens when the address names none (decision 034, amendment): Active when the
 * advertiser has an active job, else All, so a post still in review, rejected or expired is seen at once.
 */
export function defaultDashboardList(filters: readonly { key: string; count: number }[]): DashboardList {
  const active = filters.find((filter) => filter.key === 'active')
  return active && active.count > 0 ? 'active' : 'all'
}
