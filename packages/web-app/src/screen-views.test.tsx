import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppAnalytics } from './analytics.ts'
import { useScreenViews } from './screen-views.ts'
import { renderInRouter } from './testing/render-in-router.tsx'

afterEach(cleanup)

const recorder = (): AppAnalytics & { started: unknown[]; names: string[] } => {
  const started: unknown[] = []
  const names: string[] = []
  return {
    started,
    names,
    start: (settings) => started.push(settings),
    track: (name, options) => {
      expect(options).toEqual({ category: 'screen_view' })
      names.push(name)
    },
  }
}

let analytics = recorder()
function Root() {
  useScreenViews(analytics)
  return null
}

describe('useScreenViews', () => {
  it('starts analytics with the site settings and sends a view of the first page and of each page after it', async () => {
    analytics = recorder()
    const { router, context } = renderInRouter({
      root: Root,
      path: '/pune',
      routes: [{ path: '/pune', component: () => null }],
    })
    await vi.waitFor(() => expect(analytics.names).toEqual(['screen_view_other']))
    expect(analytics.started).toEqual([context.site])

    await router.navigate({ to: '/does-not-exist' })
    await vi.waitFor(() => expect(analytics.names).toEqual(['screen_view_other', 'screen_view_not_found']))
  })
})
