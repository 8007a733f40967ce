// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'

const nodeSide = vi.hoisted(() => ({
  startNodeErrorReporting: vi.fn(async (settings: unknown) => settings !== null),
  reportServerError: vi.fn(async () => undefined),
}))
vi.mock('@localjobs/error-reporting/node', () => nodeSide)

const { withErrorReporting } = await import('./server-error-reporting.ts')

const settings = {
  dsn: 'https://public@o1.ingest.sentry.io/2',
  environment: 'test',
  release: 'localjobs@abc',
}
const request = () => new Request('http://localhost/jobs/jobs-in-hyderabad?lang=te')
/** Start's handler, as the entry calls it. */
type Handler = (request: Request) => Promise<Response>
const failingWith =
  (error: Error): Handler =>
  async () => {
    throw error
  }

afterEach(() => {
  vi.clearAllMocks()
})

describe('withErrorReporting (decision 042)', () => {
  it('starts the SDK once, on the first request, and reports an error that escapes the handler', async () => {
    const failure = new Error('the render could not start')
    const handler = withErrorReporting(failingWith(failure), () => settings, '/jobs')

    await expect(handler(request())).rejects.toBe(failure)
    await expect(handler(request())).rejects.toBe(failure)
    expect(nodeSide.startNodeErrorReporting).toHaveBeenCalledOnce()
    expect(nodeSide.startNodeErrorReporting).toHaveBeenCalledWith(settings)
    expect(nodeSide.reportServerError).toHaveBeenCalledWith(failure, {
      method: 'GET',
      url: '/jobs/jobs-in-hyderabad?lang=te',
      server: '/jobs',
    })
  })

  it('passes answers through untouched, and reports nothing without a DSN', async () => {
    const answer = new Response('<html></html>')
    const answering: Handler = async () => answer
    expect(await withErrorReporting(answering, () => settings, '/jobs')(request())).toBe(answer)

    const failing = withErrorReporting(failingWith(new Error('x')), () => null, '/hire')
    await expect(failing(request())).rejects.toThrow('x')
    expect(nodeSide.reportServerError).not.toHaveBeenCalled()
  })

  it('leaves the handler as it is when the app gives no settings', () => {
    const handler: Handler = async () => new Response('')
    expect(withErrorReporting(handler, undefined, '/jobs')).toBe(handler)
  })
})
