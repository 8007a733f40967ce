import { describe, expect, it } from 'vitest'
import { withHomeSlash } from './server-entry.ts'

describe('withHomeSlash', () => {
  it('renders the bare base path as the home page, keeping the query and the request itself', async () => {
    const request = new Request('http://localhost:3000/jobs?utm_source=sms', {
      headers: { 'accept-language': 'hi' },
    })

    const seen = withHomeSlash(request, '/jobs')

    expect(seen.url).toBe('http://localhost:3000/jobs/?utm_source=sms')
    expect(seen.method).toBe('GET')
    expect(seen.headers.get('accept-language')).toBe('hi')
  })

  it('passes every other request through untouched', () => {
    for (const url of [
      'http://x/jobs/',
      'http://x/jobs/jobs-in-chennai',
      'http://x/jobsearch',
      'http://x/hire',
    ]) {
      const request = new Request(url)
      expect(withHomeSlash(request, '/jobs')).toBe(request)
    }
  })
})
