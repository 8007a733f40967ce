import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { APIResponse } from '@playwright/test'
import type { Classified } from '../../packages/api-client/src/classifieds/types.ts'
import { categoryLocationSlug } from '../../packages/api-client/src/seeker-urls.ts'
import { expect, test } from './fixtures.ts'

// The security headers of every route of both apps (decision 038), read from the built server with plain
// requests. The routes come from the apps' generated route trees, so a new route without a sample address
// here fails the first test. Plain requests: phone-360 alone runs them (not in the DESKTOP_SPECS).

type App = 'seeker' | 'hire'

/** The routes of an app as its route tree lists them (`fullPaths`), e.g. '/', '/jobDetails/$job'. */
function routesOf(app: App): string[] {
  const tree = readFileSync(new URL(`../../apps/${app}/src/routeTree.gen.ts`, import.meta.url), 'utf8')
  const block = /fullPaths:([\s\S]*?)fileRoutesByTo/.exec(tree)?.[1]
  if (!block) throw new Error(`no fullPaths in apps/${app}/src/routeTree.gen.ts`)
  return [...block.matchAll(/\|\s*'([^']+)'/g)].map((match) => match[1] ?? '')
}

/** An address that renders each route, given a job of the live feed; keys are the route tree's paths. */
const SAMPLES: Record<App, (job: Classified) => Record<string, string>> = {
  seeker: (job) => ({
    '/': '/jobs',
    '/$slug': `/jobs/${categoryLocationSlug([job.job_category.slug], job.location.slug)}`,
    '/create_profile': '/jobs/create_profile',
    // a 404 page unless error reporting is on outside production (error-reporting.spec.ts, decision 042)
    '/dev/render-error': '/jobs/dev/render-error',
    '/jobs-menu': '/jobs/jobs-menu',
    '/jobs-near-me': '/jobs/jobs-near-me',
    '/jobsFiltering': '/jobs/jobsFiltering',
    '/location': '/jobs/location',
    '/my-applications': '/jobs/my-applications',
    '/robots.txt': '/jobs/robots.txt',
    '/seekerHomePage': '/jobs/seekerHomePage',
    '/seeker_profile': '/jobs/seeker_profile',
    '/sitemap': '/jobs/sitemap',
    '/sitemap-jobs.xml': '/jobs/sitemap-jobs.xml',
    '/sitemap-lists.xml': '/jobs/sitemap-lists.xml',
    '/sitemap.xml': '/jobs/sitemap.xml',
    '/sponsoredJobs': '/jobs/sponsoredJobs',
    '/jobDetails/$job': `/jobs/jobDetails/${job.job_category.slug}-in-${job.location.slug}-${job.id}`,
    '/jobDetails/': `/jobs/jobDetails/?id=${job.id}`,
  }),
  hire: () => ({
    '/': '/hire',
    '/advertiserDashboardPage': '/hire/advertiserDashboardPage',
    '/advertiserHomePage': '/hire/advertiserHomePage',
    '/advertiserLogin': '/hire/advertiserLogin',
    '/advertiserPaymentStatus': '/hire/advertiserPaymentStatus?id=1&status=2',
    '/agentCheckout': '/hire/agentCheckout',
    '/descriptivePayment': '/hire/descriptivePayment?submission=1',
    '/fbShortForm': '/hire/fbShortForm',
    '/paymentHistory': '/hire/paymentHistory',
    '/post-job': '/hire/post-job',
    '/signin': '/hire/signin',
    '/advertiserPostJob/review': '/hire/advertiserPostJob/review',
    '/applicants/$classifiedId': '/hire/applicants/1',
    '/profile/details': '/hire/profile/details',
    '/review/$': '/hire/review/leads',
    '/submissions/$submissionId': '/hire/submissions/1',
    '/advertiserPostJob/': '/hire/advertiserPostJob',
    '/profile/': '/hire/profile',
  }),
}

/** Answers of no route: each app's not-found page is a page too. */
const NOT_FOUND: Record<App, string> = {
  seeker: '/jobs/no-such-page/at-all',
  hire: '/hire/no-such-page/at-all',
}

/** A stand-in job, for listing the samples' routes without the server. */
const ANY_JOB = { job_category: { slug: 'x' }, location: { slug: 'x' }, id: 0 } as Classified

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources]),
  )
}

