import Fastify, { type FastifyInstance } from 'fastify'
import sandboxRoutes from '#src/payments/sandbox/routes.ts'
import { RazorpaySandbox, SANDBOX_PREFIX } from '#src/payments/sandbox/sandbox.ts'

export interface StandaloneSandbox {
  /** the base URL to hand the SDK (RAZORPAY_API_BASE): http://127.0.0.1:<port>/api/dev/razorpay */
  url: string
  sandbox: RazorpaySandbox
  server: FastifyInstance
  close: () => Promise<void>
}

/**
 * The sandbox on its own port, outside any API: the production-mode tests point a gateway built with
 * production settings at it (decision 036). Webhooks are POSTed to `webhookUrl` when given.
 */
export async function startStandaloneSandbox(options: {
  keyId: string
  keySecret: string
  webhookSecret: string
  webhookUrl?: string
  port?: number
  host?: string
}): Promise<StandaloneSandbox> {
  const host = options.host ?? '127.0.0.1'
  const sandbox = new RazorpaySandbox({
    keyId: options.keyId,
    keySecret: options.keySecret,
    webhookSecret: options.webhookSecret,
    publicUrl: '',
    ...(options.webhookUrl
      ? {
          deliver: async (rawBody: string, headers: Record<string, string>) =>
            (await fetch(options.webhookUrl as string, { method: 'POST', headers, body: rawBody })).status,
        }
      : {}),
  })
  const server = Fastify({ logger: false })
  await server.register(sandboxRoutes, { prefix: SANDBOX_PREFIX, sandbox })
  await server.listen({ port: options.port ?? 0, host })
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  const url = `http://${host}:${port}${SANDBOX_PREFIX}`
  sandbox.publicUrl = url
  return { url, sandbox, server, close: () => server.close() }
}
