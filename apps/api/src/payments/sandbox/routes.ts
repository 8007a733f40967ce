import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { CHECKOUT_SCRIPT } from '#src/payments/sandbox/checkout-script.ts'
import { linkPage } from '#src/payments/sandbox/link-page.ts'
import {
  type RazorpaySandbox,
  SandboxError,
  type SandboxOutcome,
  WEBHOOK_MODES,
  type WebhookMode,
} from '#src/payments/sandbox/sandbox.ts'

export interface SandboxRoutesOptions {
  sandbox: RazorpaySandbox
}

/**
 * The sandbox's HTTP face (decision 036), a plain Fastify plugin: the API registers it at
 * /api/dev/razorpay/ outside production (app.ts), and standalone.ts serves it alone. Razorpay's REST
 * endpoints the SDK calls (Basic auth by key id and secret, Razorpay's entities and error body), the
 * checkout script, the short-link page, and `_control` for tests.
 *
 * Every route is `access: 'public'` (the REST ones check Razorpay's Basic auth themselves) and needs no
 * CSRF header (`csrf: false`): the browser calls come from the checkout dialog and the link page, and
 * what they change is the sandbox's own memory; the API trusts only the signatures.
 */
const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (fastify, { sandbox }) => {
  const open = { config: { access: 'public' as const, csrf: false } }
  const rest = {
    config: open.config,
    onRequest: async (request: { headers: { authorization?: string } }, reply: FastifyReply) => {
      if (!sandbox.authorized(request.headers.authorization))
        return reply
          .code(401)
          .header('cache-control', 'no-store')
          .send(new SandboxError(401, 'Authentication failed').body)
    },
  }

  // The link page's form posts: only within this plugin (content-type parsers are encapsulated)
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  fastify.setErrorHandler((error, _request, reply) => {
    reply.header('cache-control', 'no-store')
    if (error instanceof SandboxError) return reply.code(error.statusCode).send(error.body)
    const status = (error as { statusCode?: number }).statusCode
    if (status && status >= 400 && status < 500)
      return reply.code(status).send(new SandboxError(400, (error as Error).message).body)
    fastify.log.error({ err: error }, 'razorpay sandbox error')
    return reply.code(500).send({
      error: {
        code: 'SERVER_ERROR',
        description: 'The sandbox failed',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      },
    })
  })
  fastify.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })

  const body = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {}

  // Razorpay's REST API (the parts the SDK uses)
  fastify.post('/v1/orders', rest, async (request) => sandbox.createOrder(body(request.body)))
  fastify.get<{ Params: { id: string } }>('/v1/orders/:id', rest, async (request) =>
    sandbox.order(request.params.id),
  )
  fastify.get<{ Params: { id: string } }>('/v1/orders/:id/payments', rest, async (request) =>
    sandbox.orderPayments(request.params.id),
  )
  fastify.get<{ Params: { id: string } }>('/v1/payments/:id', rest, async (request) =>
    sandbox.payment(request.params.id),
  )
  fastify.post('/v1/payment_links', rest, async (request) => sandbox.createPaymentLink(body(request.body)))
  fastify.get<{ Params: { id: string } }>('/v1/payment_links/:id', rest, async (request) =>
    sandbox.paymentLink(request.params.id),
  )

  // The browser's side
  fastify.get('/checkout.js', open, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(CHECKOUT_SCRIPT),
  )
  // The checkout runs on the merchant's page, of any origin (Razorpay's is cross-origin too): CORS, no cookies
  const cors = (reply: FastifyReply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
  fastify.options('/_checkout/pay', open, async (_request, reply) => cors(reply).code(204).send())
  fastify.post(
    '/_checkout/pay',
    { ...open, onSend: async (_request, reply) => void cors(reply) },
    async (request) => {
      const { key_id, order_id, outcome, contact } = body(request.body)
      if (
        typeof key_id !== 'string' ||
        typeof order_id !== 'string' ||
        (outcome !== 'success' && outcome !== 'failure')
      )
        throw new SandboxError(400, 'key_id, order_id and outcome (success or failure) are required')
      return sandbox.pay({
        keyId: key_id,
        orderId: order_id,
        outcome,
        ...(typeof contact === 'string' ? { contact } : {}),
      })
    },
  )

  // The payment link's short_url page
  fastify.get<{ Params: { id: string } }>('/l/:id', open, async (request, reply) => {
    const link = sandbox.links.get(request.params.id)
    return reply
      .code(link ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(linkPage(link ? sandbox.paymentLink(link.id) : undefined))
  })
  fastify.post<{ Params: { id: string } }>('/l/:id/pay', open, async (request, reply) => {
    const link = sandbox.links.get(request.params.id)
    const outcome = body(request.body).outcome
    if (!link || (outcome !== 'success' && outcome !== 'failure'))
      return reply
        .code(link ? 400 : 404)
        .type('text/html; charset=utf-8')
        .send(linkPage(link))
    if (sandbox.paymentLink(link.id).status !== 'created')
      return reply.type('text/html; charset=utf-8').send(linkPage(link))
    const { callback, payment } = sandbox.payLink(link.id, outcome as SandboxOutcome)
    if (callback) return reply.redirect(callback, 303)
    return reply
      .type('text/html; charset=utf-8')
      .send(linkPage(link, payment.status === 'failed' ? 'Payment failed. Try again.' : 'Paid.'))
  })

  // Tests: how webhooks are delivered, and what was delivered
  fastify.get('/_control', open, async () => ({
    webhooks: sandbox.webhookMode,
    deliveries: sandbox.deliveries,
  }))
  fastify.post('/_control', open, async (request) => {
    const { webhooks, clear_deliveries } = body(request.body)
    if (webhooks !== undefined && !(WEBHOOK_MODES as readonly unknown[]).includes(webhooks))
      throw new SandboxError(400, `webhooks must be one of ${WEBHOOK_MODES.join(', ')}`, 'webhooks')
    if (webhooks !== undefined) sandbox.webhookMode = webhooks as WebhookMode
    if (clear_deliveries === true) sandbox.deliveries.length = 0
    return { webhooks: sandbox.webhookMode, deliveries: sandbox.deliveries }
  })
}

export default sandboxRoutes
