import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInRouter } from './testing/render-in-router.tsx'
import { OfflineToast, showToast, ToastHost } from './toasts.tsx'

afterEach(cleanup)

function Shell() {
  return (
    <>
      <ToastHost label="Notifications" dismissLabel="Dismiss" />
      <OfflineToast title="Connection" message="No internet connection" />
    </>
  )
}

describe('ToastHost and OfflineToast', () => {
  it('draw nothing until a toast is shown, then show it in the labelled region', async () => {
    renderInRouter({ root: Shell })
    await screen.findByRole('status')
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()

    act(() =>
      showToast({ title: 'Apply Job', message: 'Something went wrong while applying. Please try again.' }),
    )

    expect(await screen.findByText('Something went wrong while applying. Please try again.')).toBeTruthy()
    expect(screen.getByText('Apply Job')).toBeTruthy()
  })

  it("say 'No internet connection' when a call is made offline, without loading the toast code", async () => {
    const { context } = renderInRouter({ root: Shell })
    await screen.findAllByRole('status')
    expect(screen.queryByText('No internet connection')).toBeNull()

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    try {
      await act(() => context.api.send({ method: 'GET', path: '/classifieds/feed/', auth: 'none' }))
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
    }

    const toast = await screen.findByText('No internet connection')
    expect(toast.textContent).toBe('Connection No internet connection')
    expect(toast.closest('[role="status"]')).toBeTruthy()
  })
})
