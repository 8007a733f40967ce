import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTranslations } from './i18n.ts'
import { renderInRouter } from './testing/render-in-router.tsx'
import { OfflineToast, showToast, ToastHost, type ToastMessages } from './toasts.tsx'

afterEach(cleanup)

function Shell() {
  return (
    <>
      <ToastHost />
      <OfflineToast />
    </>
  )
}

const common: ToastMessages = {
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  connection: 'Connection',
  offline: 'No internet connection',
}

/** The shell as an app draws it: its words come from the app's `common` namespace. */
async function renderShell() {
  const i18n = createTranslations(
    {
      common: {
        en: async () => ({ default: common }),
        hi: async () => ({ default: common }),
        te: async () => ({ default: common }),
      },
    },
    { locale: 'en', namespaces: [] },
  )
  await i18n.load(['common'])
  return renderInRouter({ root: Shell, extendContext: () => ({ i18n }) })
}

describe('ToastHost and OfflineToast', () => {
  it('draw nothing until a toast is shown, then show it in the labelled region', async () => {
    await renderShell()
    await screen.findByRole('status')
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()

    act(() =>
      showToast({ title: 'Apply Job', message: 'Something went wrong while applying. Please try again.' }),
    )

    expect(await screen.findByText('Something went wrong while applying. Please try again.')).toBeTruthy()
    expect(screen.getByText('Apply Job')).toBeTruthy()
  })

  it("say 'No internet connection' when a call is made offline, without loading the toast code", async () => {
    const { context } = await renderShell()
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
