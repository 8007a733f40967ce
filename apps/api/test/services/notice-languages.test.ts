import type { Locale } from '@localjobs/api-client/classifieds/types'
import { HOLD_REASON_LABELS, REJECT_REASON_LABELS } from '@localjobs/api-client/review/reasons'
import { HOLD_REASONS, REJECT_REASONS } from '@localjobs/validation/review-codes'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { submissions } from '#src/db/schema.ts'
import { smsSize } from '#src/lib/sms-segments.ts'
import type { MoveRequest } from '#src/plugins/app/submission-life.ts'
import { NOTICE_MAX_SEGMENTS, NOTIFYING_ACTIONS, noticeText } from '#src/services/submission-notices.ts'
import { bearer, type SignedInAdvertiser, signInAdvertiser } from '../helpers/advertisers.ts'
import { buildTestApp, type TestApp } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'
import { createBody, createPost, createUrl, fullPost, referencePost } from '../helpers/submissions.ts'

/**
 * The advertiser's SMS notices speak the language the post was written in (decision 029, amendment): the
 * create's locale, else its latest edit's.
 */
let database: Database
let test: TestApp
let advertiser: SignedInAdvertiser

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database)
  advertiser = await signInAdvertiser(test)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const DAY_MS = 86_400_000
const ops = { kind: 'ops' as const, userId: null }

let serial = 0
async function newPost(locale: Locale, title = `Driver ${locale} ${++serial}`) {
  const created = await createPost(
    test,
    advertiser.access,
    { ...fullPost(await referencePost(test)), title },
    { locale },
  )
  expect(created.statusCode).toBe(201)
  return { id: created.json<{ id: number }>().id, title }
}
const move = (submissionId: number, action: MoveRequest['action'], extra: Partial<MoveRequest> = {}) =>
  test.app.submissionLife.move(database.db, { submissionId, action, actor: ops, ...extra })
const localeOf = async (id: number) =>
  (
    await database.db.select({ locale: submissions.locale }).from(submissions).where(eq(submissions.id, id))
  )[0]?.locale
/** Runs the queue far enough ahead for every SMS job; returns the texts sent about `title`. */
async function textsAbout(title: string) {
  await test.app.jobWorker.runDue(new Date(Date.now() + 1000))
  return test.sms.sent
    .filter((message) => message.to === advertiser.mobile && message.kind === 'job_status')
    .map((message) => message.text)
    .filter((text) => text.includes(`"${title}"`))
}
const dateIn = (date: Date | null | undefined, locale: Locale) =>
  (date ?? new Date()).toLocaleDateString(`${locale}-IN`, {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  })

describe('the post keeps the language it was written in', () => {
  it.each(['en', 'hi', 'te'] as const)('a post created with locale=%s keeps it', async (locale) => {
    const { id } = await newPost(locale)
    expect(await localeOf(id)).toBe(locale)
  })

  it('Accept-Language decides when the call names no locale', async () => {
    const body = await createBody(
      { ...fullPost(await referencePost(test)), title: 'Cook, Accept-Language' },
      3,
    )
    const created = await test.app.inject({
      method: 'POST',
      url: createUrl(3, '?location=9&en=0'),
      headers: {
        ...bearer(advertiser.access),
        'app-type': 'web',
        'accept-language': 'te-IN,te;q=0.9,en;q=0.5',
        'content-type': body.contentType,
        'idempotency-key': crypto.randomUUID(),
      },
      payload: body.payload,
    })
    expect(created.statusCode).toBe(201)
    expect(await localeOf(created.json<{ id: number }>().id)).toBe('te')
  })
})

// The texts each action sends, row by row per language (the title as written, the reason's label and
// the date in the post's language).
const EXPECTED: Record<
  Locale,
  {
    approve: (title: string, date: string) => string
    hold: (title: string) => string
    reject: (title: string) => string
    expiring: (title: string, date: string) => string
    expire: (title: string) => string
  }
