// Runs Lighthouse (mobile) in Debian's Chromium on a job-list page and on the pages held to it
// (relativeLcpBudgets: /hire), taking turns, five runs each. Fails unless the list's medians of LCP, CLS and
// TBT are within lighthouseBudget and each other page's median LCP is within its multiple of the list's.
//   node lighthouse-budget.ts --base http://127.0.0.1:3000
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { budgetBaseUrl, resolveBudgetPath } from './budget-target.ts'
import { lighthouseBudget as budget, relativeLcpBudgets } from './budgets.ts'
import { chromiumLaunchOptions } from './chromium.ts'

const base = budgetBaseUrl('lighthouse-budget.ts')
const resolvePath = (path: string) => resolveBudgetPath(base, path)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

interface Measured {
  name: string
  url: string
  runs: { lcp: number; cls: number; tbt: number; lcpElement: string }[]
}

const pages: Measured[] = []
for (const page of [budget, ...relativeLcpBudgets]) {
  pages.push({ name: page.name, url: `${base}${await resolvePath(page.path)}`, runs: [] })
}

/** The element Lighthouse names as the largest paint (its LCP breakdown insight), so a failure says where to look. */
function lcpElementOf(details: unknown): string {
  const items = (details as { items?: { type?: string; selector?: string }[] } | undefined)?.items
  return items?.find((item) => item.type === 'node')?.selector ?? 'element not reported'
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: [...chromiumLaunchOptions.args, '--headless'],
})
try {
  // Run for run, the pages take turns: a comparison within one run sees the same machine load.
  for (let run = 1; run <= budget.runs; run++) {
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      const audits = result?.lhr.audits
      if (!audits) throw new Error(`Lighthouse returned no result for ${page.url}`)
      const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.NaN
      const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN
      const tbt = audits['total-blocking-time']?.numericValue ?? Number.NaN
      const lcpElement = lcpElementOf(audits['lcp-breakdown-insight']?.details)
      page.runs.push({ lcp, cls, tbt, lcpElement })
      console.info(
        `  run ${run}, ${page.name}: LCP ${Math.round(lcp)} ms (${lcpElement}), CLS ${cls.toFixed(3)}, TBT ${Math.round(tbt)} ms`,
      )
    }
  }
} finally {
  chrome.kill()
}

const medians = (page: Measured) => ({
  lcp: median(page.runs.map((r) => r.lcp)),
  cls: median(page.runs.map((r) => r.cls)),
  tbt: median(page.runs.map((r) => r.tbt)),
})
const [list, ...others] = pages as [Measured, ...Measured[]]
const listMedians = medians(list)
const checks: { what: string; value: string; ok: boolean; limit: string }[] = [
  {
    what: `${list.name} (${list.url}): LCP`,
    value: `${Math.round(listMedians.lcp)} ms`,
    ok: listMedians.lcp <= budget.largestContentfulPaintMs,
    limit: `${budget.largestContentfulPaintMs} ms`,
  },
  {
    what: `${list.name} (${list.url}): CLS`,
    value: listMedians.cls.toFixed(3),
    ok: listMedians.cls <= budget.cumulativeLayoutShift,
    limit: String(budget.cumulativeLayoutShift),
  },
  {
    what: `${list.name} (${list.url}): TBT`,
    value: `${Math.round(listMedians.tbt)} ms`,
    ok: listMedians.tbt <= budget.totalBlockingTimeMs,
    limit: `${budget.totalBlockingTimeMs} ms`,
  },
]
relativeLcpBudgets.forEach((relative, index) => {
  const page = others[index]
  if (!page) return
  const lcp = medians(page).lcp
  const ratio = lcp / listMedians.lcp
  checks.push({
    what: `${page.name} (${page.url}): LCP`,
    value: `${Math.round(lcp)} ms, ${ratio.toFixed(2)}x the list's ${Math.round(listMedians.lcp)} ms`,
    ok: ratio <= relative.maxLcpRatio,
    limit: `${relative.maxLcpRatio}x (${Math.round(listMedians.lcp * relative.maxLcpRatio)} ms)`,
  })
})
for (const { what, value, ok, limit } of checks) {
  console.info(
    `${ok ? '✔' : '✘'} ${what} ${value}, Lighthouse mobile, median of ${budget.runs}, budget ${limit}`,
  )
}
process.exit(checks.every(({ ok }) => ok) ? 0 : 1)
