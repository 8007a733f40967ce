import { createHmac, timingSafeEqual } from 'node:crypto'
import Razorpay from 'razorpay'
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js'
import type {
  CreateOrderInput,
  CreatePaymentLinkInput,
  PaymentGateway,
  ProviderName,
  ProviderOrder,
  ProviderPayment,
  ProviderPaymentLink,
} from '#src/payments/gateway.ts'

/** One HTTP exchange, as a custom transport sees it: the body is the JSON text the SDK sends. */
export interface GatewayRequest {
  method: string
  /** absolute: the base URL + /v1/… (+ the query) */
  url: string
  headers: Record<string, string>
  body?: string
}
export interface GatewayResponse {
  status: number
  /** the JSON text of the answer */
  body: string
}
/** Instead of the network: the sandbox mounted in the same API answers through fastify.inject. */
export type GatewayTransport = (request: GatewayRequest) => Promise<GatewayResponse>

export interface RazorpayGatewayOptions {
  provider: ProviderName
  keyId: string
  keySecret: string
  webhookSecret: string
  /** the SDK's base URL (no /v1); undefined: https://api.razorpay.com */
  apiBase?: string
  /**
   * How long one request to the provider may take (decision 045): the SDK's axios `timeout`. Unset: 8 s.
   * A request that gets no answer in time, or none at all, rejects with PaymentProviderError status 0.
   */
  timeoutMs?: number
  /** the checkout script the browser loads */
  checkoutScriptUrl: string
  /** replaces the SDK's HTTP requests (the in-process sandbox); undefined: the network */
  transport?: GatewayTransport
}

/**
 * The error a Razorpay call rejects with (the SDK's normalizeError): the status and Razorpay's error body;
 * status 0 when no answer came (a timeout, a refused or broken connection).
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError'
  readonly statusCode: number
  readonly error: { code?: string; description?: string; reason?: string } | undefined
  constructor(statusCode: number, error: PaymentProviderError['error']) {
    super(
      `${statusCode === 0 ? 'payment provider did not answer' : `payment provider answered ${statusCode}`}: ${error?.code ?? 'no code'} ${error?.description ?? ''}`.trim(),
    )
    this.statusCode = statusCode
    this.error = error
  }
}

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'

/** The part of the SDK's axios instance we set: its base URL, timeout, an interceptor and (sandbox) its adapter. */
interface AxiosLike {
  defaults: { baseURL?: string; adapter?: unknown; timeout?: number }
  interceptors: {
    request: { use(onFulfilled: (config: { signal?: unknown }) => { signal?: unknown }): number }
    response: { use(onFulfilled: undefined, onRejected: (error: unknown) => unknown): number }
  }
}

/** Unless told otherwise, a request to the provider fails after this long (RAZORPAY_TIMEOUT_MS). */
export const RAZORPAY_TIMEOUT_MS = 8_000

/**
 * The SDK's normalizeError reads `err.response.status` and so turns a timeout (no response) into a
 * TypeError that names nothing. Before it runs, an answerless failure gets a response of status 0 that
 * says what happened (axios's code: ECONNABORTED or ETIMEDOUT for the timeout, ECONNREFUSED, ...).
 */
function noAnswerAsStatus0(error: unknown): never {
  if (error && typeof error === 'object' && !(error as { response?: unknown }).response) {
    const { code, message } = error as { code?: string; message?: string }
    Object.assign(error, {
      response: {
        status: 0,
        data: { error: { code: 'NO_ANSWER', description: `${code ?? 'no code'}: ${message ?? ''}`.trim() } },
      },
    })
  }
  throw error
}
interface AxiosConfigLike {
  method?: string
  baseURL?: string
  url?: string
  params?: Record<string, unknown>
  data?: unknown
  auth?: { username: string; password: string }
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>
}

/** An axios adapter over a transport: what the SDK's own error handling expects (err.response.{status,data}). */
function adapterFor(transport: GatewayTransport) {
  return async (config: AxiosConfigLike) => {
    const url = new URL(`${config.baseURL ?? ''}${config.url ?? ''}`)
    for (const [key, value] of Object.entries(config.params ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value))
    const rawHeaders = config.headers?.toJSON ? config.headers.toJSON() : (config.headers ?? {})
    const headers: Record<string, string> = {}
    for (const [key, value] of Object.entries(rawHeaders))
      if (typeof value === 'string' || typeof value === 'number') headers[key.toLowerCase()] = String(value)
    if (config.auth)
      headers.authorization = `Basic ${Buffer.from(`${config.auth.username}:${config.auth.password}`).toString('base64')}`
    const method = (config.method ?? 'get').toUpperCase()
    const answer = await transport({
      method,
      url: url.toString(),
      headers,
      ...(typeof config.data === 'string' ? { body: config.data } : {}),
    })
    let data: unknown
    try {
      data = JSON.parse(answer.body)
    } catch {
      data = { error: { code: 'SERVER_ERROR', description: answer.body.slice(0, 200) } }
    }
    const response = { data, status: answer.status, statusText: '', headers: {}, config, request: {} }
    if (answer.status >= 200 && answer.status < 300) return response
    throw Object.assign(new Error(`Request failed with status code ${answer.status}`), { response, config })
  }
}

