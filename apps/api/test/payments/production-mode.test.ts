import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#src/app.ts'
import type { Database } from '#src/db/database.ts'
import { type Env, loadEnv } from '#src/env.ts'
import { newPrivateKeyPem } from '#src/lib/access-token.ts'
import { createRazorpayGateway, RAZORPAY_CHECKOUT_SCRIPT } from '#src/payments/razorpay-gateway.ts'
import { type StandaloneSandbox, startStandaloneSandbox } from '#src/payments/sandbox/standalone.ts'
import { createTestDatabase } from '../helpers/database.ts'

/**
 * "Production mode is tested by pointing the SDK at the sandbox with production settings otherwise": the
 * production environment (razorpay provider, its own secrets, GST seller) with only the base URL moved to a
 * standalone sandbox, and test keys allowed explicitly.
 */
const KEY_ID = 'rzp_test_ProductionMode1'
const KEY_SECRET = 'production-mode-key-secret'
const WEBHOOK_SECRET = 'production-mode-webhook-secret'

const productionEnv = (extra: Record<string, string>) =>
  loadEnv({
    NODE_ENV: 'production',
    OTP_SECRET: 'k'.repeat(40),
    ALTCHA_HMAC_KEY: 'a'.repeat(40),
    SIGNED_URL_SECRET: 's'.repeat(40),
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example.test/send',
    SMS_HTTP_TOKEN: 'gateway-token',
    JWT_PRIVATE_KEY: newPrivateKeyPem(),
    GST_SELLER_NAME: 'LocalJobs Private Limited',
    GST_SELLER_ADDRESS: '1 Main Road, Hyderabad, Telangana 500001',
    GST_SELLER_GSTIN: '36ABCDE1234F1Z5',
    JOBS_WORKER: 'false',
    CLEANUP_INTERVAL_MINUTES: '0',
    ...extra,
  })

let standalone: StandaloneSandbox
let env: Env
let database: Database

beforeAll(async () => {
  standalone = await startStandaloneSandbox({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
  })
  env = productionEnv({
    PAYMENTS_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: standalone.url,
    ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
  })
  database = await createTestDatabase()
})
afterAll(async () => {
  await standalone?.close()
  await database?.close()
})

describe('production settings', () => {
  it('the API’s gateway is Razorpay’s, and reaches the configured base URL over HTTP through the SDK', async () => {
    const app = buildApp({ db: database, env })
    await app.ready()
    try {
      expect(app.payments).toMatchObject({
        provider: 'razorpay',
        keyId: KEY_ID,
        checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
      })
      expect(app.razorpaySandbox).toBeNull()
      const order = await app.payments.createOrder({
        amount: 118_000,
        currency: 'INR',
        receipt: 'order_9',
        notes: { a: '1' },
      })
      expect(standalone.sandbox.orders.get(order.id)).toMatchObject({ amount: 118_000, receipt: 'order_9' })
      expect(await app.payments.fetchOrder(order.id)).toMatchObject({ id: order.id, status: 'created' })
      const link = await app.payments.createPaymentLink({
        amount: 59_000,
        currency: 'INR',
        reference_id: '9',
        description: 'Plan',
        customer: { contact: '+919876543210' },
        notify: { sms: false, email: false },
        callback_url: 'https://localjobs.example/api/payments/razorpay/link/callback/',
        callback_method: 'get',
        notes: {},
      })
      expect(await app.payments.fetchPaymentLink(link.id)).toMatchObject({ id: link.id, status: 'created' })
      // the checkout's signature, made by the sandbox, checks with the production gateway
      const paid = standalone.sandbox.pay({ keyId: KEY_ID, orderId: order.id, outcome: 'success' })
      if (!('razorpay_signature' in paid)) throw new Error('expected a payment')
      expect(
        app.payments.verifyPayment({
          orderId: order.id,
          paymentId: paid.razorpay_payment_id,
          signature: paid.razorpay_signature,
        }),
      ).toBe(true)
      expect((await app.payments.fetchOrderPayments(order.id))[0]).toMatchObject({ status: 'captured' })
    } finally {
      await app.close()
    }
  })

  it('a wrong key secret is refused by the provider (Basic auth), as Razorpay would', async () => {
    const gateway = createRazorpayGateway({
      provider: 'razorpay',
      keyId: KEY_ID,
      keySecret: 'not-the-secret',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: standalone.url,
      checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
    })
    await expect(gateway.fetchOrder('order_x')).rejects.toMatchObject({
      statusCode: 401,
      error: { description: 'Authentication failed' },
    })
  })

  it('never mounts the sandbox: its routes answer 404, even with the sandbox provider allowed', async () => {
    for (const settings of [
      env,
      productionEnv({
        PAYMENTS_PROVIDER: 'sandbox',
        ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
        RAZORPAY_API_BASE: standalone.url,
      }),
    ]) {
      const app = buildApp({ db: database, env: settings })
      await app.ready()
      try {
        for (const url of [
          '/api/dev/razorpay/checkout.js',
          '/api/dev/razorpay/_control',
          '/api/dev/razorpay/v1/orders/order_x',
          '/api/dev/razorpay/l/plink_x',
        ])
          expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
        const control = await app.inject({
          method: 'POST',
          url: '/api/dev/razorpay/_control',
          payload: { webhooks: 'none' },
        })
        expect([403, 404]).toContain(control.statusCode)
        expect(app.razorpaySandbox).toBeNull()
      } finally {
        await app.close()
      }
    }
  })
})
