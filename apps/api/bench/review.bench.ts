/**
 * `pnpm bench:review`: proves the review desk's and the machine checks' queries use indexes at 100k jobs and
 * 10k posts waiting for review (issue #8). It fills a temporary PGlite (or DATABASE_URL's empty database)
 * with generate_series inserts, runs EXPLAIN ANALYZE for each query and fails when one reads a big table
 * (classifieds, submissions) by a sequential scan.
 *
 *   pnpm bench:review [--jobs 100000] [--pending 10000]
 *
 * The queue queries here are the shapes the desk's route asks (status, then riskiest and oldest first, with
 * each filter); keep them in step with the route when it changes.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type SQL, sql } from 'drizzle-orm'
import { createDatabase } from '#src/db/database.ts'
import { migrateDatabase } from '#src/db/migrate.ts'
import { loadEnv } from '#src/env.ts'
import { countClassifieds, seedDatabase } from '#src/seed/seed.ts'

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    pending: { type: 'string', default: '10000' },
  },
})
const jobs = Number(values.jobs)
const pending = Number(values.pending)
const BIG_TABLES = ['classifieds', 'submissions']

const env = loadEnv(process.env)
const temporaryDir = env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'localjobs-bench-review-'))
const database = await createDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: temporaryDir })
const db = database.db
const started = performance.now()

try {
  await migrateDatabase(database)
  if ((await countClassifieds(db)) > 0)
    throw new Error('bench:review fills an empty database: point it at a new one')
  await database.exclusive((tx) => seedDatabase(tx, { jobs: 100 }))
  // 2,000 advertisers and 5,000 seekers of our own
  await db.execute(sql`
    insert into advertisers (name, company_name, mobile)
    select 'Bench advertiser ' || n, 'Bench company ' || n, '8' || lpad(n::text, 9, '0')
    from generate_series(1, 2000) n`)
  await db.execute(sql`
    insert into users (mobile) select '7' || lpad(n::text, 9, '0') from generate_series(1, 5000) n`)
  // 100k jobs copied from the seeded ones, spread over their categories and cities; 80% live
  await db.execute(sql`
    insert into classifieds (advertiser_id, category_id, job_title_id, location_id, company_name, salary_min,
      salary_max, job_type, shift, qualification, experience_min_years, experience_max_years, preferred_gender,
      openings_count, status, posted_at, valid_through, content)
    select (select min(id) from advertisers) + (n % 2000), c.category_id, c.job_title_id,
      (select id from locations order by id offset (n % 20) limit 1), c.company_name, 8000, 8000 + (n % 40) * 500,
      c.job_type, c.shift, c.qualification, c.experience_min_years, c.experience_max_years, c.preferred_gender,
      c.openings_count, case when n % 5 = 0 then 'expired' else 'active' end,
      now() - (n % 30) * interval '1 day', now() + (n % 5 - 1) * interval '10 days', c.content
    from generate_series(1, ${jobs - 100}) n
    join lateral (select * from classifieds order by id offset (n % 100) limit 1) c on true`)
  // posts: `pending` waiting for review and 4 times as many decided, with findings, contacts and texts
  const statuses = sql`(array['active','rejected','expired','on_hold'])[1 + n % 4]`
  await db.execute(sql`
    insert into submissions (advertiser_id, form_version, status, idempotency_key, job_category, job_title_id,
      primary_job_role, job_type, constituency, job_location_city, preferred_location, openings_count, salary_min,
      salary_max, shift_timing, fees_charged, qualification, experience, preferred_gender, mobile_no,
      whatsapp_no, contact_preference, company_size, company_type, is_consultancy_name, plan_id, risk_level,
      risk_score, text_fingerprint, other_details, waiting_since, created_at, first_time)
    select (select min(id) from advertisers) + (n % 2000), 3,
      case when n <= ${pending} then 'approval_pending' else ${statuses} end,
      'bench-' || n, c.category_id, c.job_title_id, 1, 1, 9, c.location_id, 148, 1, 10000, 15000, 1,
      case when n % 10 = 0 then 86 else 87 end, 1, 1, 1, '9' || lpad((n % 50000)::text, 9, '0'),
      case when n % 3 = 0 then '6' || lpad((n % 30000)::text, 9, '0') end, 1, 1, 1, false, 1,
      (array['low','medium','high'])[1 + n % 3], (n % 3) * 30, md5(n::text), 'Bench post ' || n,
      now() - (n % 1440) * interval '1 minute', now() - (n % 60) * interval '1 day', n <= 2000
    from generate_series(1, ${pending * 5}) n
    join lateral (select category_id, job_title_id, location_id from classifieds order by id offset (n % 100) limit 1) c on true`)
  // 20k seekers' reports of 8k jobs
  await db.execute(sql`
    insert into job_reports (classified_id, user_id, reason)
    select (select min(id) from classifieds) + (n % 8000), (select min(id) from users) + (n % 5000),
      (array['asked_money','fake_job','wrong_details','abusive'])[1 + n % 4]
    from generate_series(1, 20000) n on conflict do nothing`)
  await db.execute(sql`analyze`)
  console.info(`filled ${database.engine} in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  const [sample] = (
    (await db.execute(
      sql`select advertiser_id, job_category, job_location_city, mobile_no, text_fingerprint from submissions where id = 4242`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows
  if (!sample) throw new Error('no sample post')
  const queue = (where: SQL) => sql`
    select s.id from submissions s where s.status = 'approval_pending' ${where}
    order by s.risk_rank desc, s.waiting_since, s.id limit 21`
  const queries: { name: string; query: SQL }[] = [
    { name: 'queue', query: queue(sql``) },
    {
      name: 'queue, held posts',
      query: sql`select id from submissions s where s.status = 'on_hold' order by s.risk_rank desc, s.waiting_since, s.id limit 21`,
    },
    { name: 'queue, risk high', query: queue(sql`and s.risk_rank = 2`) },
    { name: 'queue, city', query: queue(sql`and s.job_location_city = ${sample.job_location_city}`) },
    { name: 'queue, category', query: queue(sql`and s.job_category = ${sample.job_category}`) },
    {
      name: 'queue, first-time advertisers',
      query: queue(sql`and s.first_time`),
    },
    {
      name: 'queue, after a cursor',
      query: queue(sql`and (s.risk_rank, s.waiting_since, s.id) < (2, now() - interval '1 hour', 5000)`),
    },
    {
      name: 'advertiser history (posts, rejections)',
      query: sql`select status, count(*) from submissions where advertiser_id = ${sample.advertiser_id} group by status`,
    },
    {
      name: 'reports queue',
      query: sql`select classified_id, count(distinct user_id) reporters, max(created_at) latest
        from job_reports group by classified_id order by reporters desc, latest desc, classified_id desc limit 21`,
    },
    {
      name: 'check: shared contact',
      query: sql`select count(distinct advertiser_id) from submissions
        where (mobile_no = ${sample.mobile_no} or whatsapp_no = ${sample.mobile_no}) and advertiser_id <> ${sample.advertiser_id}`,
    },
    {
      name: 'check: duplicate of the same advertiser',
      query: sql`select id, title, job_title from submissions where advertiser_id = ${sample.advertiser_id}
        and job_title_id = 1 and job_location_city = ${sample.job_location_city}
        and created_at > now() - interval '30 days' limit 50`,
    },
    {
      name: 'check: copied description',
      query: sql`select id from submissions where text_fingerprint = ${sample.text_fingerprint}
        and advertiser_id <> ${sample.advertiser_id} and created_at > now() - interval '30 days' limit 1`,
    },
    {
      name: 'check: salary norm in the city',
      query: sql`select count(*), percentile_cont(0.5) within group (order by salary_max) from classifieds
        where status = 'active' and valid_through > now() and category_id = ${sample.job_category}
        and location_id = ${sample.job_location_city}`,
    },
    {
      name: 'check: salary norm in every city',
      query: sql`select count(*), percentile_cont(0.5) within group (order by salary_max) from classifieds
        where status = 'active' and valid_through > now() and category_id = ${sample.job_category}`,
    },
  ]
  const scans: string[] = []
  for (const { name, query } of queries) {
    const plan = (await db.execute(sql`explain (analyze, costs off) ${query}`)) as unknown as {
      rows: Record<string, string>[]
    }
    const lines = plan.rows.map((row) => Object.values(row)[0] ?? '')
    console.info(`\nEXPLAIN ${name}:\n  ${lines.join('\n  ')}`)
    for (const table of BIG_TABLES)
      if (lines.some((line) => new RegExp(`Seq Scan on ${table}\\b`).test(line)))
        scans.push(`${name} (${table})`)
  }
  if (scans.length > 0) throw new Error(`sequential scans of a big table: ${scans.join(', ')}`)
  console.info(`\nevery query uses an index (${((performance.now() - started) / 1000).toFixed(1)} s)`)
} finally {
  await database.close()
  if (temporaryDir) rmSync(temporaryDir, { recursive: true, force: true })
}
