import { EARLY_CLICK_SCRIPT } from '@localjobs/ui/early-click'
import { describe, expect, it } from 'vitest'
import { absoluteUrl, documentHead, pageHead } from './head.ts'

const seeker = { productName: 'LocalJobs', basePath: '/jobs' }
const hire = { productName: 'LocalJobs', basePath: '/hire' }

describe('absoluteUrl', () => {
  it('puts the page under the base path on the public origin', () => {
    expect(absoluteUrl(seeker, 'https://example.in', '/driver-jobs-in-hyderabad')).toBe(
      'https://example.in/jobs/driver-jobs-in-hyderabad',
    )
    expect(absoluteUrl(hire, 'https://example.in', '/signin')).toBe('https://example.in/hire/signin')
  })

  it('gives the home page as the base path, without a trailing slash', () => {
    expect(absoluteUrl(seeker, 'http://localhost:3000', '/')).toBe('http://localhost:3000/jobs')
  })

  it('gives the origin itself for an app mounted at the root', () => {
    expect(absoluteUrl({ productName: 'LocalJobs', basePath: '' }, 'https://example.in', '/')).toBe(
      'https://example.in/',
    )
  })
})

describe('pageHead', () => {
  const head = pageHead(seeker, {
    title: 'Driver jobs in Hyderabad',
    description: 'Latest driver jobs in Hyderabad.',
    path: '/driver-jobs-in-hyderabad',
    publicOrigin: 'https://example.in',
  })

  it('titles the page with the product name', () => {
    expect(head.meta).toContainEqual({ title: 'Driver jobs in Hyderabad | LocalJobs' })
    expect(head.meta).toContainEqual({ property: 'og:title', content: 'Driver jobs in Hyderabad' })
  })

  it('describes the page for search results and link previews', () => {
    expect(head.meta).toContainEqual({ name: 'description', content: 'Latest driver jobs in Hyderabad.' })
    expect(head.meta).toContainEqual({
      property: 'og:description',
      content: 'Latest driver jobs in Hyderabad.',
    })
  })

  it('names the absolute canonical URL', () => {
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://example.in/jobs/driver-jobs-in-hyderabad' },
    ])
  })
})

describe('documentHead', () => {
  it("gives a page the app's title, viewport and favicon", () => {
    const head = documentHead(hire, 'LocalJobs for employers')({ matches: [{ status: 'success' }] })

    expect(head.meta).toContainEqual({ title: 'LocalJobs for employers' })
    expect(head.meta).toContainEqual({ name: 'viewport', content: 'width=device-width, initial-scale=1' })
    expect(head.meta).not.toContainEqual({ name: 'robots', content: 'noindex' })
    expect(head.links).toEqual([{ rel: 'icon', href: '/hire/favicon.svg', type: 'image/svg+xml' }])
    // Every page keeps the taps made before its scripts ran.
    expect(head.scripts).toEqual([{ children: EARLY_CLICK_SCRIPT }])
  })

  it('titles a missing page honestly and keeps it out of search results', () => {
    for (const missing of [{ status: 'notFound' }, { status: 'success', _notFound: true }]) {
      const head = documentHead(seeker, 'Jobs')({ matches: [{ status: 'success' }, missing] })

      expect(head.meta).toContainEqual({ title: 'Page not found | LocalJobs' })
      expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' })
    }
  })
})

describe('pageHead in a language', () => {
  const head = (locale: 'en' | 'hi', robots?: 'noindex') =>
    pageHead(seeker, {
      title: 'Jobs',
      description: 'd',
      path: '/jobs-in-hyderabad',
      publicOrigin: 'https://example.in',
      locale,
      ...(robots ? { robots } : {}),
    })

  it('names each language version, the bare URL being English and the default', () => {
    expect(head('hi').links).toEqual([
      { rel: 'canonical', href: 'https://example.in/jobs/jobs-in-hyderabad?lang=hi' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://example.in/jobs/jobs-in-hyderabad' },
      { rel: 'alternate', hrefLang: 'hi', href: 'https://example.in/jobs/jobs-in-hyderabad?lang=hi' },
      { rel: 'alternate', hrefLang: 'te', href: 'https://example.in/jobs/jobs-in-hyderabad?lang=te' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://example.in/jobs/jobs-in-hyderabad' },
    ])
    expect(head('en').links[0]).toEqual({
      rel: 'canonical',
      href: 'https://example.in/jobs/jobs-in-hyderabad',
    })
  })

  it('keeps a page out of search results, without language versions, when asked', () => {
    const noindex = head('en', 'noindex')
    expect(noindex.meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(noindex.links).toHaveLength(1)
  })

  it('uses a whole title as given', () => {
    const details = pageHead(seeker, {
      title: 'x',
      fullTitle: 'Driver-in-hyderabad Job Id : 1',
      description: 'd',
      path: '/',
      publicOrigin: 'https://e.in',
    })
    expect(details.meta[0]).toEqual({ title: 'Driver-in-hyderabad Job Id : 1' })
  })
})
