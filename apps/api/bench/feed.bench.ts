/**
 * `pnpm bench`: load-tests the job feed against /api/health in the same run, and proves the feed
 * queries use their indexes. Not a test: it takes about a minute and prints numbers for people.
 *
 *   pnpm bench [--jobs 100000] [--duration 8] [--connections 10]
 *
 * Without DATABASE_URL it seeds a temporary PGlite directory (deleted afterwards). With DATABASE_URL it
 * seeds that database only when it has no jobs, and otherwise measures the jobs already there.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { buildApp } from '#src/app.ts'
import { createDatabase } from '#src/db/database.ts'
import { migrateDatabase } from '#src/db/migrate.ts'
import { loadEnv } from '#src/env.ts'
import { type FeedFilter, feedPageQuery } from '#src/plugins/app/classifieds-repository.ts'
import { countClassifieds, seedDatabase } from '#src/seed/seed.ts'

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
  },
})
const jobs = Number(values.jobs)
const duration = Number(values.duration)
const connections = Number(values.connections)

const env = loadEnv()
const temporaryDir = env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'localjobs-bench-'))
const database = await createDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: temporaryDir })
const app = buildApp({ db: database })

try {
  await migrateDatabase(database)
  let total = await countClassifieds(database.db)
  if (total === 0) {
    console.info(`seeding ${jobs} active jobs into ${database.engine}...`)
    const seeded = await database.exclusive((db) => seedDatabase(db, { jobs }))
    total = seeded.classifieds
    console.info(
      `seeded ${seeded.classifieds} jobs (${seeded.active} active) in ${(seeded.milliseconds / 1000).toFixed(1)} s`,
    )
  }
  console.info(`engine: ${database.engine}; jobs in the table: ${total}`)

  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  const feed = `${address}/api/classifieds/classifieds/feed_v2/`
  const first = (await (await fetch(`${feed}?limit=20`)).json()) as { next_cursor: string | null }
  if (!first.next_cursor) throw new Error('the feed has a single page; seed more jobs')

  const targets = [
    { name: 'GET /api/health', url: `${address}/api/health` },
    { name: 'feed, unfiltered', url: `${feed}?limit=20` },
    { name: 'feed, by location', url: `${feed}?location_id=9&limit=20` },
    {
      name: 'feed, category + location',
      url: `${feed}?category_slug=driver&location_slug=hyderabad&limit=20`,
    },
    { name: 'feed, second page (cursor)', url: `${feed}?limit=20&cursor=${first.next_cursor}` },
  ]

  const results: { name: string; rps: number; p50: number; p99: number; errors: number }[] = []
  for (const target of targets) {
    // The load generator gets its own thread, so it does not compete with the server's event loop.
    const result = await autocannon({ url: target.url, connections, duration, workers: 1 })
    results.push({
      name: target.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    })
  }
  const health = results[0]?.rps ?? 1
  console.info(`\n${connections} connections, ${duration} s per target, Node ${process.version}`)
  // A Markdown table, so a run can be pasted into the README as it is.
  const table = [
    '| target | req/s | p50 ms | p99 ms | vs health | non-2xx/errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (row) =>
        `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${((row.rps / health) * 100).toFixed(1)}% | ${row.errors} |`,
    ),
  ]
  console.info(table.join('\n'))

  const filters: { name: string; filter: FeedFilter }[] = [
    { name: 'unfiltered', filter: { locale: 'en', limit: 21 } },
    { name: 'by location', filter: { locale: 'te', locationId: 9, limit: 21 } },
    { name: 'by category', filter: { locale: 'hi', categoryId: 1, limit: 21 } },
    { name: 'by category + location', filter: { locale: 'en', categoryId: 1, locationId: 9, limit: 21 } },
    {
      name: 'by location, after a cursor',
      filter: {
        locale: 'en',
        locationId: 9,
        limit: 21,
        after: { postedAt: new Date(Date.now() - 10 * 86_400_000), id: 1 },
      },
    },
  ]
  let seqScans = 0
  for (const { name, filter } of filters) {
    const plan = await database.db.execute(
      sql`explain (analyze, costs off) ${feedPageQuery(database.db, filter)}`,
    )
    const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map(
      (row) => Object.values(row)[0],
    )
    console.info(`\nEXPLAIN feed ${name}:\n  ${lines.join('\n  ')}`)
    if (lines.some((line) => /Seq Scan on classifieds/.test(line ?? ''))) seqScans++
  }
  if (results.some((row) => row.errors > 0)) throw new Error('some requests failed: see non-2xx/errors above')
  if (seqScans > 0)
    throw new Error(`${seqScans} feed queries scan the whole classifieds table: an index is missing`)
} finally {
  await app.close()
  await database.close()
  if (temporaryDir) rmSync(temporaryDir, { recursive: true, force: true })
}
