import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppLink } from './app-link.tsx'
import { renderInRouter } from './testing/render-in-router.tsx'

afterEach(cleanup)

function Links() {
  return (
    <>
      <AppLink href="/jobs/details">Job details</AppLink>
      {/* plain anchors, as the pages only the server renders have them */}
      <a href="/hire">Hire staff</a>
      <a href="/jobs/details?lang=hi" hrefLang="hi">
        हिन्दी
      </a>
      <Outlet />
    </>
  )
}

const renderLinks = (basepath = '/jobs') =>
  renderInRouter({
    root: Links,
    basepath,
    routes: [{ path: '/details', component: () => <h1>Details page</h1> }],
  })

describe('AppLink', () => {
  it('opens a page of this app inside the app on a plain click, with no page load', async () => {
    const { router } = renderLinks()
    const link = await screen.findByRole('link', { name: 'Job details' })
    expect(link.getAttribute('href')).toBe('/jobs/details')

    const click = fireEvent.click(link)

    expect(click).toBe(false) // the browser's navigation was prevented
    await screen.findByRole('heading', { name: 'Details page' })
    expect(router.state.location.pathname).toBe('/details') // the router's path, under its base path
  })

  it("leaves the browser a click with a modifier (a new tab), and never follows another app's link", async () => {
    renderLinks()
    const link = await screen.findByRole('link', { name: 'Job details' })

    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(screen.getByRole('link', { name: 'Hire staff' }))).toBe(true)
  })

  it('starts loading the page when a finger rests on it', async () => {
    const { router } = renderLinks()
    const preload = vi.spyOn(router, 'preloadRoute')

    fireEvent.touchStart(await screen.findByRole('link', { name: 'Job details' }))

    expect(preload).toHaveBeenCalledWith({ href: '/jobs/details' })
  })

  it("follows the router's base path as TanStack Start sets it ('jobs', no leading slash)", async () => {
    const { router } = renderLinks('jobs')

    expect(fireEvent.click(await screen.findByRole('link', { name: 'Job details' }))).toBe(false)
    await screen.findByRole('heading', { name: 'Details page' })
    expect(router.state.location.pathname).toBe('/details')
    expect(fireEvent.click(screen.getByRole('link', { name: 'हिन्दी' }))).toBe(true)
  })
})
