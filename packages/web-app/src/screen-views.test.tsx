import { Outlet, useRouterState } from '@tanstack/react-router'
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useScreenViews } from './screen-views.ts'
import { renderInRouter } from './testing/render-in-router.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function ScreenViews() {
  useScreenViews('seeker')
  return null
}

/** As on a page the server rendered, the router has resolved the page when the root's effects run. */
function Root() {
  const resolved = useRouterState({ select: (state) => state.resolvedLocation !== undefined })
  return (
    <>
      {resolved && <ScreenViews />}
      <Outlet />
    </>
  )
}

describe('useScreenViews', () => {
  it('starts the analytics with the site settings and sends a view of the first page and of each page after it', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const names = () => info.mock.calls.map((call) => (call[2] as { name: string; category: string }).name)
    const { router } = renderInRouter({
      root: Root,
      path: '/pune',
      routes: [{ path: '/pune', component: () => null }],
      // the console sink, as under `vite dev`
      extendContext: (base) => ({
        site: { ...base.site, analytics: { console: true, seeker: {}, advertiser: {} } },
      }),
    })
    await vi.waitFor(() => expect(names()).toEqual(['screen_view_other']))
    expect(info.mock.calls[0]?.[2]).toMatchObject({ category: 'screen_view', isSeeker: true })

    await router.navigate({ to: '/does-not-exist' })
    await vi.waitFor(() => expect(names()).toEqual(['screen_view_other', 'screen_view_not_found']))
  })
})
