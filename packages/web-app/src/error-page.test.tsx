import type { ErrorComponentProps } from '@tanstack/react-router'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorPage } from './error-page.tsx'
import { renderInRouter } from './testing/render-in-router.tsx'

afterEach(cleanup)

function renderErrorPage() {
  const reset = vi.fn()
  const props: ErrorComponentProps = { error: new Error('GET http://10.0.0.5:3000/api failed'), reset }
  const rendered = renderInRouter({ root: () => <ErrorPage {...props} title="Jobs could not be loaded" /> })
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

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))

    expect(reset).toHaveBeenCalledOnce()
    expect(invalidate).toHaveBeenCalledOnce()
  })
})
