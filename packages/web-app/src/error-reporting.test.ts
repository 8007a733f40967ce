import { afterEach, describe, expect, it, vi } from 'vitest'

const browserSide = vi.hoisted(() => ({ startBrowserErrorReporting: vi.fn(), reportRenderError: vi.fn() }))
vi.mock('@localjobs/error-reporting/browser', () => browserSide)

const { startErrorReporting } = await import('./error-reporting.ts')
const { isReportable, reportPageError } = await import('./page-error-report.ts')

const settings = {
  dsn: 'https://public@o1.ingest.sentry.io/2',
  environment: 'test',
  release: 'localjobs@abc',
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

afterEach(() => {
  vi.clearAllMocks()
  vi.unstubAllGlobals()
})

describe('startErrorReporting', () => {
  it('loads the browser side in an idle moment, with the server’s settings', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    startErrorReporting(settings)
    await settle()
    expect(browserSide.startBrowserErrorReporting).not.toHaveBeenCalled()

    for (const run of idle) run()
    await settle()
    expect(browserSide.startBrowserErrorReporting).toHaveBeenCalledWith(settings)
  })

  it('loads nothing when reporting is off', async () => {
    const idle = vi.fn()
    vi.stubGlobal('requestIdleCallback', idle)
    startErrorReporting(null)
    await settle()
    expect(idle).not.toHaveBeenCalled()
    expect(browserSide.startBrowserErrorReporting).not.toHaveBeenCalled()
  })
})

describe('reportPageError', () => {
  it('starts the browser side and reports the error with its component stack', async () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'title')")
    reportPageError(settings, error, '\n    at JobCard')
    await settle()
    expect(browserSide.startBrowserErrorReporting).toHaveBeenCalledWith(settings)
    expect(browserSide.reportRenderError).toHaveBeenCalledWith(error, '\n    at JobCard')
  })

  it('reports nothing when reporting is off', async () => {
    reportPageError(null, new Error('x'))
    await settle()
    expect(browserSide.reportRenderError).not.toHaveBeenCalled()
  })
})

describe('isReportable', () => {
  const named = (name: string, status?: number) => Object.assign(new Error('m'), { name, status })

  it('is true for faults in our code and for answers the API gave below 500', () => {
    expect(isReportable(new TypeError('x'))).toBe(true)
    expect(isReportable('a string thrown')).toBe(true)
    expect(isReportable(named('ApiError', 400))).toBe(true)
  })

  it('is false for the network (offline, unreachable) and for 500s, which the API reported itself', () => {
    expect(isReportable(named('ApiOfflineError'))).toBe(false)
    expect(isReportable(named('ApiUnreachableError'))).toBe(false)
    expect(isReportable(named('ApiError', 503))).toBe(false)
  })
})
