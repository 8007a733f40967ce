import { describe, expect, it } from 'vitest'
import { absoluteUrl, pageHead } from './head.ts'

describe('pageHead', () => {
  it('titles the page with the product name and links the canonical /hire URL', () => {
    const head = pageHead({
      title: 'Hire local staff fast',
      description: 'Post a job.',
      path: '/',
      publicOrigin: 'https://example.in',
    })

    expect(head.meta).toContainEqual({ title: 'Hire local staff fast | LocalJobs' })
    expect(head.meta).toContainEqual({ name: 'description', content: 'Post a job.' })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://example.in/hire' }])
  })

  it('puts other pages under /hire', () => {
    expect(absoluteUrl('https://example.in', '/signin')).toBe('https://example.in/hire/signin')
  })
})
