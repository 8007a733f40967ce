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
  })

  it('titles a missing page honestly and keeps it out of search results', () => {
    for (const missing of [{ status: 'notFound' }, { status: 'success', _notFound: true }]) {
      const head = documentHead(seeker, 'Jobs')({ matches: [{ status: 'success' }, missing] })

      expect(head.meta).toContainEqual({ title: 'Page not found | LocalJobs' })
      expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' })
    }
  })
})
