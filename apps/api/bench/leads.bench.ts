/**
 * `pnpm bench:leads`: the advertiser's dashboard list and a job's leads (issue #9) at scale: 100k jobs, 10k
 * advertisers, 1M applications (leads) and 200k seeker profiles by default. It fills a temporary PGlite (or
 * DATABASE_URL's empty database) with generate_series inserts, load-tests the calls as the busiest advertiser
 * (one job with 5,000 applicants on top), runs EXPLAIN ANALYZE for each query and fails on a sequential scan
 * of a big table (applications, job_seeker_profiles, submissions, classifieds), on a responses page by best
 * match that does not read its index in order (a Sort node: the stored score is not used), or on a p99 over
 * 25 ms.
 *
 *   pnpm bench:leads [--jobs 100000] [--advertisers 10000] [--leads 1000000] [--seekers 200000]
 *                    [--heavy 5000] [--duration 5] [--connections 2]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { type SQL, sql } from 'drizzle-orm'
import { buildApp } from '#src/app.ts'
import { createDatabase } from '#src/db/database.ts'
import { migrateDatabase } from '#src/db/migrate.ts'
import { loadEnv } from '#src/env.ts'
import { refreshApplicationMatch } from '#src/lib/application-match.ts'
import { type LeadsListQuery, leadsPageQuery, ownJob } from '#src/lib/leads.ts'
import { applicantCountsQuery } from '#src/lib/present-submission.ts'
import { countClassifieds, seedDatabase } from '#src/seed/seed.ts'

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    advertisers: { type: 'string', default: '10000' },
    leads: { type: 'string', default: '1000000' },
    seekers: { type: 'string', default: '200000' },
    heavy: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '5' },
    // as many requests at once as this machine has cores: the p99 is then the calls' own (decision 034)
    connections: { type: 'string', default: '2' },
  },
})
const jobs = Number(values.jobs)
const advertiserCount = Number(values.advertisers)
const leads = Number(values.leads)
const seekers = Number(values.seekers)
const heavy = Math.min(Number(values.heavy), seekers)
const duration = Number(values.duration)
const connections = Number(values.connections)
const BIG_TABLES = ['applications', 'job_seeker_profiles', 'submissions', 'classifieds']
const P99_LIMIT_MS = 25

const env = loadEnv({ ...process.env, RATE_LIMIT_PER_IP_PER_MINUTE: '0' })
const temporaryDir = env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'localjobs-bench-leads-'))
// Filling 1M rows takes longer than a request may: no statement timeout in the benchmark.
const database = await createDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDataDir: temporaryDir,
  statementTimeoutMs: 0,
})
const db = database.db
const app = buildApp({ db: database, env })
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows
const timed = async (what: string, run: () => Promise<unknown>) => {
  const start = performance.now()
  await run()
  console.info(`  ${what}: ${((performance.now() - start) / 1000).toFixed(1)} s`)
}

try {
  await migrateDatabase(database)
  if ((await countClassifieds(db)) > 0)
    throw new Error('bench:leads fills an empty database: point it at a new one')
  const started = performance.now()
  console.info(
    `filling ${database.engine}: ${jobs} jobs, ${advertiserCount} advertisers, ${leads} leads, ${seekers} seekers`,
  )
  await timed('reference data and 100 template jobs', () =>
    database.exclusive((tx) => seedDatabase(tx, { jobs: 100 })),
  )
  await timed('advertisers and users', async () => {
    await db.execute(sql`
      insert into advertisers (name, company_name, mobile)
      select 'Bench advertiser ' || n, 'Bench company ' || n, '8' || lpad(n::text, 9, '0')
      from generate_series(1, ${advertiserCount}) n`)
    await db.execute(sql`
      insert into users (mobile, name, mobile_verified_at)
      select '7' || lpad(n::text, 9, '0'), 'Seeker ' || n, case when n % 3 > 0 then now() end
      from generate_series(1, ${seekers}) n`)
  })
  const [bounds] = rowsOf(
    await db.execute(sql`select
      (select min(id) from advertisers where name like 'Bench advertiser %') as first_advertiser,
      (select min(id) from users where name like 'Seeker %') as first_user,
      (select array_agg(id order by id) from categories) as categories,
      (select array_agg(id order by id) from (select id from locations order by id limit 40) l) as cities`),
  )
  if (!bounds) throw new Error('no bounds')
  const firstAdvertiser = Number(bounds.first_advertiser)
  const firstUser = Number(bounds.first_user)
  const categories = bounds.categories as number[]
  const cities = bounds.cities as number[]
  // ids the database just answered, written as array literals (a JS array would become a list of parameters)
  const categoryArray = sql.raw(`array[${categories.map(Number).join(',')}]`)
  const cityArray = sql.raw(`array[${cities.map(Number).join(',')}]`)
  await timed('resumes and seeker profiles', async () => {
    await db.execute(sql`
      insert into resumes (id, user_id, storage_key, file_name, content_type, size_bytes)
      select 'bench-resume-' || n, ${firstUser} + n, 'bench/' || n, 'cv.pdf', 'application/pdf', 1000
      from generate_series(0, ${seekers - 1}, 2) n`)
    await db.execute(sql`
      insert into job_seeker_profiles (user_id, name, gender, qualification, specialization, experience, job_type,
        work_time, shift_timing, job_category, locations, discoverable, updated_at, resume_id)
      select ${firstUser} + n, 'Seeker ' || n, 1 + n % 3, 1 + n % 8, 1, (array[0,1,2,3,5,10])[1 + n % 6], 1, 2, 1,
        array[(${categoryArray})[1 + n % ${categories.length}], (${categoryArray})[1 + (n / 7) % ${categories.length}]],
        array[(${cityArray})[1 + (n / 3) % ${cities.length}]], n % 20 <> 0, now() - (n % 10000) * interval '1 minute',
        case when n % 2 = 0 then 'bench-resume-' || n end
      from generate_series(0, ${seekers - 1}) n`)
  })
  await timed('jobs', () =>
    db.execute(sql`
      insert into classifieds (advertiser_id, category_id, job_title_id, location_id, company_name, salary_min,
        salary_max, job_type, shift, qualification, experience_min_years, experience_max_years, preferred_gender,
        openings_count, status, posted_at, valid_through, content)
      select ${firstAdvertiser} + (n % ${advertiserCount}), c.category_id, c.job_title_id,
        (${cityArray})[1 + n % ${cities.length}], c.company_name, 8000, 8000 + (n % 40) * 500,
        c.job_type, c.shift, c.qualification, c.experience_min_years, c.experience_max_years, c.preferred_gender,
        c.openings_count, case when n % 5 = 0 then 'expired' else 'active' end,
        now() - (n % 30) * interval '1 day', now() + (n % 5 - 1) * interval '10 days', c.content
      from generate_series(0, ${jobs - 101}) n
      join lateral (select * from classifieds order by id offset (n % 100) limit 1) c on true`),
  )
  await timed('posts (one per job)', () =>
    db.execute(sql`
      insert into submissions (advertiser_id, form_version, status, idempotency_key, job_category, job_title_id,
        primary_job_role, job_type, constituency, job_location_city, preferred_location, openings_count, salary_min,
        salary_max, shift_timing, fees_charged, qualification, experience, preferred_gender, mobile_no,
        contact_preference, company_size, company_type, is_consultancy_name, plan_id, classified_id, created_at)
      select c.advertiser_id, 3, case when c.status = 'active' then 'active' else 'expired' end, 'bench-' || c.id,
        c.category_id, c.job_title_id, 1, 1, 9, c.location_id, 148, 1, 10000, 15000, 1, 87, 1, 1, 1,
        '9' || lpad((c.id % 50000)::text, 9, '0'), 1, 1, 1, false, 1, c.id, c.posted_at
      from classifieds c`),
  )
  const [jobBounds] = rowsOf(
    await db.execute(sql`select min(id) as first, count(*) as total from classifieds`),
  )
  const firstJob = Number(jobBounds?.first)
  const totalJobs = Number(jobBounds?.total)
  await timed('leads', () =>
    db.execute(sql`
      insert into applications (user_id, classified_id, source, review_status, viewed_at, contacted_at, created_at)
      select ${firstUser} + ((n / ${totalJobs}) + (n % ${totalJobs}) * 13) % ${seekers},
        ${firstJob} + n % ${totalJobs}, 'details',
        case when n % 4 = 0 then 'contacted' else 'to_review' end,
        case when n % 2 = 0 then now() end, case when n % 4 = 0 then now() end,
        now() - (n % 43200) * interval '1 minute'
      from generate_series(0, ${leads - 1}) n
      on conflict do nothing`),
  )
  // the busiest advertiser: the first bench advertiser, signed in; one of their jobs has `heavy` applicants
  const [owner] = rowsOf(
    await db.execute(sql`insert into users (mobile, name) values ('6999999999', 'Bench owner') returning id`),
  )
  await db.execute(sql`update advertisers set user_id = ${owner?.id} where id = ${firstAdvertiser}`)
  const [heavyJob] = rowsOf(
    await db.execute(
      sql`select id from classifieds where advertiser_id = ${firstAdvertiser} order by id limit 1`,
    ),
  )
  const heavyId = Number(heavyJob?.id)
  if (!heavyId) throw new Error('the busiest advertiser has no job')
  await db.execute(
    sql`update classifieds set status = 'active', valid_through = now() + interval '20 days' where id = ${heavyId}`,
  )
  await timed(`${heavy} applicants of the busiest job`, () =>
    db.execute(sql`
      insert into applications (user_id, classified_id, source, review_status, viewed_at, created_at)
      select ${firstUser} + n, ${heavyId}, 'search', case when n % 5 = 0 then 'contacted' else 'to_review' end,
        case when n % 3 = 0 then now() end, now() - n * interval '1 minute'
      from generate_series(0, ${heavy - 1}) n
      on conflict do nothing`),
  )
  // what the apply routes store on each application, for all of them at once (as migration 0014's backfill)
  await timed('best match of every lead', () => refreshApplicationMatch(db, 'all'))
  await db.execute(sql`analyze`)
  const [counts] = rowsOf(
    await db.execute(sql`select (select count(*) from applications) as leads,
      (select count(*) from job_seeker_profiles) as profiles, (select count(*) from advertisers) as advertisers,
      (select count(*) from classifieds) as jobs`),
  )
  console.info(
    `filled ${database.engine} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`,
  )

  await app.ready()
  const { access } = await app.tokens.issue(Number(owner?.id), 'otp')
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  const headers = { authorization: `Bearer ${access}` }
  const leadsUrl = (query: string) => `${address}/api/classifieds/classifieds/${heavyId}/leads/?${query}`
  const second = (await (await fetch(leadsUrl('limit=10'), { headers })).json()) as { next_cursor: string }
  const targets = [
    { name: 'GET /api/health', url: `${address}/api/health` },
    { name: 'dashboard list', url: `${address}/api/submissions/submissions/?limit=10` },
    { name: 'leads, responses, newest', url: leadsUrl('limit=10') },
    { name: 'leads, responses, second page', url: leadsUrl(`limit=10&cursor=${second.next_cursor}`) },
    { name: 'leads, responses, To Review', url: leadsUrl('limit=10&review_status=to_review') },
    { name: 'leads, responses, best match', url: leadsUrl('limit=10&sort=best_match') },
    { name: 'leads, database, newest', url: leadsUrl('tab=database&limit=10') },
    { name: 'leads, database, best match', url: leadsUrl('tab=database&sort=best_match&limit=10') },
    { name: 'leads, verified', url: leadsUrl('tab=verified&limit=10') },
  ]
  const results: { name: string; rps: number; p50: number; p99: number; errors: number }[] = []
  for (const target of targets) {
    const result = await autocannon({ url: target.url, connections, duration, workers: 1, headers })
    results.push({
      name: target.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    })
  }
  console.info(`\n${connections} connections, ${duration} s per target, Node ${process.version}`)
  console.info(
    [
      '| target | req/s | p50 ms | p99 ms | non-2xx/errors |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...results.map(
        (row) => `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.errors} |`,
      ),
    ].join('\n'),
  )

  const job = await ownJob(db, heavyId, firstAdvertiser)
  if (!job) throw new Error('the busiest job is not its advertiser’s')
  const page = (query: Partial<LeadsListQuery>) =>
    leadsPageQuery(db, job, { tab: 'responses', sort: 'newest', limit: 11, ...query })
  const dashboardIds = rowsOf(
    await db.execute(
      sql`select classified_id from submissions where advertiser_id = ${firstAdvertiser} order by created_at desc, id desc limit 10`,
    ),
  ).map((row) => Number(row.classified_id))
  const queries: {
    name: string
    query: SQL | ReturnType<typeof page> | ReturnType<typeof applicantCountsQuery>
    /** the plan must read this index in order: it names the index and sorts nothing */
    inOrder?: string
  }[] = [
    {
      name: 'dashboard: the posts',
      query: sql`select id from submissions where advertiser_id = ${firstAdvertiser} order by created_at desc, id desc limit 11`,
    },
    { name: 'dashboard: applicant counts of the page', query: applicantCountsQuery(db, dashboardIds) },
    { name: 'leads, responses, newest', query: page({}) },
    {
      name: 'leads, responses, after a cursor',
      query: page({ after: { score: 0, createdAt: new Date(Date.now() - 600 * 60_000), id: 1 } }),
    },
    { name: 'leads, responses, To Review', query: page({ reviewStatus: 'to_review' }) },
    {
      name: 'leads, responses, best match',
      query: page({ sort: 'best_match' }),
      inOrder: 'applications_classified_match_idx',
    },
    {
      name: 'leads, responses, best match, after a cursor',
      query: page({
        sort: 'best_match',
        after: { score: 2, createdAt: new Date(Date.now() - 600 * 60_000), id: 1 },
      }),
      inOrder: 'applications_classified_match_idx',
    },
    {
      name: 'leads, responses, best match, To Review',
      query: page({ sort: 'best_match', reviewStatus: 'to_review' }),
      inOrder: 'applications_classified_status_match_idx',
    },
    { name: 'leads, database, newest', query: page({ tab: 'database' }) },
    { name: 'leads, database, best match', query: page({ tab: 'database', sort: 'best_match' }) },
    { name: 'leads, verified', query: page({ tab: 'verified' }) },
    {
      name: 'leads, count of the database tab',
      query: sql`select count(*) from job_seeker_profiles p join users u on u.id = p.user_id
          where p.discoverable and p.job_category @> array[${job.categoryId}]::integer[]
          and p.locations @> array[${job.locationId}]::integer[]
          and not exists (select 1 from applications a where a.classified_id = ${job.id} and a.user_id = p.user_id)`,
    },
  ]
  let seqScans = 0
  const outOfOrder: string[] = []
  for (const { name, query, inOrder } of queries) {
    const lines = rowsOf(await db.execute(sql`explain (analyze, costs off) ${query}`)).map((row) =>
      String(Object.values(row)[0]),
    )
    console.info(`\nEXPLAIN ${name}:\n  ${lines.join('\n  ')}`)
    if (lines.some((line) => BIG_TABLES.some((table) => line.includes(`Seq Scan on ${table}`)))) seqScans++
    const sorts = lines.some((line) => /^\s*(->\s*)?(Incremental )?Sort\b/.test(line))
    if (inOrder && (sorts || !lines.some((line) => line.includes(` ${inOrder} `)))) outOfOrder.push(name)
  }
  const slow = results.filter((row) => row.p99 > P99_LIMIT_MS)
  if (results.some((row) => row.errors > 0)) throw new Error('some requests failed: see non-2xx/errors above')
  if (seqScans > 0) throw new Error(`${seqScans} queries scan a whole big table: an index is missing`)
  if (outOfOrder.length > 0)
    throw new Error(`not read in index order (a Sort, or another index): ${outOfOrder.join(', ')}`)
  if (slow.length > 0)
    throw new Error(
      `p99 over ${P99_LIMIT_MS} ms: ${slow.map((row) => `${row.name} ${row.p99} ms`).join(', ')}`,
    )
} finally {
  await app.close()
  await database.close()
  if (temporaryDir) rmSync(temporaryDir, { recursive: true, force: true })
}
