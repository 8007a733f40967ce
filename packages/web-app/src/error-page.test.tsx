import { ApiError, ApiUnreachableError } from '@localjobs/api-client/errors'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorPage } from './error-page.tsx'
import { renderInRouter } from './testing/render-in-router.tsx'

const browserSide = vi.hoisted(() => ({ startBrowserErrorReporting: vi.fn(), reportRenderError: vi.fn() }))
vi.mock('@localjobs/error-reporting/browser', () => browserSide)

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const reporting = {
  dsn: 'https://public@o1.ingest.sentry.io/2',
  environment: 'test',
  release: 'localjobs@abc',
}

function renderErrorPage({
  error = new Error('GET http://10.0.0.5:3000/api failed') as Error,
  errorReporting = null as typeof reporting | null,
  locale = 'hi' as 'en' | 'hi' | 'te',
  words = {} as { advice?: string; retryLabel?: string },
} = {}) {
  const reset = vi.fn()
  const props: ErrorComponentProps = { error, reset, info: { componentStack: '\n    at JobCard' } }
  const rendered = renderInRouter({
    root: () => (
      <ErrorPage
        {...props}
        title="Jobs could not be loaded"
        home={{ href: '/jobs', label: 'See the latest jobs' }}
        {...words}
      />
    ),
    extendContext: (base) => ({ site: { ...base.site, locale, errorReporting } }),
  })
  return { reset, ...rendered }
}

describe('ErrorPage', () => {
  it('announces the failure without showing the error, which may name internal addresses', async () => {
    renderErrorPage()

    const alert = await screen.findByRole('alert')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jobs could not be loaded')
    expect(alert.textContent).not.toContain('10.0.0.5')
  })

  it('tries again: clears the error and loads the page again', async () => {
    const { reset, router } = renderErrorPage()
    const invalidate = vi.spyOn(router, 'invalidate')

    fireEvent.click(await screen.findByRole('button', { name: 'फिर से कोशिश करें' }))

    expect(reset).toHaveBeenCalledOnce()
    expect(invalidate).toHaveBeenCalledOnce()
  })

  it.each([
    ['en', 'Check your internet connection and try again.', 'Try again'],
    ['hi', 'अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।', 'फिर से कोशिश करें'],
    ['te', 'మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.', 'మళ్ళీ ప్రయత్నించండి'],
  ] as const)(
    'without words of the app, advises and offers to try again in the page language (%s)',
    async (locale, advice, retry) => {
      renderErrorPage({ locale })

      expect((await screen.findByRole('alert')).textContent).toContain(advice)
      expect(screen.getByRole('button', { name: retry })).toBeTruthy()
    },
  )

  it("an app's own advice and label win", async () => {
    renderErrorPage({ locale: 'te', words: { advice: 'Reload the page.', retryLabel: 'Reload' } })

    expect((await screen.findByRole('alert')).textContent).toContain('Reload the page.')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
  })

  it("offers a way back: a link to the app's home page", async () => {
    renderErrorPage()
    expect((await screen.findByRole('link', { name: 'See the latest jobs' })).getAttribute('href')).toBe(
      '/jobs',
    )
  })

  it('reports the error, with the component stack, when error reporting is on (decision 042)', async () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'title')")
    renderErrorPage({ error, errorReporting: reporting })

    await waitFor(() => expect(browserSide.reportRenderError).toHaveBeenCalledWith(error, '\n    at JobCard'))
    expect(browserSide.startBrowserErrorReporting).toHaveBeenCalledWith(reporting)
  })

  it('reports nothing when error reporting is off, or when the device was offline', async () => {
    renderErrorPage()
    renderErrorPage({
      error: Object.assign(new Error('offline'), { name: 'ApiOfflineError' }),
      errorReporting: reporting,
    })
    await screen.findAllByRole('alert')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(browserSide.reportRenderError).not.toHaveBeenCalled()
  })

  it('says the service is down for a moment when the API is away (a 503, or no answer), and reports nothing', async () => {
    const down = new ApiError(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' })
    renderErrorPage({ error: down, errorReporting: reporting })

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('अभी उपलब्ध नहीं')
    expect(screen.getByRole('alert').textContent).toContain('थोड़ी देर में फिर से कोशिश करें।')
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the latest jobs' }).getAttribute('href')).toBe('/jobs')
    cleanup()

    renderErrorPage({ error: new ApiUnreachableError(), errorReporting: reporting })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('अभी उपलब्ध नहीं')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(browserSide.reportRenderError).not.toHaveBeenCalled()
  })

  it('says so too while hydrating an outage page the server marked (the error has lost its name)', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="localjobs-unavailable" content="">')
    const revived = new Error('The service is unavailable.')
    renderErrorPage({ error: revived, errorReporting: reporting })

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('अभी उपलब्ध नहीं')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(browserSide.reportRenderError).not.toHaveBeenCalled()
    cleanup()

    // the mark is for that error only: a later one speaks for itself
    const later = new TypeError('x is undefined')
    renderErrorPage({ error: later, errorReporting: reporting })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Jobs could not be loaded')
    await waitFor(() => expect(browserSide.reportRenderError).toHaveBeenCalledWith(later, '\n    at JobCard'))
  })
})
