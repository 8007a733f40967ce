import { aClassified, aFeedPage, hyderabad } from '@localjobs/api-client/testing/classifieds'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { renderInRouter } from '@localjobs/web-app/testing/render-in-router'
import { Outlet } from '@tanstack/react-router'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SeekerShell } from './seeker-shell.tsx'

afterEach(cleanup)

const chennai = { ...hyderabad, id: 10, title: 'Chennai', english_name: 'Chennai', slug: 'chennai' }

async function renderShellAt(path: string) {
  const { fetch } = fakeFetch(() =>
    jsonResponse(aFeedPage({ results: [aClassified({ id: 2 }), aClassified({ id: 1, location: chennai })] })),
  )
  renderInRouter({
    root: () => (
      <SeekerShell>
        <Outlet />
      </SeekerShell>
    ),
    routes: [
      { path: '/', component: () => <h1>Latest jobs</h1> },
      { path: '$slug', component: () => <h1>A list</h1> },
    ],
    basepath: '/jobs',
    path,
    fetch,
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

  it("lists footer links in the spec's formats, from where the newest jobs are", async () => {
    await renderShellAt('/jobs')

    const byLocation = screen.getByRole('navigation', { name: 'Jobs by location' })
    await within(byLocation).findByRole('link', { name: 'Jobs in Chennai' })
    expect(within(byLocation).getByRole('link', { name: 'Jobs in Chennai' }).getAttribute('href')).toBe(
      '/jobs/jobs-in-chennai',
    )
    const byCategory = screen.getByRole('navigation', { name: 'Jobs by category' })
    expect(
      within(byCategory).getByRole('link', { name: 'Driver jobs in Hyderabad' }).getAttribute('href'),
    ).toBe('/jobs/driver-jobs-in-hyderabad')
  })

  it("points 'Find a job' at the jobs in the city being viewed", async () => {
    await renderShellAt('/jobs/driver-jobs-in-chennai')

    expect(screen.getByRole('link', { name: 'Find a job' }).getAttribute('href')).toBe(
      '/jobs/jobs-in-chennai',
    )
  })

  it("points 'Find a job' at the latest jobs when no city is being viewed", async () => {
    await renderShellAt('/jobs')

    expect(screen.getByRole('link', { name: 'Find a job' }).getAttribute('href')).toMatch(/^\/jobs\/?$/)
  })

  it('warns seekers never to pay for a job', async () => {
    await renderShellAt('/jobs')

    expect(within(screen.getByRole('contentinfo')).getByText('Never pay to get a job.')).toBeTruthy()
  })
})
