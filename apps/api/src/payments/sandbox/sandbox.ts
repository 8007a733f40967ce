import { createHmac, randomBytes } from 'node:crypto'

/**
 * The local Razorpay sandbox's state and rules (decision 036), without HTTP: orders, payments and payment
 * links as Razorpay's entities, signed exactly as Razorpay signs, and signed webhooks handed to a
 * `deliver` function. Kept in memory per instance: a restart forgets every order, payment and link (the
 * API's own payment_orders rows stay; their provider ids then answer "does not exist").
 */

export type SandboxOutcome = 'success' | 'failure'
/**
 * How webhooks reach the API: `normal` in Razorpay's order, `duplicate` each event twice (same event id),
 * `reverse` the events of one payment last-first (order.paid before payment.captured), `none` lost.
 */
export const WEBHOOK_MODES = ['normal', 'duplicate', 'reverse', 'none'] as const
export type WebhookMode = (typeof WEBHOOK_MODES)[number]

/** Where the API mounts the sandbox (and where the standalone one serves it). */
export const SANDBOX_PREFIX = '/api/dev/razorpay'
export const SANDBOX_ACCOUNT_ID = 'acc_SandboxLocal01'
/** The test identities a tester picks, as on Razorpay's test checkout. */
export const SUCCESS_VPA = 'success@razorpay'
export const FAILURE_VPA = 'failure@razorpay'

export interface SandboxOrder {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: 'INR'
  receipt: string
  offer_id: null
  status: 'created' | 'attempted' | 'paid'
  attempts: number
  notes: Record<string, string>
  created_at: number
}

export interface SandboxPayment {
  id: string
  entity: 'payment'
  amount: number
  currency: 'INR'
  status: 'captured' | 'failed'
  order_id: string
  invoice_id: null
  international: false
  method: 'upi'
  amount_refunded: 0
  refund_status: null
  captured: boolean
  description: string | null
  card_id: null
  bank: null
  wallet: null
  vpa: string
  email: string
  contact: string
  notes: Record<string, string>
  fee: number | null
  tax: number | null
  error_code: string | null
  error_description: string | null
  error_source: string | null
  error_step: string | null
  error_reason: string | null
  acquirer_data: Record<string, string>
  created_at: number
}

export interface SandboxPaymentLink {
  id: string
  accept_partial: false
  amount: number
  amount_paid: number
  callback_method: string
  callback_url: string
  cancelled_at: 0
  created_at: number
  currency: 'INR'
  customer: { name?: string; contact?: string; email?: string }
  description: string
  expire_by: number
  expired_at: 0
  first_min_partial_amount: 0
  notes: Record<string, string> | null
  notify: { sms: boolean; email: boolean }
  payments: Array<{
    amount: number
    created_at: number
    method: string
    payment_id: string
    status: string
  }> | null
  reference_id: string
  reminder_enable: false
  reminders: []
  short_url: string
  status: 'created' | 'paid' | 'expired' | 'cancelled'
  updated_at: number
  upi_link: false
  user_id: ''
  order_id?: string
}

/** Razorpay's error body. */
export interface RazorpayErrorBody {
  error: {
    code: 'BAD_REQUEST_ERROR' | 'SERVER_ERROR' | 'GATEWAY_ERROR'
    description: string
    source: string
    step: string
    reason: string
    metadata: Record<string, string>
    field?: string
  }
}

export class SandboxError extends Error {
  override name = 'SandboxError'
  readonly statusCode: number
  readonly body: RazorpayErrorBody
  constructor(statusCode: number, description: string, field?: string) {
    super(description)
    this.statusCode = statusCode
    this.body = {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: statusCode === 401 ? 'NA' : 'business',
        step: statusCode === 401 ? 'NA' : 'payment_initiation',
        reason: statusCode === 401 ? 'NA' : 'input_validation_failed',
        metadata: {},
        ...(field ? { field } : {}),
      },
    }
  }
}

export const notFoundId = () => new SandboxError(400, 'The id provided does not exist')

/** The checkout's answer: the fields Razorpay hands the handler, or its error object. */
export type CheckoutResult =
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | {
      error: {
        code: string
        description: string
        source: string
        step: string
        reason: string
        metadata: { payment_id: string; order_id: string }
      }
    }

export interface WebhookDelivery {
  event: string
  event_id: string
  /** the API's answer; 0 when it could not be reached */
  status: number
  delivered_at: string
}

