// Counts per route: answers by status, latencies (p50/p99), and a Markdown table for the README.

export interface RouteStats {
  requests: number
  /** answers outside 2xx and 3xx, by status */
  errors: Map<number, number>
  statuses: Map<number, number>
  latencies: number[]
}

/** Where the workload's answers go: a route, its status and latency, and its headers. */
export interface Sink {
  record(route: string, status: number, ms: number, headers?: Record<string, string | string[]>): void
}

export class Recorder implements Sink {
  readonly routes = new Map<string, RouteStats>()
  on = true

  record(route: string, status: number, ms: number) {
    if (!this.on) return
    let stats = this.routes.get(route)
    if (!stats) {
      stats = { requests: 0, errors: new Map(), statuses: new Map(), latencies: [] }
      this.routes.set(route, stats)
    }
    stats.requests++
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1)
    if (status < 200 || status >= 400) stats.errors.set(status, (stats.errors.get(status) ?? 0) + 1)
    stats.latencies.push(ms)
  }

  get requests() {
    return [...this.routes.values()].reduce((sum, each) => sum + each.requests, 0)
  }

  get errors() {
    return [...this.routes.values()].reduce(
      (sum, each) => sum + [...each.errors.values()].reduce((a, b) => a + b, 0),
      0,
    )
  }

  reset() {
    this.routes.clear()
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] ?? 0
}

const counts = (map: Map<number, number>) =>
  map.size === 0
    ? '0'
    : [...map]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${n} × ${status}`)
        .join(', ')

/** One row per route: requests, errors (non-2xx/3xx by status), p50 and p99 in ms. */
export function routeTable(recorder: Recorder, seconds: number): string {
  const lines = [
    '| route | requests | per second | errors | p50 ms | p99 ms |',
    '| ----- | -------: | ---------: | ------ | -----: | -----: |',
  ]
  for (const [route, stats] of [...recorder.routes].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...stats.latencies].sort((a, b) => a - b)
    lines.push(
      `| ${route} | ${stats.requests} | ${(stats.requests / seconds).toFixed(1)} | ${counts(stats.errors)} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} |`,
    )
  }
  const all = [...recorder.routes.values()].flatMap((each) => each.latencies).sort((a, b) => a - b)
  lines.push(
    `| **all** | ${recorder.requests} | ${(recorder.requests / seconds).toFixed(1)} | ${recorder.errors} | ${percentile(all, 50).toFixed(0)} | ${percentile(all, 99).toFixed(0)} |`,
  )
  return lines.join('\n')
}

export { counts as statusCounts }

/** A header of autocannon's raw headers (names as the server wrote them), whatever its case. */
export function headerOf(headers: Record<string, string | string[]> | undefined, name: string) {
  const found = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)
  return found?.[1]
}
