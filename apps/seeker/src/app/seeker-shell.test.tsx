import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSeeker } from '#src/testing/render-seeker.tsx'
import type { FooterLinks } from './footer-links.ts'
import { SeekerShell } from './seeker-shell.tsx'

afterEach(cleanup)

const hyderabad = { slug: 'hyderabad', title: 'Hyderabad' }
const chennai = { slug: 'chennai', title: 'Chennai' }
const footerLinks: FooterLinks = {
  locations: [chennai, hyderabad],
  categoryLocations: [{ category: { slug: 'driver', title: 'Driver' }, location: hyderabad }],
}

async function renderShellAt(path: string, locale: 'en' | 'hi' = 'en') {
  await renderSeeker({
    root: () => (
      <SeekerShell>
        <Outlet />
      </SeekerShell>
    ),
    routes: [
      { path: '/', component: () => <h1>Latest jobs</h1> },
      { path: '$slug', component: () => <h1>A page</h1> },
    ],
    basepath: '/jobs',
    path,
    locale,
    footerLinks,
  })
  await screen.findByRole('heading', { level: 1 })
}

describe('SeekerShell', () => {
  it('links the product name to /jobs and offers a skip link to the main content', async () => {
    await renderShellAt('/jobs')

    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'LocalJobs' }).getAttribute('href')).toMatch(
      /^\/jobs\/?$/,
    )
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main')
    expect(screen.getByRole('main').id).toBe('main')
  })

  it('offers every language by its own name, as links to this page in that language', async () => {
    await renderShellAt('/jobs/driver-jobs-in-hyderabad')

    const hindi = screen.getByRole('link', { name: 'हिन्दी' })
    expect(hindi.getAttribute('href')).toBe('/jobs/driver-jobs-in-hyderabad?lang=hi')
    expect(hindi.getAttribute('lang')).toBe('hi')
    expect(screen.getByRole('link', { name: 'తెలుగు' }).getAttribute('href')).toBe(
      '/jobs/driver-jobs-in-hyderabad?lang=te',
    )
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true')
  })

  it('keeps the header to the product, the language, Log in and the Menu, a link to the menu page', async () => {
    await renderShellAt('/jobs/jobs-in-hyderabad')
    const header = within(screen.getByRole('banner'))

    expect(header.getByRole('button', { name: 'Log in' })).toBeTruthy()
    const menu = header.getByRole('link', { name: 'Menu' })
    expect(menu.getAttribute('href')).toBe('/jobs/jobs-menu')
    expect(menu.getAttribute('aria-haspopup')).toBe('dialog')
  })

  it('opens the menu as a sheet on a plain tap once the scripts run; a tap for a new tab follows the link', async () => {
    await renderShellAt('/jobs/jobs-in-hyderabad')
    const menu = within(screen.getByRole('banner')).getByRole('link', { name: 'Menu' })

    // A ctrl-click (new tab) is the browser's: the event is not cancelled.
    expect(fireEvent.click(menu, { ctrlKey: true })).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()

    expect(fireEvent.click(menu)).toBe(false)
    const sheet = await screen.findByRole('dialog', { name: 'Menu' })
    const sheetLinks = within(sheet)
    expect(sheetLinks.getByRole('link', { name: 'Jobs near me' }).getAttribute('href')).toBe(
      '/jobs/jobs-near-me',
    )
    expect(sheetLinks.getByRole('link', { name: 'Hire staff' }).getAttribute('href')).toBe('/hire')
    expect(sheetLinks.getByRole('button', { name: 'Log in' })).toBeTruthy()
    expect(sheetLinks.getByRole('link', { name: 'తెలుగు' }).getAttribute('href')).toBe(
      '/jobs/jobs-in-hyderabad?lang=te',
    )

    fireEvent.click(sheetLinks.getByRole('button', { name: 'Close the menu' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('has the full header on job lists, a compact one on location pages, none on the profile', async () => {
    await renderShellAt('/jobs/jobs-in-hyderabad')
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Hire staff' })).toBeTruthy()
    cleanup()

    await renderShellAt('/jobs/jobs-near-me')
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Back to jobs' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Hire staff' })).toBeNull()
    cleanup()

    await renderShellAt('/jobs/seeker_profile')
    expect(screen.queryByRole('banner')).toBeNull()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
  })

  it("lists footer links in the spec's formats", async () => {
    await renderShellAt('/jobs')

    const byLocation = screen.getByRole('navigation', { name: 'Jobs by location' })
    expect(within(byLocation).getByRole('link', { name: 'Jobs in Chennai' }).getAttribute('href')).toBe(
      '/jobs/jobs-in-chennai',
    )
    const byCategory = screen.getByRole('navigation', { name: 'Jobs by category' })
    expect(
      within(byCategory).getByRole('link', { name: 'Driver jobs in Hyderabad' }).getAttribute('href'),
    ).toBe('/jobs/driver-jobs-in-hyderabad')
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/jobs')
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/jobs')
    expect(screen.getByRole('link', { name: 'Sitemap' }).getAttribute('href')).toBe('/jobs/sitemap')
  })

  it("points 'Find a job' at the jobs in the city being viewed, else at the latest jobs", async () => {
    await renderShellAt('/jobs/driver-jobs-in-chennai')
    expect(screen.getByRole('link', { name: 'Find a job' }).getAttribute('href')).toBe(
      '/jobs/jobs-in-chennai',
    )
    cleanup()

    await renderShellAt('/jobs')
    expect(screen.getByRole('link', { name: 'Find a job' }).getAttribute('href')).toBe('/jobs')
  })

  it('warns seekers never to pay for a job and says how to reach support', async () => {
    await renderShellAt('/jobs')

    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText('Never pay to get a job.')).toBeTruthy()
    expect(within(footer).getByRole('link', { name: 'support@localjobs.example' }).getAttribute('href')).toBe(
      'mailto:support@localjobs.example',
    )
    expect(within(footer).getByRole('link', { name: '+91 00000 00000' }).getAttribute('href')).toBe(
      'tel:+910000000000',
    )
  })

  it('speaks Hindi on a Hindi page', async () => {
    await renderShellAt('/jobs', 'hi')

    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeTruthy()
    expect(within(screen.getByRole('contentinfo')).getByText('नौकरी पाने के लिए कभी पैसे न दें।')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Chennai में नौकरियाँ' })).toBeTruthy()
  })
})