> = {
  en: {
    approve: (title, date) => `LocalJobs: your job "${title}" is approved and live till ${date}.`,
    hold: (title) =>
      `LocalJobs: your job "${title}" is on hold: Correct the salary. Edit it to send it for review again.`,
    reject: (title) => `LocalJobs: your job "${title}" was not approved: Duplicate of another post.`,
    expiring: (title, date) => `LocalJobs: your job "${title}" expires on ${date}. Renew it to keep it live.`,
    expire: (title) => `LocalJobs: your job "${title}" has expired. Renew it to post it again.`,
  },
  hi: {
    approve: (title, date) => `LocalJobs: आपकी नौकरी "${title}" मंज़ूर है, ${date} तक लाइव।`,
    hold: (title) => `LocalJobs: आपकी नौकरी "${title}" रोकी गई: वेतन ठीक करें। बदलकर फिर भेजें।`,
    reject: (title) => `LocalJobs: आपकी नौकरी "${title}" मंज़ूर नहीं हुई: दूसरी पोस्ट की नकल।`,
    expiring: (title, date) =>
      `LocalJobs: आपकी नौकरी "${title}" ${date} को समाप्त होगी। लाइव रखने को नवीनीकरण करें।`,
    expire: (title) => `LocalJobs: आपकी नौकरी "${title}" समाप्त हो गई। फिर पोस्ट करने को नवीनीकरण करें।`,
  },
  te: {
    approve: (title, date) => `LocalJobs: మీ ఉద్యోగం "${title}" ఆమోదించబడింది, ${date} వరకు లైవ్.`,
    hold: (title) => `LocalJobs: మీ ఉద్యోగం "${title}" నిలిపివేయబడింది: జీతాన్ని సరిచేయండి. మార్చి మళ్లీ పంపండి.`,
    reject: (title) => `LocalJobs: మీ ఉద్యోగం "${title}" ఆమోదించబడలేదు: మరో పోస్ట్‌కు నకలు.`,
    expiring: (title, date) => `LocalJobs: మీ ఉద్యోగం "${title}" ${date}న ముగుస్తుంది. లైవ్‌కు పునరుద్ధరించండి.`,
    expire: (title) => `LocalJobs: మీ ఉద్యోగం "${title}" గడువు ముగిసింది. మళ్లీ పోస్ట్‌కు పునరుద్ధరించండి.`,
  },
}

describe.each(['en', 'hi', 'te'] as const)('the notices of a post written in %s', (locale) => {
  const expected = EXPECTED[locale]

  it('approval, expiring and expired, each once, in that language', async () => {
    const { id, title } = await newPost(locale)
    const { submission } = await move(id, 'approve')
    const end = submission.validThrough
    expect(end).not.toBeNull()
    expect(await textsAbout(title)).toEqual([expected.approve(title, dateIn(end, locale))])
    await test.app.jobWorker.runDue(new Date((end?.getTime() ?? 0) - DAY_MS))
    await test.app.jobWorker.runDue(new Date((end?.getTime() ?? 0) + 1000))
    expect(await textsAbout(title)).toEqual([
      expected.approve(title, dateIn(end, locale)),
      expected.expiring(title, dateIn(end, locale)),
      expected.expire(title),
    ])
  })

  it('a hold with the reason label in that language', async () => {
    const { id, title } = await newPost(locale)
    await move(id, 'hold', { reason: 'fix_salary' })
    expect(await textsAbout(title)).toEqual([expected.hold(title)])
    expect(expected.hold(title)).toContain(HOLD_REASON_LABELS[locale].fix_salary)
  })

  it('a rejection with the reason label in that language', async () => {
    const { id, title } = await newPost(locale)
    await move(id, 'reject', { reason: 'duplicate' })
    expect(await textsAbout(title)).toEqual([expected.reject(title)])
    expect(expected.reject(title)).toContain(REJECT_REASON_LABELS[locale].duplicate)
  })
})