/** HMAC-SHA256 hex compared in constant time (both sides hashed to one length first). */
function sameHmac(payload: string, signature: string, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(payload).digest()
  const given = Buffer.from(signature, 'hex')
  // a signature that is not 64 hex characters decodes to another length: compare against itself to keep the time
  const comparable = given.length === expected.length && /^[0-9a-f]{64}$/i.test(signature)
  return timingSafeEqual(expected, comparable ? given : expected) && comparable
}

async function call<T>(run: () => Promise<unknown>): Promise<T> {
  try {
    return (await run()) as T
  } catch (error) {
    if (error && typeof error === 'object' && 'statusCode' in error)
      throw new PaymentProviderError(
        Number((error as { statusCode: unknown }).statusCode),
        (error as { error?: PaymentProviderError['error'] }).error,
      )
    throw error
  }
}

/**
 * The PaymentGateway through the official `razorpay` SDK (decision 036). `apiBase` moves the SDK's base
 * URL (the sandbox, a standalone sandbox in the production-mode tests); `transport` replaces its HTTP
 * requests (the sandbox in the same API, reached by fastify.inject whether or not the API listens).
 * Signatures are Razorpay's utilities, after a constant-time HMAC comparison: a wrong signature is
 * refused without the utilities' string comparison ever running.
 */
export function createRazorpayGateway(options: RazorpayGatewayOptions): PaymentGateway {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret })
  // The SDK keeps an axios instance at api.rq; Razorpay's own tests move its base URL the same way.
  const rq = (sdk.api as unknown as { rq: AxiosLike }).rq
  if (options.apiBase) rq.defaults.baseURL = options.apiBase
  // axios's `timeout` is the socket's idle time (a trickling answer would extend it); the signal bounds the
  // whole exchange. Either ends in an answerless error, status 0 below.
  const timeoutMs = options.timeoutMs ?? RAZORPAY_TIMEOUT_MS
  rq.defaults.timeout = timeoutMs
  rq.interceptors.request.use((config) => {
    config.signal ??= AbortSignal.timeout(timeoutMs)
    return config
  })
  rq.interceptors.response.use(undefined, noAnswerAsStatus0)
  if (options.transport) rq.defaults.adapter = adapterFor(options.transport)
  const { keySecret, webhookSecret } = options

  return {
    provider: options.provider,
    keyId: options.keyId,
    checkoutScriptUrl: options.checkoutScriptUrl,
    createOrder: (input: CreateOrderInput) => call<ProviderOrder>(() => sdk.orders.create(input)),
    fetchOrder: (orderId) => call<ProviderOrder>(() => sdk.orders.fetch(orderId)),
    fetchOrderPayments: async (orderId) =>
      (await call<{ items: ProviderPayment[] }>(() => sdk.orders.fetchPayments(orderId))).items,
    fetchPayment: (paymentId) => call<ProviderPayment>(() => sdk.payments.fetch(paymentId)),
    createPaymentLink: (input: CreatePaymentLinkInput) =>
      call<ProviderPaymentLink>(() => sdk.paymentLink.create(input)),
    fetchPaymentLink: (linkId) => call<ProviderPaymentLink>(() => sdk.paymentLink.fetch(linkId)),
    verifyPayment: ({ orderId, paymentId, signature }) =>
      sameHmac(`${orderId}|${paymentId}`, signature, keySecret) &&
      validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret),
    verifyPaymentLink: ({ linkId, referenceId, status, paymentId, signature }) =>
      sameHmac(`${linkId}|${referenceId}|${status}|${paymentId}`, signature, keySecret) &&
      validatePaymentVerification(
        {
          payment_link_id: linkId,
          payment_link_reference_id: referenceId,
          payment_link_status: status,
          payment_id: paymentId,
        },
        signature,
        keySecret,
      ),
    verifyWebhook: (rawBody, signature) =>
      sameHmac(rawBody, signature, webhookSecret) &&
      validateWebhookSignature(rawBody, signature, webhookSecret),
  }
}
