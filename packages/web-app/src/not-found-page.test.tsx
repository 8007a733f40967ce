import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NotFoundPage } from './not-found-page.tsx'
import { renderInRouter } from './testing/render-in-router.tsx'

afterEach(cleanup)

describe('NotFoundPage', () => {
  it("says the page is missing, in the app's words, and links to the app's home", async () => {
    renderInRouter({
      root: () => <NotFoundPage homeLink="See the latest jobs">This page has moved.</NotFoundPage>,
      basepath: '/jobs',
      path: '/jobs/nowhere',
    })

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found')
    expect(screen.getByText('This page has moved.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the latest jobs' }).getAttribute('href')).toMatch(
      /^\/jobs\/?$/,
    )
  })
})