export type WebhookSender = (rawBody: string, headers: Record<string, string>) => Promise<number>

export interface SandboxOptions {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** where webhooks go; undefined: none are sent (still recorded as status 0) */
  deliver?: WebhookSender
  /** the sandbox's public address (short links), without a trailing slash: e.g. http://127.0.0.1:3001/api/dev/razorpay */
  publicUrl: string
  now?: () => Date
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
/** Razorpay ids: a prefix and 14 base62 characters. */
export const newId = (prefix: string) =>
  `${prefix}_${[...randomBytes(14)].map((byte) => BASE62[byte % 62]).join('')}`

export const hmacHex = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('hex')

const FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description:
    'Your payment could not be completed as the transaction was declined. Try another payment method.',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
} as const

export class RazorpaySandbox {
  readonly keyId: string
  readonly orders = new Map<string, SandboxOrder>()
  readonly payments = new Map<string, SandboxPayment>()
  readonly links = new Map<string, SandboxPaymentLink>()
  readonly deliveries: WebhookDelivery[] = []
  webhookMode: WebhookMode = 'normal'
  publicUrl: string
  deliver: WebhookSender | undefined
  readonly #keySecret: string
  readonly #webhookSecret: string
  readonly #now: () => Date
  readonly #inFlight = new Set<Promise<void>>()

  constructor(options: SandboxOptions) {
    this.keyId = options.keyId
    this.#keySecret = options.keySecret
    this.#webhookSecret = options.webhookSecret
    this.deliver = options.deliver
    this.publicUrl = options.publicUrl
    this.#now = options.now ?? (() => new Date())
  }

  #seconds() {
    return Math.floor(this.#now().getTime() / 1000)
  }

  /** Basic auth as Razorpay checks it: the key id and secret of this account. */
  authorized(header: string | undefined): boolean {
    if (!header?.startsWith('Basic ')) return false
    const [id, ...secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')
    return id === this.keyId && secret.join(':') === this.#keySecret
  }

  createOrder(input: {
    amount?: unknown
    currency?: unknown
    receipt?: unknown
    notes?: unknown
  }): SandboxOrder {
    const amount = input.amount
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      throw new SandboxError(400, 'The amount must be an integer.', 'amount')
    if (amount < 100) throw new SandboxError(400, 'Order amount less than minimum amount allowed', 'amount')
    if (input.currency !== 'INR') throw new SandboxError(400, 'The currency must be INR.', 'currency')
    if (input.receipt !== undefined && (typeof input.receipt !== 'string' || input.receipt.length > 40))
      throw new SandboxError(400, 'The receipt may not be greater than 40 characters.', 'receipt')
    const order: SandboxOrder = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: (input.receipt as string | undefined) ?? '',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notesOf(input.notes),
      created_at: this.#seconds(),
    }
    this.orders.set(order.id, order)
    return order
  }

  order(id: string): SandboxOrder {
    const order = this.orders.get(id)
    if (!order) throw notFoundId()
    return order
  }

  orderPayments(id: string) {
    this.order(id)
    const items = [...this.payments.values()].filter((payment) => payment.order_id === id)
    return { entity: 'collection' as const, count: items.length, items }
  }

  payment(id: string): SandboxPayment {
    const payment = this.payments.get(id)
    if (!payment) throw notFoundId()
    return payment
  }

