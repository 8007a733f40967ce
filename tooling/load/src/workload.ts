// The mixed workload (decision 043): what one virtual user does in one visit, as autocannon requests. Each
// connection is a virtual user that repeats the visit; autocannon resets its context at the start of each
// visit, so every visit is a new person: a new address (X-Forwarded-For), new mobile numbers, new sessions.

import { categoryLocationSlug, locationsSlug } from '@localjobs/api-client/seeker-urls'
import type autocannon from 'autocannon'
import { csrfToken, documentationAddress, freshNumber, PROFILE, pdfResume, Visitor } from './client.ts'
import { headerOf, type Sink } from './stats.ts'

export interface Pools {
  /** list pages: '/jobs/{category}-jobs-in-{location}' and '/jobs/jobs-in-{location}' */
  lists: string[]
  /** job pages: '/jobs/jobDetails/{category}-in-{location}-{id}' */
  jobPages: string[]
  jobIds: number[]
  locationSlugs: string[]
}

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)]
  if (item === undefined) throw new Error('an empty pool')
  return item
}

/** Lists, jobs and places with live jobs, from the sitemap API (what search engines crawl). */
export async function loadPools(origin: string): Promise<Pools> {
  const visitor = new Visitor(origin)
  const lists = (await visitor.ok('GET', '/api/classifieds/classifieds/sitemap/lists/')) as {
    locations: { slug: string }[]
    category_locations: { category_slug: string; location_slug: string }[]
  }
  const jobs = (await visitor.ok('GET', '/api/classifieds/classifieds/sitemap/jobs/?limit=1000')) as {
    results: { id: number; category_slug: string; location_slug: string }[]
  }
  const pools: Pools = {
    lists: [
      ...lists.category_locations
        .slice(0, 200)
        .map((pair) => `/jobs/${categoryLocationSlug([pair.category_slug], pair.location_slug)}`),
      ...lists.locations.slice(0, 50).map((location) => `/jobs/${locationsSlug([location.slug])}`),
    ],
    jobPages: jobs.results.map(
      (job) => `/jobs/jobDetails/${job.category_slug}-in-${job.location_slug}-${job.id}`,
    ),
    jobIds: jobs.results.map((job) => job.id),
    locationSlugs: lists.locations.map((location) => location.slug),
  }
  if (pools.lists.length === 0 || pools.jobIds.length === 0)
    throw new Error('the sitemap names no lists or jobs: is the database seeded?')
  return pools
}

/** A virtual user's state during one visit (autocannon's per-connection context). */
interface Visit {
  started?: number
  address?: string
  csrf?: string
  cookie?: string
  mobile?: string
  otp?: string
  access?: string
  resumeId?: string
  jobId?: number
}

type Step = {
  route: string
  method?: string
  /** the request's path (and body) for this visit; answer undefined to end the visit here */
  build: (
    visit: Visit,
    pools: Pools,
  ) => { path: string; body?: string | Buffer; headers?: Record<string, string> }
  /** reads what a later step needs from the answer */
  read?: (visit: Visit, body: string, headers: Record<string, string | string[]>) => void
}

const json = { 'content-type': 'application/json' }

const cookieOf = (visit: Visit) => `csrftoken=${visit.csrf}${visit.cookie ? `; ${visit.cookie}` : ''}`

/** The visit's identity on every request: its address, and the CSRF pair (the API needs it on writes). */
const identity = (visit: Visit): Record<string, string> => ({
  'x-forwarded-for': visit.address ?? '',
  'x-csrftoken': visit.csrf ?? '',
  cookie: cookieOf(visit),
  ...(visit.access ? { authorization: `Bearer ${visit.access}` } : {}),
})

const setCookies = (headers: Record<string, string | string[]>) => {
  const raw = headerOf(headers, 'set-cookie') ?? []
  return (Array.isArray(raw) ? raw : [raw]).map((line) => line.split(';')[0] ?? '').filter(Boolean)
}

const browsing: Step[] = [
  { route: 'page /jobs (home list)', build: () => ({ path: '/jobs' }) },
  { route: 'page list', build: (_visit, pools) => ({ path: pick(pools.lists) }) },
  {
    route: 'api feed_v2',
    build: (_visit, pools) => ({
      path: `/api/classifieds/classifieds/feed_v2/?location_slug=${pick(pools.locationSlugs)}`,
    }),
  },
  { route: 'page job details', build: (_visit, pools) => ({ path: pick(pools.jobPages) }) },
  {
    route: 'api job details',
    build: (_visit, pools) => ({ path: `/api/classifieds/classifieds/${pick(pools.jobIds)}/` }),
  },
]

