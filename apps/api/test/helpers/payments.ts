import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type {
  CreateOrderInput,
  CreatePaymentLinkInput,
  PaymentGateway,
  ProviderOrder,
  ProviderPayment,
  ProviderPaymentLink,
} from '#src/payments/gateway.ts'

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')
const same = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`

/**
 * A PaymentGateway that keeps its orders and payments in memory and signs exactly as Razorpay does
 * (HMAC-SHA256 hex: `order_id|payment_id` with the key secret; a webhook's raw body with the webhook
 * secret). Tests pay and fail orders on it, sign what the checkout or Razorpay would send, and can make
 * the next calls fail (a provider timeout).
 */
export class FakeGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const
  readonly keyId = 'rzp_test_fakeGateway01'
  readonly checkoutScriptUrl = '/api/dev/razorpay/checkout.js'
  readonly orders = new Map<string, ProviderOrder>()
  readonly payments = new Map<string, ProviderPayment>()
  readonly links = new Map<string, ProviderPaymentLink>()
  /** the next calls to the provider throw this (then it is cleared) */
  failNext: Error | undefined
  calls = 0

  readonly keySecret: string
  readonly webhookSecret: string

  constructor(keySecret = 'fake-key-secret-0123456789', webhookSecret = 'fake-webhook-secret-0123456789') {
    this.keySecret = keySecret
    this.webhookSecret = webhookSecret
  }

  private call() {
    this.calls++
    const failure = this.failNext
    if (failure) {
      this.failNext = undefined
      throw failure
    }
  }

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    this.call()
    const order: ProviderOrder = {
      id: id('order'),
      amount: input.amount,
      amount_paid: 0,
      currency: 'INR',
      receipt: input.receipt,
      status: 'created',
      notes: input.notes,
      created_at: Math.floor(Date.now() / 1000),
    }
    this.orders.set(order.id, order)
    return order
  }
  async fetchOrder(orderId: string) {
    this.call()
    const order = this.orders.get(orderId)
    if (!order) throw new Error(`no order ${orderId}`)
    return order
  }
  async fetchOrderPayments(orderId: string) {
    this.call()
    return [...this.payments.values()].filter((payment) => payment.order_id === orderId)
  }
  async fetchPayment(paymentId: string) {
    this.call()
    const payment = this.payments.get(paymentId)
    if (!payment) throw new Error(`no payment ${paymentId}`)
    return payment
  }
  async createPaymentLink(input: CreatePaymentLinkInput): Promise<ProviderPaymentLink> {
    this.call()
    const link: ProviderPaymentLink = {
      id: id('plink'),
      short_url: `http://sandbox.invalid/pl/${input.reference_id}`,
      amount: input.amount,
      reference_id: input.reference_id,
      status: 'created',
      payments: null,
    }
    this.links.set(link.id, link)
    return link
  }
  async fetchPaymentLink(linkId: string) {
    this.call()
    const link = this.links.get(linkId)
    if (!link) throw new Error(`no link ${linkId}`)
    return link
  }
  verifyPayment({
    orderId,
    paymentId,
    signature,
  }: {
    orderId: string
    paymentId: string
    signature: string
  }) {
    return same(hmac(this.keySecret, `${orderId}|${paymentId}`), signature)
  }
  verifyPaymentLink(input: {
    linkId: string
    referenceId: string
    status: string
    paymentId: string
    signature: string
  }) {
    return same(
      hmac(this.keySecret, `${input.linkId}|${input.referenceId}|${input.status}|${input.paymentId}`),
      input.signature,
    )
  }
  verifyWebhook(rawBody: string, signature: string) {
    return same(hmac(this.webhookSecret, rawBody), signature)
  }

  // What the tests do as the buyer and as Razorpay

  /** A payment on the order, as the checkout makes it: captured (and the order paid) or failed. */
  pay(orderId: string, outcome: 'captured' | 'failed' = 'captured'): ProviderPayment {
    const order = this.orders.get(orderId)
    if (!order) throw new Error(`no order ${orderId}`)
    const payment: ProviderPayment = {
      id: id('pay'),
      order_id: orderId,
      amount: order.amount,
      currency: 'INR',
      status: outcome,
      method: 'upi',
      error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: outcome === 'failed' ? 'Payment failed because the bank declined it' : null,
      created_at: Math.floor(Date.now() / 1000) + this.payments.size,
    }
    this.payments.set(payment.id, payment)
    if (outcome === 'captured') Object.assign(order, { status: 'paid', amount_paid: order.amount })
    else if (order.status === 'created') order.status = 'attempted'
    return payment
  }
  /** The advertiser pays a link: it is paid with one captured payment; answers the payment id. */
  payLink(linkId: string): string {
    const link = this.links.get(linkId)
    if (!link) throw new Error(`no link ${linkId}`)
    const paymentId = id('pay')
    Object.assign(link, {
      status: 'paid',
      payments: [{ payment_id: paymentId, amount: link.amount, status: 'captured' }],
    })
    return paymentId
  }
  /** A payment link's callback signature. */
  signLink(linkId: string, referenceId: string, status: string, paymentId: string) {
    return hmac(this.keySecret, `${linkId}|${referenceId}|${status}|${paymentId}`)
  }
  /** The checkout's signature of a payment on an order. */
  signPayment(orderId: string, paymentId: string) {
    return hmac(this.keySecret, `${orderId}|${paymentId}`)
  }
  signWebhook(rawBody: string) {
    return hmac(this.webhookSecret, rawBody)
  }
  /** A webhook body as Razorpay sends it for a payment event (order.paid, payment.captured, payment.failed). */
  webhookBody(event: 'order.paid' | 'payment.captured' | 'payment.failed', payment: ProviderPayment) {
    const order = this.orders.get(payment.order_id)
    return JSON.stringify({
      entity: 'event',
      account_id: 'acc_fake',
      event,
      contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity: payment },
        ...(event === 'order.paid' && order ? { order: { entity: order } } : {}),
      },
      created_at: Math.floor(Date.now() / 1000),
    })
  }
}