  createPaymentLink(input: Record<string, unknown>): SandboxPaymentLink {
    const { amount, currency = 'INR', reference_id, callback_url, callback_method } = input
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      throw new SandboxError(400, 'The amount must be atleast INR 1.00', 'amount')
    if (currency !== 'INR') throw new SandboxError(400, 'The currency must be INR.', 'currency')
    if (reference_id !== undefined && (typeof reference_id !== 'string' || reference_id.length > 40))
      throw new SandboxError(400, 'The reference id may not be greater than 40 characters.', 'reference_id')
    if (
      typeof reference_id === 'string' &&
      [...this.links.values()].some((link) => link.reference_id === reference_id)
    )
      throw new SandboxError(
        400,
        `Payment Link with reference id ${reference_id} already exists`,
        'reference_id',
      )
    if (callback_url !== undefined && (typeof callback_url !== 'string' || !URL.canParse(callback_url)))
      throw new SandboxError(400, 'The callback url format is invalid.', 'callback_url')
    if (callback_url !== undefined && callback_method !== 'get')
      throw new SandboxError(
        400,
        'callback_method should be get when callback_url is given',
        'callback_method',
      )
    const id = newId('plink')
    const now = this.#seconds()
    const notify = (input.notify ?? {}) as { sms?: boolean; email?: boolean }
    const link: SandboxPaymentLink = {
      id,
      accept_partial: false,
      amount,
      amount_paid: 0,
      callback_method: typeof callback_method === 'string' ? callback_method : '',
      callback_url: typeof callback_url === 'string' ? callback_url : '',
      cancelled_at: 0,
      created_at: now,
      currency: 'INR',
      customer: (input.customer ?? {}) as SandboxPaymentLink['customer'],
      description: typeof input.description === 'string' ? input.description : '',
      expire_by: typeof input.expire_by === 'number' ? input.expire_by : 0,
      expired_at: 0,
      first_min_partial_amount: 0,
      notes: input.notes === undefined ? null : notesOf(input.notes),
      notify: { sms: notify.sms === true, email: notify.email === true },
      payments: null,
      reference_id: typeof reference_id === 'string' ? reference_id : '',
      reminder_enable: false,
      reminders: [],
      short_url: `${this.publicUrl}/l/${id}`,
      status: 'created',
      updated_at: now,
      upi_link: false,
      user_id: '',
    }
    this.links.set(id, link)
    return link
  }

