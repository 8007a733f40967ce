import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { VISIT_PARAMS_STORAGE_KEY, visitParams } from '#src/lib/utm.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { AdvertiserShell } from './advertiser-shell.tsx'

afterEach(cleanup)

async function renderShell(locale?: 'en' | 'te') {
  await renderHire({
    locale,
    root: () => (
      <AdvertiserShell>
        <h1>Page</h1>
      </AdvertiserShell>
    ),
    basepath: '/hire',
  })
  await screen.findByRole('heading', { name: 'Page' })
}

describe('AdvertiserShell', () => {
  it('keeps where the visit came from (utm params, click id) for the parameters log after a post', async () => {
    window.history.replaceState(null, '', '/hire?utm_source=google&utm_medium=cpc&gclid=abc&ref=x')
    sessionStorage.clear()
    await renderShell()

    await waitFor(() => expect(sessionStorage.getItem(VISIT_PARAMS_STORAGE_KEY)).not.toBeNull())
    window.history.replaceState(null, '', '/hire')
    expect(visitParams()).toEqual({ utm: { utm_source: 'google', utm_medium: 'cpc' }, clickId: 'abc' })
  })

  it("puts 'Post a job' and 'Sign in' in the header", async () => {
    await renderShell()

    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe(
      '/hire/advertiserPostJob',
    )
    expect(within(header).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/hire/signin')
  })

  it('links the product name to the employer home page', async () => {
    await renderShell()

    expect(screen.getByRole('link', { name: /LocalJobs/ }).getAttribute('href')).toMatch(/^\/hire\/?$/)
  })

  it('has the landmarks assistive technology navigates by, and a way to skip to them', async () => {
    await renderShell()

    expect(screen.getByRole('main').id).toBe('main')
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main')
  })

  it('offers every language in the header, before the account links, as links to this page in that language', async () => {
    await renderShell('te')

    const header = within(screen.getByRole('banner'))
    const english = header.getByRole('link', { name: 'English' })
    expect(english.getAttribute('href')).toBe('/hire?lang=en')
    expect(header.getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe('/hire?lang=hi')
    expect(header.getByRole('link', { name: 'తెలుగు' }).getAttribute('aria-current')).toBe('true')
    // Named in the page's language for screen readers ('Language: Telugu'), before the nav.
    const summary = screen.getByRole('banner').querySelector('summary')
    expect(summary?.textContent).toContain('భాష: తెలుగు')
    const nav = header.getByRole('navigation')
    expect(summary?.compareDocumentPosition(nav)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })

  it("speaks the page's language", async () => {
    await renderShell('te')

    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'ఉద్యోగం పోస్ట్ చేయండి' })).toBeTruthy()
    expect(within(header).getByRole('link', { name: 'సైన్ ఇన్ చేయండి' })).toBeTruthy()
  })
})
