import { appendFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'

/** otp, the app link, a post's status notice, the advertiser's daily applicants digest (issue #9), an agent's payment link (#10) */
export type SmsKind = 'otp' | 'app_link' | 'job_status' | 'applicants' | 'payment_link'

export interface SmsMessage {
  /** a 10-digit Indian mobile number */
  to: string
  text: string
  kind: SmsKind
}

export interface SentSms extends SmsMessage {
  sent_at: string
}

/** How the API sends text messages (OTP codes, the app link); chosen by SMS_PROVIDER. */
export interface SmsSender {
  readonly provider: 'log' | 'http'
  /** Resolves once the message is handed over; rejects with SmsDeliveryError when it could not be. */
  send(message: SmsMessage): Promise<void>
  /** The last message sent to a number, for the development outbox route (log provider only). */
  lastTo?(mobile: string): SentSms | undefined
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError'
}

interface Logger {
  info(details: object, message: string): void
}

/**
 * Development and tests: the message is logged (without its text, which may be a code) and appended as
 * a JSON line to `<outboxDir>/sms.jsonl`, where a person can read it; the last message per number is kept
 * in memory for the development outbox route. Production refuses this provider (env.ts).
 */
export class LogSmsSender implements SmsSender {
  readonly provider = 'log'
  readonly #outboxFile: string
  readonly #outboxDir: string
  readonly #log: Logger
  readonly #last = new Map<string, SentSms>()
  #ready: Promise<unknown> | undefined

  constructor(outboxDir: string, log: Logger) {
    this.#outboxDir = outboxDir
    this.#outboxFile = join(outboxDir, 'sms.jsonl')
    this.#log = log
  }

  async send(message: SmsMessage) {
    const sent: SentSms = { ...message, sent_at: new Date().toISOString() }
    this.#ready ??= mkdir(this.#outboxDir, { recursive: true, mode: 0o700 })
    await this.#ready
    await appendFile(this.#outboxFile, `${JSON.stringify(sent)}\n`, { mode: 0o600 })
    // Bounded: a flood of numbers cannot grow it without limit.
    if (this.#last.size >= 10_000) this.#last.delete(this.#last.keys().next().value as string)
    this.#last.delete(message.to)
    this.#last.set(message.to, sent)
    this.#log.info(
      { sms: { to: maskMobile(message.to), kind: message.kind, outbox: this.#outboxFile } },
      'sms written to the outbox',
    )
  }

  lastTo(mobile: string) {
    return this.#last.get(mobile)
  }
}

export interface HttpSmsOptions {
  url: string
  token: string
  timeoutMs?: number
  fetch?: typeof fetch
}

/**
 * An SMS gateway over HTTP: POSTs `{ to: '+91XXXXXXXXXX', text, kind }` as JSON with
 * `Authorization: Bearer <SMS_HTTP_TOKEN>` to SMS_HTTP_URL and counts any 2xx as handed over. Gateways
 * that want another body need a small adapter here; the interface stays the same.
 */
export class HttpSmsSender implements SmsSender {
  readonly provider = 'http'
  readonly #options: Required<Omit<HttpSmsOptions, 'fetch'>> & { fetch: typeof fetch }

  constructor(options: HttpSmsOptions) {
    this.#options = { timeoutMs: 5_000, fetch: globalThis.fetch, ...options }
  }

  async send(message: SmsMessage) {
    const { url, token, timeoutMs, fetch } = this.#options
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ to: `+91${message.to}`, text: message.text, kind: message.kind }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new SmsDeliveryError(`the SMS gateway did not answer: ${(error as Error).message}`)
    }
    await response.body?.cancel()
    if (!response.ok) throw new SmsDeliveryError(`the SMS gateway answered ${response.status}`)
  }
}

/** '98******10': enough to tell numbers apart in logs, not enough to identify a person. */
export const maskMobile = (mobile: string) =>
  mobile.length === 10 ? `${mobile.slice(0, 2)}******${mobile.slice(-2)}` : '**********'
