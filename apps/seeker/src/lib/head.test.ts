import { describe, expect, it } from 'vitest'
import { absoluteUrl, pageHead } from './head.ts'

describe('absoluteUrl', () => {
  it('puts the page under /jobs on the public origin', () => {
    expect(absoluteUrl('https://example.in', '/driver-jobs-in-hyderabad')).toBe(
      'https://example.in/jobs/driver-jobs-in-hyderabad',
    )
  })

  it('gives the home page as /jobs, without a trailing slash', () => {
    expect(absoluteUrl('http://localhost:3000', '/')).toBe('http://localhost:3000/jobs')
  })
})

describe('pageHead', () => {
  const head = pageHead({
    title: 'Driver jobs in Hyderabad',
    description: 'Latest driver jobs in Hyderabad.',
    path: '/driver-jobs-in-hyderabad',
    publicOrigin: 'https://example.in',
  })

  it('titles the page with the product name', () => {
    expect(head.meta).toContainEqual({ title: 'Driver jobs in Hyderabad | LocalJobs' })
  })

  it('describes the page for search results', () => {
    expect(head.meta).toContainEqual({ name: 'description', content: 'Latest driver jobs in Hyderabad.' })
  })

  it('names the absolute canonical URL', () => {
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://example.in/jobs/driver-jobs-in-hyderabad' },
    ])
  })
})
