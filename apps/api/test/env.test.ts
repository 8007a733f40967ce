import { describe, expect, it } from 'vitest'
import { DEFAULT_PGLITE_DATA_DIR, InvalidEnvError, loadEnv } from '#src/env.ts'

describe('loadEnv', () => {
  it('has a safe default for everything', () => {
    expect(loadEnv({})).toEqual({
      NODE_ENV: 'development',
      API_PORT: 3001,
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: DEFAULT_PGLITE_DATA_DIR,
      LOG_LEVEL: 'info',
      SEED_JOBS: 5000,
    })
  })

  it('keeps the PGlite data under the repository .data folder, wherever the process starts', () => {
    expect(DEFAULT_PGLITE_DATA_DIR).toMatch(/\/\.data\/pglite$/)
    expect(DEFAULT_PGLITE_DATA_DIR).not.toContain('apps/api')
  })

  it('reads the values it is given', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      API_PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://jobs:secret@db.internal:5432/jobs',
      PGLITE_DATA_DIR: '/tmp/pglite',
      LOG_LEVEL: 'silent',
      SEED_JOBS: '100000',
    })
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      API_PORT: 8080,
      LOG_LEVEL: 'silent',
      SEED_JOBS: 100_000,
    })
    expect(env.DATABASE_URL).toBe('postgres://jobs:secret@db.internal:5432/jobs')
  })

  it('treats empty values as unset, as .env files write them', () => {
    const env = loadEnv({ DATABASE_URL: '', API_PORT: ' ' })
    expect(env.API_PORT).toBe(3001)
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('names every invalid variable, and what it got, in one error', () => {
    const read = () =>
      loadEnv({
        API_PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SEED_JOBS: '-1',
        NODE_ENV: 'prod',
      })
    expect(read).toThrow(InvalidEnvError)
    expect(read).toThrow(/API_PORT must be a port number \(got "abc"\)/)
    expect(read).toThrow(/DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/)
    expect(read).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/)
    expect(read).toThrow(/SEED_JOBS must be a whole number/)
    expect(read).toThrow(/NODE_ENV must be development, test or production/)
  })

  it('refuses a port out of range', () => {
    expect(() => loadEnv({ API_PORT: '70000' })).toThrow(/API_PORT must be 1 to 65535/)
  })
})
