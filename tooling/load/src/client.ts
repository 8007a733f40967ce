// A person using the site through the API, as the apps call it: an address of their own, the CSRF cookie and
// header, OTP logins read from the development outbox, a profile, a post, a sandbox payment.
import { randomBytes, randomUUID } from 'node:crypto'
import { CREATE_SUBMISSION_PATHS } from '@localjobs/api-client/submissions/create'
import { type PostJobFormValues, toFormData, toWire } from '@localjobs/api-client/submissions/form-mapping'
import { A_JOB_PROFILE, wholePost } from '@localjobs/api-client/testing/posts'
import { orderPrice } from '@localjobs/validation/payments'
import type pg from 'pg'

/**
 * An address of the IPv6 documentation range (2001:db8::/32) in a /64 of its own: the server believes
 * X-Forwarded-For from loopback, so each virtual user is counted apart by the per-address and per-network
 * limits, which stay as in production (as e2e/tests/fixtures.ts does for each test).
 */
export const documentationAddress = () => {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16)
  return `2001:db8:${group()}:${group()}::${group()}`
}

/** A fresh mobile number, so the per-number OTP limits (3 codes in 10 minutes) never meet. */
export const freshNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

/** A double-submit CSRF token of the server's shape (cookie `csrftoken` and header `X-CSRFToken`). */
export const csrfToken = () => randomBytes(32).toString('base64url')

/** A title no other post has, in letters only (digits could read as a phone number in the text checks). */
export function uniqueTitle(prefix: string): string {
  const letters = randomUUID()
    .replace(/-/g, '')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x')
  return `${prefix} ${letters}`
}

/** The smallest valid PDF resume the upload accepts. */
export const pdfResume = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'),
    Buffer.alloc(32, 0x20),
    Buffer.from('\n%%EOF'),
  ])

export class HttpError extends Error {
  readonly status: number
  readonly body: string
  /** seconds, from the answer's Retry-After */
  readonly retryAfter: number | null

  constructor(status: number, body: string, what: string, retryAfter: number | null = null) {
    super(`${what}: ${status} ${body.slice(0, 300)}`)
    this.status = status
    this.body = body
    this.retryAfter = retryAfter
  }
}

/** The answer's body as JSON; an HttpError for an answer outside 2xx. */
export async function expectOk<T>(answer: Response, what: string): Promise<T> {
  const text = await answer.text()
  if (answer.status < 200 || answer.status >= 300) {
    const retryAfter = answer.headers.get('retry-after')
    throw new HttpError(answer.status, text, what, retryAfter === null ? null : Number(retryAfter))
  }
  return (text ? JSON.parse(text) : undefined) as T
}

/**
 * What a visitor's request ended with: its status and Retry-After, or no answer (status 0) and why: the
 * client's timeout or a socket error.
 */
export type AnswerHook = (
  route: string,
  status: number,
  ms: number,
  retryAfter: string | null,
  failure?: 'timeout' | 'error',
) => void

export class Visitor {
  readonly address = documentationAddress()
  readonly csrf = csrfToken()
  readonly cookies = new Map<string, string>()
  access: string | undefined
  mobile: string | undefined
  /** called for every request this visitor makes (the fault run counts them by phase) */
  onAnswer: AnswerHook | undefined

  readonly origin: string
  readonly timeoutMs: number

  constructor(origin: string, timeoutMs = 15_000) {
    this.origin = origin
    this.timeoutMs = timeoutMs
    this.cookies.set('csrftoken', this.csrf)
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      'x-forwarded-for': this.address,
      'x-csrftoken': this.csrf,
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(this.access ? { authorization: `Bearer ${this.access}` } : {}),
      ...extra,
    }
  }

  async request(
    method: string,
    path: string,
    {
      json,
      body,
      headers,
      route = `${method} ${path.split('?')[0]}`,
    }: { json?: unknown; body?: FormData; headers?: Record<string, string>; route?: string } = {},
  ): Promise<Response> {
    const started = performance.now()
    const answer = await fetch(`${this.origin}${path}`, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: this.headers({
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      }),
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      ...(body === undefined ? {} : { body }),
    }).catch((error: unknown) => {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      this.onAnswer?.(route, 0, performance.now() - started, null, timedOut ? 'timeout' : 'error')
      throw error
    })
    this.onAnswer?.(route, answer.status, performance.now() - started, answer.headers.get('retry-after'))
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
    return answer
  }

  async ok(method: string, path: string, options: Parameters<Visitor['request']>[2] = {}) {
    return expectOk<unknown>(await this.request(method, path, options), `${method} ${path}`)
  }
}