/** Logs in by OTP: generate, the code from the development outbox, verify. */
const login = (who: 'seeker' | 'advertiser'): Step[] => [
  {
    route: `login ${who}: otp generate`,
    method: 'POST',
    build: (visit) => {
      visit.mobile = freshNumber()
      // the advertiser signs in on a browser of their own: no seeker session
      if (who === 'advertiser') visit.cookie = undefined
      return {
        path: '/api/login/otp/generate/',
        body: JSON.stringify({ mobile_no: visit.mobile }),
        headers: json,
      }
    },
  },
  {
    route: `login ${who}: read code (dev outbox)`,
    // The text is a queued job that may go out just after the answer (decision 045): wait for it, as a person would.
    build: (visit) => ({ path: `/api/dev/sms-outbox/?mobile_no=${visit.mobile}&wait_ms=5000` }),
    read: (visit, body) => {
      visit.otp = (JSON.parse(body) as { otp?: string }).otp ?? ''
    },
  },
  {
    route: `login ${who}: otp verify`,
    method: 'POST',
    build: (visit) => ({
      path: '/api/login/otp/verify/',
      body: JSON.stringify({
        mobile_no: visit.mobile,
        otp: visit.otp,
        ...(who === 'advertiser' ? { candidateType: 'advertiser' } : {}),
      }),
      headers: json,
    }),
    read: (visit, body, headers) => {
      if (who === 'advertiser') visit.access = (JSON.parse(body) as { access?: string }).access
      else
        visit.cookie = setCookies(headers)
          .filter((pair) => !pair.startsWith('csrftoken='))
          .join('; ')
    },
  },
]

const resume = (() => {
  const boundary = '----localjobsload'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdfResume(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` }
})()

const applying: Step[] = [
  {
    route: 'apply: resume upload',
    method: 'POST',
    build: () => ({
      path: '/api/classifieds/job_seeker/profile/resume/',
      body: resume.payload,
      headers: { 'content-type': resume.contentType },
    }),
    read: (visit, body) => {
      visit.resumeId = (JSON.parse(body) as { id?: string }).id
    },
  },
  {
    route: 'apply: profile save',
    method: 'PUT',
    build: (visit) => ({
      path: '/api/classifieds/job_seeker/profile/',
      body: JSON.stringify({ ...PROFILE, resume: visit.resumeId }),
      headers: json,
    }),
  },
  {
    route: 'apply: apply',
    build: (visit, pools) => {
      visit.jobId = pick(pools.jobIds)
      return { path: `/api/classifieds/classifieds/${visit.jobId}/apply/?type=0` }
    },
  },
]

const dashboard: Step[] = [
  { route: 'dashboard: page', build: () => ({ path: '/hire/advertiserDashboardPage' }) },
  { route: 'dashboard: list filters', build: () => ({ path: '/api/submissions/submissions/v2/filters' }) },
  { route: 'dashboard: submissions', build: () => ({ path: '/api/submissions/submissions/' }) },
  {
    route: 'dashboard: submissions active',
    build: () => ({ path: '/api/submissions/submissions/?status=active&status=expiring' }),
  },
  {
    route: 'dashboard: submissions expired',
    build: () => ({ path: '/api/submissions/submissions/?status=expired&limit=10' }),
  },
]

/** Reading only: the fault run's lighter load. */
export const BROWSING: readonly Step[] = browsing

/**
 * One visit: mostly browsing (three rounds of lists, the feed and job pages), a seeker who logs in, makes a
 * profile and applies, and an advertiser who logs in and looks at the dashboard: 15 page and API reads,
 * 6 login calls, 3 profile and apply calls, 5 dashboard calls.
 */
export const VISIT: Step[] = [
  ...browsing,
  ...login('seeker'),
  ...applying,
  ...browsing,
  ...login('advertiser'),
  ...dashboard,
  ...browsing,
]

/**
 * The visit as autocannon requests: each records its route, status and latency in `recorder` (from the
 * moment the request is built, which with one request in flight per connection is when it is sent).
 */
export function visitRequests(
  steps: readonly Step[],
  pools: Pools,
  recorder: Sink,
  { accept = 'gzip' }: { accept?: string } = {},
): autocannon.Request[] {
  return steps.map((step, index) => ({
    method: (step.method ?? 'GET') as autocannon.Request['method'],
    setupRequest: (request: autocannon.Request, context: Visit) => {
      if (index === 0) {
        context.address = documentationAddress()
        context.csrf = csrfToken()
      }
      const built = step.build(context, pools)
      context.started = performance.now()
      return {
        ...request,
        path: built.path,
        ...(built.body === undefined ? {} : { body: built.body }),
        headers: {
          // the answers a later step reads come uncompressed (autocannon hands over the raw body)
          'accept-encoding': step.read ? 'identity' : accept,
          'accept-language': 'en',
          ...identity(context),
          ...built.headers,
        },
      }
    },
    onResponse: (
      status: number,
      body: string,
      context: Visit,
      headers: Record<string, string | string[]>,
    ) => {
      recorder.record(step.route, status, performance.now() - (context.started ?? performance.now()), headers)
      if (step.read && status >= 200 && status < 300) {
        try {
          step.read(context, body, headers)
        } catch {
          // a later step fails visibly (and is counted) without what this one should have given
        }
      }
    },
  })) as autocannon.Request[]
}
