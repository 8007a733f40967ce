// Runs Lighthouse (mobile) on a job-list page in Debian's Chromium, five times, and fails unless the medians
// of LCP, CLS and TBT are within the budget in budgets.ts.
//   node lighthouse-budget.ts --base http://127.0.0.1:3000
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { budgetBaseUrl, resolveBudgetPath } from './budget-target.ts'
import { lighthouseBudget as budget } from './budgets.ts'
import { chromiumLaunchOptions } from './chromium.ts'

const base = budgetBaseUrl('lighthouse-budget.ts')
const resolvePath = (path: string) => resolveBudgetPath(base, path)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const url = `${base}${await resolvePath(budget.path)}`
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: [...chromiumLaunchOptions.args, '--headless'],
})
const runs: { lcp: number; cls: number; tbt: number }[] = []
try {
  for (let run = 1; run <= budget.runs; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const audits = result?.lhr.audits
    if (!audits) throw new Error(`Lighthouse returned no result for ${url}`)
    const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.NaN
    const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN
    const tbt = audits['total-blocking-time']?.numericValue ?? Number.NaN
    runs.push({ lcp, cls, tbt })
    console.info(`  run ${run}: LCP ${Math.round(lcp)} ms, CLS ${cls.toFixed(3)}, TBT ${Math.round(tbt)} ms`)
  }
} finally {
  chrome.kill()
}

const medians = {
  lcp: median(runs.map((r) => r.lcp)),
  cls: median(runs.map((r) => r.cls)),
  tbt: median(runs.map((r) => r.tbt)),
}
const checks = [
  [
    'LCP',
    `${Math.round(medians.lcp)} ms`,
    medians.lcp <= budget.largestContentfulPaintMs,
    `${budget.largestContentfulPaintMs} ms`,
  ],
  [
    'CLS',
    medians.cls.toFixed(3),
    medians.cls <= budget.cumulativeLayoutShift,
    String(budget.cumulativeLayoutShift),
  ],
  [
    'TBT',
    `${Math.round(medians.tbt)} ms`,
    medians.tbt <= budget.totalBlockingTimeMs,
    `${budget.totalBlockingTimeMs} ms`,
  ],
] as const
for (const [metric, value, ok, limit] of checks) {
  console.info(
    `${ok ? '✔' : '✘'} ${budget.name} (${url}), Lighthouse mobile, median of ${budget.runs}: ${metric} ${value}, budget ${limit}`,
  )
}
process.exit(checks.every(([, , ok]) => ok) ? 0 : 1)
