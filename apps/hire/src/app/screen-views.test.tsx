import { Outlet, useRouterState } from '@tanstack/react-router'
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Route as HomeRoute } from '#src/routes/index.tsx'
import { renderHire } from '#src/testing/render-hire.tsx'
import { useScreenViews } from './screen-views.ts'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function ScreenViews() {
  useScreenViews()
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

describe('useScreenViews (hire)', () => {
  it('sends advertiser screen views (not seeker events) for the first page and each page after it', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const events = () =>
      info.mock.calls.map((call) => call[2] as { name: string; category: string; isSeeker: boolean })
    const { router } = await renderHire({
      root: Root,
      basepath: '/hire',
      path: '/hire/profile',
      routes: [{ path: '/profile', component: () => null }],
      // the console sink, as under `vite dev`
      extendContext: (base) => ({
        site: { ...base.site, analytics: { console: true, seeker: {}, advertiser: {} } },
      }),
    })
    await vi.waitFor(() => expect(events().map((e) => e.name)).toContain('screen_view_other'))
    expect(events()[0]).toMatchObject({ category: 'screen_view', isSeeker: false })

    await router.navigate({ href: '/hire/nowhere' })
    await vi.waitFor(() => expect(events().at(-1)?.name).toBe('screen_view_not_found'))
  })

  it("names the advertiser home 'advertiser_home'", () => {
    expect(HomeRoute.options.staticData?.screen).toBe('advertiser_home')
  })
})