/** The last code texted to a number (the development outbox: DEV_SMS_OUTBOX=true). */
export async function lastCode(visitor: Visitor, mobile: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const { otp } = (await visitor.ok('GET', `/api/dev/sms-outbox/?mobile_no=${mobile}`)) as {
      otp: string | null
    }
    if (otp) return otp
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no code texted to ${mobile}`)
}

/** Logs in by OTP with a fresh number: a seeker keeps the session cookie, an advertiser the access token. */
export async function signIn(visitor: Visitor, as: 'seeker' | 'advertiser') {
  const mobile = freshNumber()
  await visitor.ok('POST', '/api/login/otp/generate/', { json: { mobile_no: mobile } })
  const otp = await lastCode(visitor, mobile)
  const body = (await visitor.ok('POST', '/api/login/otp/verify/', {
    json: { mobile_no: mobile, otp, ...(as === 'advertiser' ? { candidateType: 'advertiser' } : {}) },
  })) as { access?: string }
  visitor.mobile = mobile
  if (as === 'advertiser') {
    if (!body.access) throw new Error('the advertiser login answered no access token')
    visitor.access = body.access
  }
}

/** A complete job profile (ids from the seeded profile options); the visit adds a freshly uploaded resume. */
export const PROFILE = A_JOB_PROFILE

export function resumeForm(): FormData {
  const form = new FormData()
  form.append('resume', new Blob([pdfResume()], { type: 'application/pdf' }), 'resume.pdf')
  return form
}

/** A post's reference data that agree with each other, read from the database. */
export async function referencePost(db: pg.Client) {
  const role = await db.query<{ role: number; title: number; category: number }>(
    `SELECT r.id AS role, t.id AS title, t.category_id AS category
       FROM primary_job_roles r JOIN job_titles t ON t.id = r.job_title_id ORDER BY r.id LIMIT 1`,
  )
  const localities = await db.query<{ id: number }>(
    'SELECT id FROM localities WHERE location_id = 9 ORDER BY id LIMIT 2',
  )
  const plan = await db.query<{ price: number }>('SELECT price_rupees AS price FROM plans WHERE id = 1')
  const [first] = role.rows
  const [a, b] = localities.rows
  if (!first || !a || !b || !plan.rows[0])
    throw new Error('the database has no job role, two localities in city 9 or plan 1: is it seeded?')
  return {
    categoryId: first.category,
    titleId: first.title,
    roleId: first.role,
    localityIds: [a.id, b.id],
    /** plan 1 in one district, in paise with GST: what the order must ask for */
    planTotalPaise: orderPrice({ planPaise: plan.rows[0].price * 100, districtPaise: 0, totalDistricts: 1 })
      .total,
  }
}

export type ReferencePost = Awaited<ReturnType<typeof referencePost>>

/** A whole post as a person fills it in (an agency posting with a fee), under a title of its own. */
export const fullPost = (ref: ReferencePost, title: string): PostJobFormValues => wholePost(ref, title)

export const CREATE_PATH = `/api${CREATE_SUBMISSION_PATHS[3]}?location=9&en=0&locale=en`

/** POSTs a post (form version 3) with an idempotency key, as the api-client's createSubmission does. */
export function createSubmission(visitor: Visitor, form: PostJobFormValues, key: string) {
  return visitor.request('POST', CREATE_PATH, {
    body: toFormData(toWire(form, 3)),
    headers: { 'app-type': 'web', 'idempotency-key': key },
  })
}

/** The order for plan 1 in one district of a post (POST /api/payments/razorpay/order/, multipart). */
export function createOrder(visitor: Visitor, ref: ReferencePost, submissionId: number, key: string) {
  const form = new FormData()
  const fields: Record<string, string> = {
    amount: String(ref.planTotalPaise),
    submission_type: '3',
    package_id: '1',
    notes: JSON.stringify({ advertiser_id: 1 }),
    experiment_payment: '1',
    payment_page_type: 'post_job',
    meta: JSON.stringify({ package_id: 1 }),
    location_id: '9',
    total_districts: '1',
    submission_id: String(submissionId),
  }
  for (const [field, value] of Object.entries(fields)) form.append(field, value)
  return visitor.request('POST', '/api/payments/razorpay/order/', {
    body: form,
    headers: { 'idempotency-key': key, 'accept-language': 'en' },
  })
}

/** The buyer pays in the sandbox's checkout: answers the signed result the checkout hands the page. */
export async function payInSandbox(visitor: Visitor, keyId: string, orderId: string) {
  return (await visitor.ok('POST', '/api/dev/razorpay/_checkout/pay', {
    json: { key_id: keyId, order_id: orderId, outcome: 'success' },
  })) as { razorpay_payment_id: string; razorpay_signature: string }
}

/** The page hands the checkout's answer to the API (POST /api/payments/razorpay/validate/). */
export function validatePayment(
  visitor: Visitor,
  orderRowId: number,
  paid: { razorpay_payment_id: string; razorpay_signature: string },
) {
  return visitor.request('POST', '/api/payments/razorpay/validate/', {
    json: {
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
      user_role: 9,
      order_row_id: orderRowId,
      total_districts: 1,
    },
  })
}