  paymentLink(id: string): SandboxPaymentLink {
    const link = this.links.get(id)
    if (!link) throw notFoundId()
    if (link.status === 'created' && link.expire_by > 0 && link.expire_by < this.#seconds())
      link.status = 'expired'
    return link
  }

  /** checkout's signature: HMAC-SHA256(order_id|payment_id) with the key secret, hex */
  paymentSignature(orderId: string, paymentId: string) {
    return hmacHex(`${orderId}|${paymentId}`, this.#keySecret)
  }

  /** a payment link's callback signature: HMAC-SHA256(plink_id|reference_id|status|payment_id) */
  linkSignature(linkId: string, referenceId: string, status: string, paymentId: string) {
    return hmacHex(`${linkId}|${referenceId}|${status}|${paymentId}`, this.#keySecret)
  }

  /** a webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret */
  webhookSignature(rawBody: string) {
    return hmacHex(rawBody, this.#webhookSecret)
  }

  #newPayment(order: SandboxOrder, outcome: SandboxOutcome, contact: string): SandboxPayment {
    const failed = outcome === 'failure'
    const payment: SandboxPayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: failed ? 'failed' : 'captured',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: !failed,
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: failed ? FAILURE_VPA : SUCCESS_VPA,
      email: 'void@razorpay.com',
      contact,
      notes: order.notes,
      fee: failed ? null : Math.round(order.amount * 0.02),
      tax: failed ? null : Math.round(order.amount * 0.02 * 0.18),
      error_code: failed ? FAILURE.code : null,
      error_description: failed ? FAILURE.description : null,
      error_source: failed ? FAILURE.source : null,
      error_step: failed ? FAILURE.step : null,
      error_reason: failed ? FAILURE.reason : null,
      acquirer_data: failed ? {} : { rrn: String(100_000_000_000 + Math.floor(Math.random() * 1e11)) },
      created_at: this.#seconds(),
    }
    this.payments.set(payment.id, payment)
    order.attempts += 1
    if (failed) {
      if (order.status === 'created') order.status = 'attempted'
    } else {
      order.status = 'paid'
      order.amount_paid = order.amount
      order.amount_due = 0
    }
    return payment
  }

  /** The tester's choice on the checkout: a captured payment (signed fields) or a failed one (the error). */
  pay(input: { keyId: string; orderId: string; outcome: SandboxOutcome; contact?: string }): CheckoutResult {
    if (input.keyId !== this.keyId) throw new SandboxError(401, 'The api key provided is invalid')
    const order = this.order(input.orderId)
    if (order.status === 'paid') throw new SandboxError(400, 'Order has been paid already')
    const payment = this.#newPayment(order, input.outcome, input.contact ?? '+919000090000')
    if (payment.status === 'failed') {
      this.#send([['payment.failed', { payment }]])
      return {
        error: { ...FAILURE, metadata: { payment_id: payment.id, order_id: order.id } },
      }
    }
    this.#send([
      ['payment.captured', { payment }],
      ['order.paid', { payment, order }],
    ])
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: this.paymentSignature(order.id, payment.id),
    }
  }

  /**
   * Paying a link from its page: Razorpay makes an order for the link, captures (or fails) a payment, and
   * answers the callback URL with the signed query (success only).
   */
  payLink(linkId: string, outcome: SandboxOutcome): { callback: string | null; payment: SandboxPayment } {
    const link = this.paymentLink(linkId)
    if (link.status !== 'created') throw new SandboxError(400, `This payment link is ${link.status}.`)
    const order =
      (link.order_id && this.orders.get(link.order_id)) ||
      this.createOrder({
        amount: link.amount,
        currency: 'INR',
        receipt: link.reference_id,
        notes: link.notes ?? {},
      })
    link.order_id = order.id
    const payment = this.#newPayment(order, outcome, link.customer.contact ?? '+919000090000')
    if (payment.status === 'failed') {
      this.#send([['payment.failed', { payment }]])
      return { callback: null, payment }
    }
    link.status = 'paid'
    link.amount_paid = link.amount
    link.updated_at = this.#seconds()
    link.payments = [
      {
        amount: payment.amount,
        created_at: payment.created_at,
        method: 'upi',
        payment_id: payment.id,
        status: 'captured',
      },
    ]
    this.#send([
      ['payment.captured', { payment }],
      ['order.paid', { payment, order }],
      ['payment_link.paid', { payment, order, payment_link: link }],
    ])
    if (!link.callback_url) return { callback: null, payment }
    const url = new URL(link.callback_url)
    url.searchParams.set('razorpay_payment_id', payment.id)
    url.searchParams.set('razorpay_payment_link_id', link.id)
    url.searchParams.set('razorpay_payment_link_reference_id', link.reference_id)
    url.searchParams.set('razorpay_payment_link_status', link.status)
    url.searchParams.set(
      'razorpay_signature',
      this.linkSignature(link.id, link.reference_id, link.status, payment.id),
    )
    return { callback: url.toString(), payment }
  }

  /** The webhook body Razorpay sends: `{entity:'event', account_id, event, contains, payload, created_at}`. */
  webhookBody(
    event: string,
    entities: { payment?: SandboxPayment; order?: SandboxOrder; payment_link?: SandboxPaymentLink },
  ): string {
    const payload: Record<string, { entity: unknown }> = {}
    // snapshots: a later change to the order must not change an event already built
    if (entities.payment_link) payload.payment_link = { entity: structuredClone(entities.payment_link) }
    if (entities.payment) payload.payment = { entity: structuredClone(entities.payment) }
    if (entities.order) payload.order = { entity: structuredClone(entities.order) }
    return JSON.stringify({
      entity: 'event',
      account_id: SANDBOX_ACCOUNT_ID,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: this.#seconds(),
    })
  }

  #send(events: Array<[string, Parameters<RazorpaySandbox['webhookBody']>[1]]>) {
    const built = events.map(([event, entities]) => ({
      event,
      id: newId('evt'),
      body: this.webhookBody(event, entities),
    }))
    const mode = this.webhookMode
    const queue =
      mode === 'none'
        ? []
        : mode === 'reverse'
          ? built.toReversed()
          : mode === 'duplicate'
            ? built.flatMap((event) => [event, event])
            : built
    if (queue.length === 0) return
    const run = (async () => {
      for (const { event, id, body } of queue) {
        let status = 0
        try {
          status = this.deliver
            ? await this.deliver(body, {
                'content-type': 'application/json',
                'x-razorpay-signature': this.webhookSignature(body),
                'x-razorpay-event-id': id,
              })
            : 0
        } catch {
          status = 0
        }
        this.deliveries.push({ event, event_id: id, status, delivered_at: this.#now().toISOString() })
      }
    })()
    this.#inFlight.add(run)
    void run.finally(() => this.#inFlight.delete(run))
  }

  /** Resolves once every webhook sent so far has been delivered (tests). */
  async settled(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight])
  }
}

function notesOf(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw new SandboxError(400, 'notes should be an object', 'notes')
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length > 15)
    throw new SandboxError(400, 'Number of fields in notes should be less than or equal to 15', 'notes')
  return Object.fromEntries(entries.map(([key, note]) => [key, String(note)]))
}
