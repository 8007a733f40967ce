/**
 * `pnpm bench`: load-tests the job feed and apply_filters against /api/health in the same run, and
 * proves their queries use indexes. Not a test: it takes a few minutes and prints numbers for people.
 *
 *   pnpm bench [--jobs 100000] [--duration 8] [--connections 10] [--only feed]
 *
 * The feed is measured twice in the same run, on the same database: by an app without its answer cache
 * (FEED_CACHE_SECONDS=0, the feed before decision 041) and by the app as configured (5 s by default);
 * one URL asked again and again (also with Accept-Encoding: gzip), and a mix of 240 URLs (3 languages x 20
 * cities x 4 pages) in which misses are common. `--only feed` skips the other targets.
 *
 * Besides the pages it measures the filter page's calls: apply_filters/count/ (capped) and the sponsored
 * jobs that match (POST promoted_jobs_v2), and EXPLAINs their queries too.
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
  countQuery,
  type FeedFilter,
  feedPageQuery,
  NEARBY_FIRST_BATCH,
  nearbyQuery,
  promotedQuery,
  searchQuery,
} from '#src/plugins/app/classifieds-repository.ts'
import { createReferenceDataRepository } from '#src/plugins/app/reference-data-repository.ts'
import { FILTER_COUNT_CAP, searchFor } from '#src/routes/api/classifieds/filters.ts'
import { PROMOTED_JOBS_LIMIT } from '#src/routes/api/classifieds/lists.ts'
import { countClassifieds, seedDatabase } from '#src/seed/seed.ts'

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
})
const jobs = Number(values.jobs)
const duration = Number(values.duration)
const connections = Number(values.connections)
if (values.only !== undefined && values.only !== 'feed') throw new Error('--only takes feed')
const feedOnly = values.only === 'feed'

// One load generator on one address: the per-IP request ceiling would measure itself, so it is off.
const env = loadEnv({ ...process.env, RATE_LIMIT_PER_IP_PER_MINUTE: '0' })
const temporaryDir = env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'localjobs-bench-'))
const database = await createDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: temporaryDir })
const app = buildApp({ db: database, env })
// The same API without the feed's answer cache: every request reads the database (before decision 041).
const uncachedApp = buildApp({ db: database, env: { ...env, FEED_CACHE_SECONDS: 0 } })

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
  const uncachedAddress = await uncachedApp.listen({ host: '127.0.0.1', port: 0 })
  const feedPath = '/api/classifieds/classifieds/feed_v2/'
  const feed = `${address}${feedPath}`
  const uncachedFeed = `${uncachedAddress}${feedPath}`
  const first = (await (await fetch(`${feed}?limit=20`)).json()) as { next_cursor: string | null }
  if (!first.next_cursor) throw new Error('the feed has a single page; seed more jobs')

  // The mix: the 20 cities with most jobs, each in three languages, four pages deep (by the pages' cursors).
  const reference = await createReferenceDataRepository(database.db).get()
  const busiest = (await database.db.execute(
    sql`select location_id from classifieds group by location_id order by count(*) desc limit 20`,
  )) as unknown as { rows: { location_id: number }[] }
  const mixPaths: string[] = []
  for (const { location_id: city } of busiest.rows) {
    let path = `${feedPath}?location_id=${city}&limit=20`
    for (let page = 0; page < 4; page++) {
      mixPaths.push(path)
      const next = (await (await fetch(`${address}${path}`)).json()) as { next_cursor: string | null }
      if (!next.next_cursor) break
      path = `${feedPath}?location_id=${city}&limit=20&cursor=${next.next_cursor}`
    }
  }
  const mix = mixPaths.flatMap((path) =>
    (['en', 'hi', 'te'] as const).map((language) => ({
      method: 'GET' as const,
      path,
      headers: { 'accept-language': language },
    })),
  )

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

  // The filter page's "Show N jobs" count and its sponsored block, for the same bodies.
  const countUrl = `${address}/api/classifieds/classifieds/apply_filters/count/`
  const promotedUrl = `${address}/api/classifieds/classifieds/promoted_jobs_v2/`
  const postTo = (url: string, body: object) => ({ ...post(body), url })
  const countTargets = [filterBodies[0]!, filterBodies[1]!, filterBodies[2]!].map(({ name, body }) => ({
    name: name.replace('filters,', 'count,'),
    ...postTo(countUrl, body),
  }))
  const promotedTarget = {
    name: 'promoted, job type + salary',
    ...postTo(promotedUrl, filterBodies[1]!.body),
  }
  // Jobs near me from Banjara Hills, Hyderabad (between the city's localities: the densest area), and its
  // second page (the cursor's place continues after the cursor).
  const nearby = `${address}/api/classifieds/classifieds/nearby/?lat=17.4126&long=78.4392`
  const nearbyFirst = (await (await fetch(nearby)).json()) as { next_cursor: string | null }
  if (!nearbyFirst.next_cursor) throw new Error('jobs near me has a single page; seed more jobs')

  const feedTargets = (base: string, suffix: string) => [
    { name: `feed, unfiltered${suffix}`, url: `${base}?limit=20` },
    { name: `feed, by location${suffix}`, url: `${base}?location_id=9&limit=20` },
    {
      name: `feed, category + location${suffix}`,
      url: `${base}?category_slug=driver&location_slug=hyderabad&limit=20`,
    },
    { name: `feed, second page (cursor)${suffix}`, url: `${base}?limit=20&cursor=${first.next_cursor}` },
    // as browsers ask: the answer gzipped
    {
      name: `feed, unfiltered, gzip${suffix}`,
      url: `${base}?limit=20`,
      headers: { 'accept-encoding': 'gzip' },
    },
    {
      name: `feed, mix of ${mix.length} URLs${suffix}`,
      url: base.slice(0, base.indexOf(feedPath)),
      requests: mix,
    },
  ]
  const targets: {
    name: string
    url: string
    method?: 'POST'
    headers?: Record<string, string>
    body?: string
    requests?: typeof mix
  }[] = [
    { name: 'GET /api/health', url: `${address}/api/health` },
    // each feed target without the cache, then with it, so that both meet the same machine
    ...feedTargets(uncachedFeed, ' (no cache)').flatMap((before, i) => [before, feedTargets(feed, '')[i]!]),
  ]
  if (!feedOnly)
    targets.push(
      ...filterBodies.map(({ name, body }) => ({ name, ...post({ ...body, page: 1 }) })),
      { name: 'filters, second page (cursor)', ...post(secondBody) },
      ...countTargets,
      promotedTarget,
      { name: 'jobs near me', url: nearby },
      { name: 'jobs near me, second page (cursor)', url: `${nearby}&cursor=${nearbyFirst.next_cursor}` },
    )

  const results: { name: string; rps: number; p50: number; p99: number; errors: number }[] = []
  for (const target of targets) {
    // The load generator gets its own thread, so it does not compete with the server's event loop.
    const result = await autocannon({
      url: target.url,
      connections,
      duration,
      workers: 1,
      ...(target.method ? { method: target.method, body: target.body } : {}),
      ...(target.headers ? { headers: target.headers } : {}),
      ...(target.requests ? { requests: target.requests } : {}),
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
  // Issue #11's goal for the feed on PostgreSQL: 3,000 requests a second at a p99 of 25 ms or less.
  for (const row of results.filter((each) => each.name.startsWith('feed'))) {
    const met = row.rps >= 3000 && row.p99 <= 25
    console.info(
      `feed goal (3,000 req/s, p99 <= 25 ms): ${row.name}: ${met ? 'met' : 'not met'} (${Math.round(row.rps)} req/s, p99 ${row.p99} ms)`,
    )
  }

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
    // apply_filters/count/: each body's count, up to the cap (plus one to know it is past it).
    ...filterBodies.map(({ name, body }) => ({
      name: name.replace('filters,', 'count,'),
      query: countQuery(
        database.db,
        searchFor({ ...body } as Parameters<typeof searchFor>[0], reference, 'en'),
        FILTER_COUNT_CAP + 1,
      ),
    })),
    // promoted_jobs_v2: one city, the filter page's several (location_ids), and filtered (POST).
    {
      name: 'promoted, one city',
      query: promotedQuery(database.db, { locale: 'en', locationIds: [9], limit: PROMOTED_JOBS_LIMIT }),
    },
    {
      name: 'promoted, two cities',
      query: promotedQuery(database.db, { locale: 'en', locationIds: [9, 31], limit: PROMOTED_JOBS_LIMIT }),
    },
    ...filterBodies.slice(1).map(({ name, body }) => ({
      name: name.replace('filters,', 'promoted,'),
      query: promotedQuery(database.db, {
        ...searchFor({ ...body } as Parameters<typeof searchFor>[0], reference, 'en'),
        limit: PROMOTED_JOBS_LIMIT,
      }),
    })),
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
  await uncachedApp.close()
  await database.close()
  if (temporaryDir) rmSync(temporaryDir, { recursive: true, force: true })
}
