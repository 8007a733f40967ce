import { execFileSync } from 'node:child_process'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { appViteConfig, withBasePathSlash, withoutServerFunctions } from './app.ts'

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
  it('keeps everything every page loads in the entry file, beside the named chunks an app asks for', () => {
    const groups = (config: ReturnType<typeof appViteConfig>) =>
      (config.build?.rolldownOptions?.output as { codeSplitting?: { groups: unknown[] } } | undefined)
        ?.codeSplitting?.groups
    expect(groups(appViteConfig({ basePath: '/hire', port: 5174 }))).toEqual([
      { name: 'app', tags: ['$initial'] },
    ])
    const lists = { name: 'job-list', test: /job-list/ }
    expect(groups(appViteConfig({ basePath: '/jobs', port: 5173, chunkGroups: [lists] }))).toEqual([
      { name: 'app', tags: ['$initial'] },
      lists,
    ])
  })

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

describe('withoutServerFunctions', () => {
  const plugin = withoutServerFunctions()
  const adapterPath =
    '/repo/node_modules/.pnpm/@tanstack+start-client-core@1.170.39/node_modules/@tanstack/start-client-core/dist/esm/client/ServerFunctionSerializationAdapter.js'
  const hydrateStart = adapterPath.replace('ServerFunctionSerializationAdapter.js', 'hydrateStart.js')
  type Hook = (this: unknown, ...args: unknown[]) => Promise<unknown> | unknown
  const resolveId = plugin.resolveId as unknown as Hook
  const load = plugin.load as unknown as Hook
  const context = {
    resolve: async (source: string) => ({
      id: source.replace('./', `${adapterPath.slice(0, adapterPath.lastIndexOf('/') + 1)}`),
    }),
  }

  it('works in the browser build only', () => {
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean
    expect(applies({ name: 'client' })).toBe(true)
    expect(applies({ name: 'ssr' })).toBe(false)
  })

  it("swaps Start's server function adapter, and nothing else, for one that never matches", async () => {
    const stub = await resolveId.call(context, './ServerFunctionSerializationAdapter.js', hydrateStart, {})
    expect(typeof stub).toBe('string')
    expect(await resolveId.call(context, './getStartOptions.js', hydrateStart, {})).toBeNull()
    const elsewhere = { resolve: async () => ({ id: '/repo/src/ServerFunctionSerializationAdapter.js' }) }
    expect(
      await resolveId.call(elsewhere, './ServerFunctionSerializationAdapter.js', '/repo/src/a.ts', {}),
    ).toBeNull()

    const code = (await load.call(context, stub)) as string
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      ServerFunctionSerializationAdapter: {
        key: string
        test: (value: unknown) => boolean
        fromSerializable: (value: unknown) => unknown
      }
    }
    const adapter = module.ServerFunctionSerializationAdapter
    expect(adapter.key).toBe('$TSS/serverfn')
    expect(adapter.test(() => undefined)).toBe(false)
    expect(() => adapter.fromSerializable({ functionId: 'x' })).toThrow(/no server functions/)
    expect(await load.call(context, '/repo/src/other.ts')).toBeNull()
  })

  it('is in the config only of an app that says it has no server functions', () => {
    const names = (options: { serverFunctions?: boolean }) =>
      (appViteConfig({ basePath: '/jobs', port: 5173, ...options }).plugins ?? [])
        .flat()
        .map((each) => (each as Plugin | null)?.name)
    expect(names({ serverFunctions: false })).toContain('localjobs:without-server-functions')
    expect(names({})).not.toContain('localjobs:without-server-functions')
  })
})

describe('the release id (decision 042)', () => {
  const release = (config: ReturnType<typeof appViteConfig>) =>
    JSON.parse(String(config.define?.__LOCALJOBS_RELEASE__)) as string

  it('is the one the build is given (SENTRY_RELEASE)', () => {
    expect(release(appViteConfig({ basePath: '/jobs', port: 5173, release: 'localjobs@2026.11.25' }))).toBe(
      'localjobs@2026.11.25',
    )
  })

  it("is otherwise the checkout's commit", () => {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
    expect(release(appViteConfig({ basePath: '/jobs', port: 5173 }))).toBe(`localjobs@${commit.slice(0, 12)}`)
  })
})
