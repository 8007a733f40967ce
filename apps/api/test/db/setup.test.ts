import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '#src/app.ts'
import { prepareDatabase } from '#src/db/setup.ts'
import { countClassifieds } from '#src/seed/seed.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'localjobs-pglite-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('prepareDatabase on a PGlite data directory', () => {
  const env = { DATABASE_URL: undefined, PGLITE_DATA_DIR: dataDir, SEED_JOBS: 120 }

  it('migrates and seeds on the first start, keeps the data and does not seed again on the next', async () => {
    const messages: string[] = []
    const first = await prepareDatabase({ env, log: (message) => messages.push(message) })
    const jobs = await countClassifieds(first.db)
    expect(jobs).toBeGreaterThanOrEqual(120)
    expect(first.seeded).toBe(jobs)
    expect(messages.some((message) => message.startsWith('database is empty: seeding 120 jobs'))).toBe(true)
    const app = buildApp({ db: first })
    const page = await app.inject({ url: '/api/classifieds/classifieds/feed_v2/?limit=2' })
    await app.close()
    await first.close()

    messages.length = 0
    const second = await prepareDatabase({ env, seedJobs: 500, log: (message) => messages.push(message) })
    expect(await countClassifieds(second.db)).toBe(jobs)
    expect(second.seeded).toBe(0)
    expect(messages.some((message) => message.includes('seeding'))).toBe(false)
    const again = buildApp({ db: second })
    const samePage = await again.inject({ url: '/api/classifieds/classifieds/feed_v2/?limit=2' })
    await again.close()
    await second.close()
    expect(samePage.json()).toEqual(page.json())
    // Two PGlite starts on disk (initdb, every migration, the seed): 4 s on an idle machine, over 30 s when
    // both cores are busy with the rest of the suite (a CI run failed on the default timeout).
  }, 120_000)
})
