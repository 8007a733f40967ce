import { describe, expect, it } from 'vitest'
import { browserEnv, parseServerEnv } from './app-env.ts'

const seeker = { app: 'seeker' }

describe('parseServerEnv', () => {
  it('defaults to the one-origin server on port 3000 in production', () => {
    expect(parseServerEnv({}, seeker)).toEqual({
      apiBaseUrl: 'http://127.0.0.1:3000/api',
      publicOrigin: 'http://localhost:3000',
    })
  })

  it('defaults to the standalone API (API_PORT, else 3001) under vite dev', () => {
    expect(parseServerEnv({}, { ...seeker, dev: true }).apiBaseUrl).toBe('http://127.0.0.1:3001/api')
    expect(parseServerEnv({ API_PORT: '4100' }, { ...seeker, dev: true }).apiBaseUrl).toBe(
      'http://127.0.0.1:4100/api',
    )
  })

  it('takes the API address and public origin from the environment', () => {
    expect(
      parseServerEnv(
        { API_INTERNAL_URL: 'http://api.internal:8080/api/', PUBLIC_ORIGIN: 'https://example.in/' },
        seeker,
      ),
    ).toEqual({ apiBaseUrl: 'http://api.internal:8080/api', publicOrigin: 'https://example.in' })
  })

  it('refuses a setting that is not a URL, naming it and the app', () => {
    expect(() => parseServerEnv({ PUBLIC_ORIGIN: 'example.in' }, { app: 'hire' })).toThrow(
      /Invalid hire app configuration:\n.*PUBLIC_ORIGIN/,
    )
  })
})

describe('browserEnv', () => {
  it('calls the API on the page’s own origin', () => {
    expect(browserEnv()).toEqual({ apiBaseUrl: '/api', publicOrigin: window.location.origin })
  })
})
