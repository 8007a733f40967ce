/**
 * `pnpm bench`: load-tests the job feed and apply_filters against /api/health in the same run, and
 * proves their queries use indexes. Not a test: it takes a few minutes and prints numbers for people.
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
import type { ApplyFiltersBody } from '@localjobs/api-client/classifieds/types'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { buildApp } from '#src/app.ts'
import { createDatabase } from '#src/db/database.ts'
import { migrateDatabase } from '#src/db/migrate.ts'
import { loadEnv } from '#src/env.ts'
import { nearbyPlaces } from '#src/lib/nearby.ts'
import {
  type FeedFilter,
  feedPageQuery,
  NEARBY_FIRST_BATCH,
  nearbyQuery,
  promotedQuery,
  searchQuery,
} from '#src/plugins/app/classifieds-repository.ts'
import { createReferenceDataRepository } from '#src/plugins/app/reference-data-repository.ts'
import { searchFor } from '#src/routes/api/classifieds/filters.ts'
import { PROMOTED_JOBS_LIMIT } from '#src/routes/api/classifieds/lists.ts'
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

// One load generator on one address: the per-IP request ceiling would measure itself, so it is off.
const env = loadEnv({ ...process.env, RATE_LIMIT_PER_IP_PER_MINUTE: '0' })
const temporaryDir = env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'localjobs-bench-'))
const database = await createDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: temporaryDir })
const app = buildApp({ db: database, env })

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

  // apply_filters bodies: option ids of lib/filter-catalog.ts (6 job type, 4 salary, 3 experience,
  // 5 qualification, 7 shift, 9 fees, 10 gender, 8 freshness).
  const filterBodies: { name: string; body: Omit<ApplyFiltersBody, 'page'> }[] = [
    { name: 'filters, location only', body: { location_id: 9, filters: [] } },
    {
      name: 'filters, job type + salary',
      body: {
        location_id: 9,
        filters: [
          { id: 6, filter_value: [1, 2] },
          { id: 4, filter_value: [2, 3] },
        ],
      },
    },
    {
      name: 'filters, 6 options (selective)',
      body: {
        location_id: 9,
        filters: [
          { id: 3, filter_value: [5] },
          { id: 5, filter_value: [7, 8] },
          { id: 7, filter_value: [2] },
          { id: 9, filter_value: [85] },
          { id: 10, filter_value: [3] },
          { id: 8, filter_value: [7] },
        ],
      },
    },
    {
      name: 'filters, salary slug',
      body: { location_id: 9, filters: [], salary_min: 20_000, salary_max: 30_000 },
    },
    // The list slug jobs-in-{a}-and-{b}: two cities, location_id IN (...).
    { name: 'filters, two cities', body: { location_ids: [9, 31], filters: [] } },
  ]
  const applyFiltersUrl = `${address}/api/classifieds/classifieds/apply_filters/`
  const postJson = async (body: object) =>
    (await (
      await fetch(applyFiltersUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { next_cursor: string | null }
  const secondBody = {
    ...filterBodies[1]!.body,
    page: 2,
    cursor: (await postJson({ ...filterBodies[1]!.body, page: 1 })).next_cursor,
  }
  if (!secondBody.cursor) throw new Error('the filtered list has a single page; seed more jobs')
  const post = (body: object) => ({
    url: applyFiltersUrl,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

  // Jobs near me from Banjara Hills, Hyderabad (between the city's localities: the densest area), and its
  // second page (the cursor's place continues after the cursor).
  const nearby = `${address}/api/classifieds/classifieds/nearby/?lat=17.4126&long=78.4392`
  const nearbyFirst = (await (await fetch(nearby)).json()) as { next_cursor: string | null }
  if (!nearbyFirst.next_cursor) throw new Error('jobs near me has a single page; seed more jobs')

  const targets: {
    name: string
    url: string
    method?: 'POST'
    headers?: Record<string, string>
    body?: string
  }[] = [
    { name: 'GET /api/health', url: `${address}/api/health` },
    { name: 'feed, unfiltered', url: `${feed}?limit=20` },
    { name: 'feed, by location', url: `${feed}?location_id=9&limit=20` },
    {
      name: 'feed, category + location',
      url: `${feed}?category_slug=driver&location_slug=hyderabad&limit=20`,
    },
    { name: 'feed, second page (cursor)', url: `${feed}?limit=20&cursor=${first.next_cursor}` },
    ...filterBodies.map(({ name, body }) => ({ name, ...post({ ...body, page: 1 }) })),
    { name: 'filters, second page (cursor)', ...post(secondBody) },
    { name: 'jobs near me', url: nearby },
    { name: 'jobs near me, second page (cursor)', url: `${nearby}&cursor=${nearbyFirst.next_cursor}` },
  ]

  const results: { name: string; rps: number; p50: number; p99: number; errors: number }[] = []
  for (const target of targets) {
    // The load generator gets its own thread, so it does not compete with the server's event loop.
    const result = await autocannon({
      url: target.url,
      connections,
      duration,
      workers: 1,
      ...(target.method ? { method: target.method, headers: target.headers, body: target.body } : {}),
    })
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
  const reference = await createReferenceDataRepository(database.db).get()
  const queries = [
    ...filters.map(({ name, filter }) => ({
      name: `feed ${name}`,
      query: feedPageQuery(database.db, filter),
    })),
    ...[...filterBodies, { name: 'filters, second page (cursor)', body: secondBody }].map(
      ({ name, body }) => ({
        name,
        query: searchQuery(
          database.db,
          searchFor({ page: 1, ...body } as Parameters<typeof searchFor>[0], reference, 'en'),
        ),
      }),
    ),
    // promoted_jobs_v2: one city, and the filter page's several (location_ids).
    { name: 'promoted, one city', query: promotedQuery(database.db, 'en', [9], PROMOTED_JOBS_LIMIT) },
    { name: 'promoted, two cities', query: promotedQuery(database.db, 'en', [9, 31], PROMOTED_JOBS_LIMIT) },
    // jobs near me: every place near the point, and a next page starting in its nearest place
    ...(() => {
      const places = nearbyPlaces(reference, { lat: 17.4126, lng: 78.4392 })
      const after = { postedAt: new Date(Date.now() - 10 * 86_400_000), id: 1 }
      // The first batch of places, which fills a page where jobs are many; and every place at once, the
      // most a query reads (the last batch where they are few).
      const first = places.slice(0, NEARBY_FIRST_BATCH)
      return [
        { name: 'jobs near me', query: nearbyQuery(database.db, { locale: 'en', places: first, limit: 21 }) },
        {
          name: 'jobs near me, after a cursor',
          query: nearbyQuery(database.db, { locale: 'te', places: first, after, limit: 21 }),
        },
        {
          name: 'jobs near me, every place',
          query: nearbyQuery(database.db, { locale: 'en', places, limit: 21 }),
        },
      ]
    })(),
  ]
  let seqScans = 0
  for (const { name, query } of queries) {
    const plan = await database.db.execute(sql`explain (analyze, costs off) ${query}`)
    const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map(
      (row) => Object.values(row)[0],
    )
    console.info(`\nEXPLAIN ${name}:\n  ${lines.join('\n  ')}`)
    if (lines.some((line) => /Seq Scan on classifieds/.test(line ?? ''))) seqScans++
  }
  if (results.some((row) => row.errors > 0)) throw new Error('some requests failed: see non-2xx/errors above')
  if (seqScans > 0)
    throw new Error(`${seqScans} job-list queries scan the whole classifieds table: an index is missing`)
} finally {
  await app.close()
  await database.close()
  if (temporaryDir) rmSync(temporaryDir, { recursive: true, force: true })
}