/** What is wrong with the security headers of one answer (and, for a page, its inline scripts). */
async function headerProblems(address: string, response: APIResponse): Promise<string[]> {
  const headers = response.headers()
  const problems: string[] = []
  const expectHeader = (name: string, value: string) => {
    if (headers[name] !== value) problems.push(`${name}: ${headers[name] ?? 'missing'}, not ${value}`)
  }
  expectHeader('x-content-type-options', 'nosniff')
  expectHeader('referrer-policy', 'strict-origin-when-cross-origin')
  const permissions = headers['permissions-policy'] ?? ''
  if (!/(^|, )geolocation=\(self\)(,|$)/.test(permissions))
    problems.push(`permissions-policy does not allow geolocation for the site only: ${permissions}`)
  if (!/(^|, )camera=\(\)(,|$)/.test(permissions) || !/(^|, )microphone=\(\)(,|$)/.test(permissions))
    problems.push(`permissions-policy leaves the camera or microphone on: ${permissions}`)
  // The e2e server runs with APP_ENV=development (or no APP_ENV and no NODE_ENV).
  if (headers['strict-transport-security'])
    problems.push(`HSTS outside production: ${headers['strict-transport-security']}`)

  const policy = headers['content-security-policy']
  if (!policy) return [...problems, 'no content-security-policy']
  const csp = directives(policy)
  for (const [name, sources] of [
    ['default-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
  ] as const)
    if (csp.get(name)?.join(' ') !== sources) problems.push(`${name} is not ${sources}: ${policy}`)
  const scripts = csp.get('script-src') ?? []
  if (scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'"))
    problems.push(`script-src allows inline or eval: ${policy}`)
  const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(
    scripts.find((s) => s.startsWith("'nonce-")) ?? '',
  )?.[1]
  if (!nonce) return [...problems, `script-src has no nonce: ${policy}`]

  if (!headers['content-type']?.includes('text/html')) return problems
  const html = await response.text()
  const tags = [...html.matchAll(/<(script|style)\b([^>]*)>/g)]
  const inline = tags.filter(([, tag, attributes]) => tag === 'style' || !/\ssrc=/.test(attributes ?? ''))
  if (!inline.some(([, tag]) => tag === 'script')) problems.push(`${address}: no inline script at all`)
  const stylesByNonce = csp.get('style-src-elem')?.includes(`'nonce-${nonce}'`)
  for (const [element, tag, attributes] of inline) {
    if (tag === 'style' && !stylesByNonce) continue
    if (!(attributes ?? '').includes(` nonce="${nonce}"`))
      problems.push(`${address}: an inline ${tag} without the page's nonce: ${element}`)
  }
  return problems
}

test('every route of both apps has a sample address here, and every sample is a route', () => {
  for (const app of ['seeker', 'hire'] as const)
    expect(Object.keys(SAMPLES[app](ANY_JOB)).sort(), `apps/${app} routes`).toEqual(routesOf(app).sort())
})

test('every route of both apps sends the security headers, with a nonce on each inline script', async ({
  request,
  feed,
}) => {
  test.setTimeout(90_000)
  const [job] = (await feed({ limit: 1 })).results
  if (!job) throw new Error('the feed is empty')
  const problems: string[] = []
  for (const app of ['seeker', 'hire'] as const) {
    const samples = { ...SAMPLES[app](job), 'not found': NOT_FOUND[app] }
    for (const [route, address] of Object.entries(samples)) {
      const response = await request.get(address, { maxRedirects: 0 })
      if (response.status() >= 500) problems.push(`${app} ${route} (${address}): ${response.status()}`)
      for (const problem of await headerProblems(address, response))
        problems.push(`${app} ${route}: ${problem}`)
    }
  }
  expect(problems).toEqual([])
})

test('each rendered page gets a nonce of its own; a stored copy keeps its nonce with its policy', async ({
  request,
}) => {
  const nonceOf = async (address: string) => {
    const response = await request.get(address)
    const policy = response.headers()['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce, `${address}: the policy's nonce`).toBeTruthy()
    expect(await response.text()).toContain(`nonce="${nonce}"`)
    return { nonce, cache: response.headers()['x-page-cache'] }
  }
  // A new address is a new render (the page cache keeps public pages by address, decision 040).
  const fresh = (path: string) => `${path}?render=${randomUUID()}`
  const rendered = [
    await nonceOf(fresh('/jobs')),
    await nonceOf(fresh('/jobs')),
    await nonceOf(fresh('/hire')),
    await nonceOf(fresh('/hire')),
  ]
  expect(rendered.map((page) => page.cache)).toEqual(['miss', 'miss', 'miss', 'miss'])
  expect(new Set(rendered.map((page) => page.nonce)).size).toBe(rendered.length)
  // The same address again within seconds: the stored answer, its header and its HTML as they were.
  const address = fresh('/jobs')
  const first = await nonceOf(address)
  const again = await nonceOf(address)
  expect(again).toEqual({ nonce: first.nonce, cache: 'hit' })
})

test('the hire app allows Razorpay checkout, the seeker app no third party at all', async ({ request }) => {
  const policyOf = async (address: string) =>
    directives((await request.get(address)).headers()['content-security-policy'] ?? '')
  const hire = await policyOf('/hire/advertiserPostJob')
  expect(hire.get('script-src')).toContain('https://checkout.razorpay.com')
  expect(hire.get('frame-src')).toContain('https://api.razorpay.com')
  const seeker = await policyOf('/jobs')
  expect(seeker.get('script-src')?.filter((source) => source.startsWith('https:'))).toEqual([])
  expect(seeker.get('connect-src')).toEqual(["'self'"])
  expect(seeker.get('frame-src')).toEqual(["'none'"])
})

test('the built files the pages load are sent with nosniff', async ({ request }) => {
  const html = await (await request.get('/jobs')).text()
  const script = /"(\/jobs\/assets\/[\w.-]+\.js)"/.exec(html)?.[1]
  if (!script) throw new Error('the page names no script of /jobs/assets')
  for (const address of [script, '/jobs/favicon.svg', '/hire/favicon.svg']) {
    const response = await request.get(address)
    expect(response.status(), address).toBe(200)
    expect(response.headers()['x-content-type-options'], address).toBe('nosniff')
  }
})