describe('an edit in another language', () => {
  it('a post written in Telugu, held, then edited in Hindi: later notices are in Hindi', async () => {
    const ref = await referencePost(test)
    const { id, title } = await newPost('te')
    await move(id, 'hold', { reason: 'fix_salary' })
    expect(await textsAbout(title)).toEqual([EXPECTED.te.hold(title)])

    const body = await createBody({ ...fullPost(ref), title, salary_min: '13000' }, 3)
    const edit = await test.app.inject({
      method: 'PUT',
      url: `/api/submissions/submissions/${id}/?locale=hi`,
      headers: { ...bearer(advertiser.access), 'app-type': 'web', 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(edit.statusCode).toBe(200)
    expect(await localeOf(id)).toBe('hi')

    await move(id, 'reject', { reason: 'duplicate' })
    expect(await textsAbout(title)).toEqual([EXPECTED.te.hold(title), EXPECTED.hi.reject(title)])
  })
})

describe('renewing with changes in another language', () => {
  it('an expired English post renewed with changes in Telugu: its next notices are in Telugu', async () => {
    const ref = await referencePost(test)
    const { id, title } = await newPost('en')
    await move(id, 'approve')
    await move(id, 'close', { actor: { kind: 'advertiser', userId: advertiser.userId } })
    const body = await createBody({ ...fullPost(ref), title, salary_min: '13000' }, 3)
    const renewed = await test.app.inject({
      method: 'POST',
      url: `/api/submissions/submissions/${id}/renew/?locale=te`,
      headers: { ...bearer(advertiser.access), 'app-type': 'web', 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(renewed.json<{ status: string }>().status).toBe('approval_pending')
    expect(await localeOf(id)).toBe('te')
    await move(id, 'hold', { reason: 'fix_salary' })
    expect((await textsAbout(title)).at(-1)).toBe(EXPECTED.te.hold(title))
  })

  it('renewed unchanged (the same values) keeps the language it was written in', async () => {
    const ref = await referencePost(test)
    const { id, title } = await newPost('hi')
    await move(id, 'approve')
    await move(id, 'close', { actor: { kind: 'advertiser', userId: advertiser.userId } })
    const body = await createBody({ ...fullPost(ref), title }, 3)
    const renewed = await test.app.inject({
      method: 'POST',
      url: `/api/submissions/submissions/${id}/renew/?locale=en`,
      headers: { ...bearer(advertiser.access), 'app-type': 'web', 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(renewed.json<{ status: string }>().status).toBe('active')
    expect(await localeOf(id)).toBe('hi')
  })
})

describe('every text fits in NOTICE_MAX_SEGMENTS SMS', () => {
  const longest = (labels: Record<string, string>) =>
    Object.keys(labels).reduce((a, b) => ((labels[a] ?? '').length >= (labels[b] ?? '').length ? a : b))
  const TITLES = {
    latin: 'A very long job title that goes on and on beyond forty characters and more',
    devanagari: 'डिलीवरी बॉय के लिए बहुत लंबा शीर्षक जो चालीस अक्षरों से भी ज़्यादा लंबा है',
    telugu: 'డెలివరీ బాయ్ కోసం చాలా పొడవైన శీర్షిక నలభై అక్షరాల కంటే ఎక్కువ పొడవు ఉంది',
  }
  const cases = (['en', 'hi', 'te'] as const).flatMap((locale) =>
    Object.entries(TITLES).flatMap(([script, title]) =>
      NOTIFYING_ACTIONS.flatMap((action) => {
        const reasons =
          action === 'hold'
            ? [longest(HOLD_REASON_LABELS[locale]), ...HOLD_REASONS]
            : action === 'reject'
              ? [longest(REJECT_REASON_LABELS[locale]), ...REJECT_REASONS]
              : [null]
        return [...new Set(reasons)].flatMap((reason) =>
          [new Date('2026-12-29T12:00:00Z'), null].map((validThrough) => ({
            locale,
            script,
            action,
            reason,
            validThrough,
            title,
          })),
        )
      }),
    ),
  )

  it.each(cases)('$locale $action $reason, a $script title', (facts) => {
    const text = noticeText(facts)
    expect(smsSize(text).segments).toBeLessThanOrEqual(NOTICE_MAX_SEGMENTS)
    // the title is there as written, at least its first words
    expect(text).toContain(facts.title.split(' ')[0])
  })

  it('a short title is never cut', () => {
    for (const locale of ['en', 'hi', 'te'] as const)
      expect(
        noticeText({ action: 'hold', title: 'ఇంటి పనిమనిషి', reason: 'remove_fee', validThrough: null, locale }),
      ).toContain('"ఇంటి పనిమనిషి"')
  })
})
