import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { appViteConfig, withBasePathSlash } from './app.ts'

describe('withBasePathSlash', () => {
  it('adds the slash Vite needs to the bare base path, keeping the query', () => {
    expect(withBasePathSlash('/jobs', '/jobs')).toBe('/jobs/')
    expect(withBasePathSlash('/jobs?utm_source=sms', '/jobs')).toBe('/jobs/?utm_source=sms')
  })

  it('leaves every other address alone', () => {
    expect(withBasePathSlash('/jobs/', '/jobs')).toBe('/jobs/')
    expect(withBasePathSlash('/jobs/driver-jobs-in-hyderabad', '/jobs')).toBe(
      '/jobs/driver-jobs-in-hyderabad',
    )
    expect(withBasePathSlash('/jobsearch', '/jobs')).toBe('/jobsearch')
    expect(withBasePathSlash('/hire', '/jobs')).toBe('/hire')
  })
})

describe('appViteConfig', () => {
  it('serves the app under its base path and proxies /api to the standalone API', () => {
    const config = appViteConfig({ basePath: '/hire', port: 5174, apiPort: '4100' })

    expect(config.base).toBe('/hire/')
    expect(config.server).toEqual({ port: 5174, proxy: { '/api': 'http://127.0.0.1:4100' } })
  })

  it('expects the API on port 3001 unless told otherwise', () => {
    expect(appViteConfig({ basePath: '/jobs', port: 5173 }).server?.proxy).toEqual({
      '/api': 'http://127.0.0.1:3001',
    })
    expect(appViteConfig({ basePath: '/jobs', port: 5173, apiPort: undefined }).server?.proxy).toEqual({
      '/api': 'http://127.0.0.1:3001',
    })
  })

  it('puts the bare-base-path rewrite before the TanStack Start plugin', () => {
    const names = (appViteConfig({ basePath: '/jobs', port: 5173 }).plugins ?? [])
      .flat()
      .map((plugin) => (plugin as Plugin | null)?.name)
    expect(names[0]).toBe('localjobs:bare-base-path')
  })
})