/**
 * The real gateway's counterpart in tests: the app's own sandbox (PAYMENTS_PROVIDER=sandbox, reached by the
 * official SDK), driven as a buyer and as Razorpay with the same calls as FakeGateway. Webhooks are off
 * (`none`) unless a test turns them on: a test sends the ones it wants, when it wants.
 */
export function sandboxDriver(app: FastifyInstance) {
  const sandbox = app.razorpaySandbox
  if (!sandbox) throw new Error('the app mounts no Razorpay sandbox (PAYMENTS_PROVIDER=sandbox)')
  sandbox.webhookMode = 'none'
  return {
    sandbox,
    keyId: app.payments.keyId,
    checkoutScriptUrl: app.payments.checkoutScriptUrl,
    orders: sandbox.orders,
    links: sandbox.links,
    /** the checkout: a captured or failed payment on the order; answers the payment */
    pay(orderId: string, outcome: 'captured' | 'failed' = 'captured'): ProviderPayment {
      sandbox.pay({ keyId: sandbox.keyId, orderId, outcome: outcome === 'captured' ? 'success' : 'failure' })
      const payments = [...sandbox.payments.values()].filter((payment) => payment.order_id === orderId)
      const payment = payments.at(-1)
      if (!payment) throw new Error(`no payment on ${orderId}`)
      return payment as unknown as ProviderPayment
    },
    signPayment: (orderId: string, paymentId: string) => sandbox.paymentSignature(orderId, paymentId),
    signWebhook: (rawBody: string) => sandbox.webhookSignature(rawBody),
    signLink: (linkId: string, referenceId: string, status: string, paymentId: string) =>
      sandbox.linkSignature(linkId, referenceId, status, paymentId),
    webhookBody(event: 'order.paid' | 'payment.captured' | 'payment.failed', payment: ProviderPayment) {
      const order = sandbox.orders.get(payment.order_id)
      return sandbox.webhookBody(event, {
        payment: payment as never,
        ...(event === 'order.paid' && order ? { order } : {}),
      })
    },
  }
}
