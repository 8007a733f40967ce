import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { SubmissionAction } from '@localjobs/api-client/submissions/status'
import { eq } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { advertisers, jobTitles, submissionEvents, submissions } from '#src/db/schema.ts'
import { nameIn } from '#src/lib/present-classified.ts'
import { reasonLabel } from '#src/lib/present-submission.ts'
import { smsSegments, smsSize } from '#src/lib/sms-segments.ts'
import { type JobPayloads, jobs } from '#src/services/job-queue.ts'
import type { SmsMessage, SmsSender } from '#src/services/sms.ts'

/**
 * The SMS that tell an advertiser what happened to a post (issue #8, decision 029): approval, rejection
 * with its reason, hold with what to fix, expiring soon and expired. Sent through the job queue, one job
 * per submission event (dedupe key `sms:event:<id>`), so a send is retried with backoff and never made
 * twice for the same event. In the language the post was written in (`submissions.locale`: its create's,
 * else its latest edit's), at most two SMS each (NOTICE_MAX_SEGMENTS).
 */
export const NOTIFYING_ACTIONS = [
  'approve',
  'reject',
  'hold',
  'expiring',
  'expire',
] as const satisfies readonly (SubmissionAction | 'submit')[]
export type NotifyingAction = (typeof NOTIFYING_ACTIONS)[number]

export const notifies = (action: string): action is NotifyingAction =>
  (NOTIFYING_ACTIONS as readonly string[]).includes(action)

/**
 * Queues the SMS for a submission event when its action tells the advertiser something; call it in the
 * transaction that appended the event, so the SMS exists exactly when the event does.
 */
export async function queueNotice(db: Drizzle, event: { id: number; action: string }) {
  if (!notifies(event.action)) return undefined
  return jobs.enqueue(db, { kind: 'sms', payload: { eventId: event.id }, dedupeKey: `sms:event:${event.id}` })
}

/** The most SMS segments a notice may take (a test holds every text, language and longest title to it). */
export const NOTICE_MAX_SEGMENTS = 2
/** Long titles are cut (letters) so that an English text stays one SMS where it can (160 GSM characters). */
const TITLE_MAX = 40
/** A title is never cut shorter than this (letters) to fit. */
const TITLE_MIN = 8

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' })

/**
 * The title cut to `max` letters (grapheme clusters: a Telugu or Devanagari letter with its vowel signs is
 * never split), with '...' when it is GSM-7 text (else '…', one unit).
 */
const shortTitle = (title: string, max: number) => {
  const trimmed = title.trim().replace(/\s+/g, ' ')
  const letters = [...graphemes.segment(trimmed)].map((each) => each.segment)
  if (letters.length <= max) return trimmed
  const ellipsis = smsSize(trimmed).encoding === 'gsm7' ? '...' : '…'
  return `${letters
    .slice(0, max - ellipsis.length)
    .join('')
    .trimEnd()}${ellipsis}`
}

const day = (date: Date, locale: Locale) =>
  date.toLocaleDateString(`${locale}-IN`, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' })

/** What a notice says besides its action: the quoted title, the date, the reason's label ('' if none). */
interface NoticeParts {
  job: string
  date: string
  reason: string
}
type Notice = (parts: NoticeParts) => Record<Locale, string>

/**
 * The notices in the three languages, in one place (the shape of lib/messages.ts): short, since Hindi and
 * Telugu are sent as UCS-2, 70 characters a segment.
 */
export const NOTICES = {
  approvedTill: ({ job, date }) => ({
    en: `LocalJobs: your job ${job} is approved and live till ${date}.`,
    hi: `LocalJobs: आपकी नौकरी ${job} मंज़ूर है, ${date} तक लाइव।`,
    te: `LocalJobs: మీ ఉద్యోగం ${job} ఆమోదించబడింది, ${date} వరకు లైవ్.`,
  }),
  approved: ({ job }) => ({
    en: `LocalJobs: your job ${job} is approved and live.`,
    hi: `LocalJobs: आपकी नौकरी ${job} मंज़ूर है और लाइव है।`,
    te: `LocalJobs: మీ ఉద్యోగం ${job} ఆమోదించబడింది, లైవ్‌లో ఉంది.`,
  }),
  rejected: ({ job, reason }) => ({
    en: `LocalJobs: your job ${job} was not approved${reason ? `: ${reason}` : ''}.`,
    hi: `LocalJobs: आपकी नौकरी ${job} मंज़ूर नहीं हुई${reason ? `: ${reason}` : ''}।`,
    te: `LocalJobs: మీ ఉద్యోగం ${job} ఆమోదించబడలేదు${reason ? `: ${reason}` : ''}.`,
  }),
  held: ({ job, reason }) => ({
    en: `LocalJobs: your job ${job} is on hold${reason ? `: ${reason}` : ''}. Edit it to send it for review again.`,
    hi: `LocalJobs: आपकी नौकरी ${job} रोकी गई${reason ? `: ${reason}` : ''}। बदलकर फिर भेजें।`,
    te: `LocalJobs: మీ ఉద్యోగం ${job} నిలిపివేయబడింది${reason ? `: ${reason}` : ''}. మార్చి మళ్లీ పంపండి.`,
  }),
  expiringOn: ({ job, date }) => ({
    en: `LocalJobs: your job ${job} expires on ${date}. Renew it to keep it live.`,
    hi: `LocalJobs: आपकी नौकरी ${job} ${date} को समाप्त होगी। लाइव रखने को नवीनीकरण करें।`,
    te: `LocalJobs: మీ ఉద్యోగం ${job} ${date}న ముగుస్తుంది. లైవ్‌కు పునరుద్ధరించండి.`,
  }),
  expiringSoon: ({ job }) => ({
    en: `LocalJobs: your job ${job} expires soon. Renew it to keep it live.`,
    hi: `LocalJobs: आपकी नौकरी ${job} जल्द समाप्त होगी। लाइव रखने को नवीनीकरण करें।`,
    te: `LocalJobs: మీ ఉద్యోగం ${job} త్వరలో ముగుస్తుంది. లైవ్‌కు పునరుద్ధరించండి.`,
  }),
  expired: ({ job }) => ({
    en: `LocalJobs: your job ${job} has expired. Renew it to post it again.`,
    hi: `LocalJobs: आपकी नौकरी ${job} समाप्त हो गई। फिर पोस्ट करने को नवीनीकरण करें।`,
    te: `LocalJobs: మీ ఉద్యోగం ${job} గడువు ముగిసింది. మళ్లీ పోస్ట్‌కు పునరుద్ధరించండి.`,
  }),
} satisfies Record<string, Notice>

/**
 * The daily SMS about a job's new applicants (issue #9, decision 034 amendment), beside the post's notices
 * and held to the same NOTICE_MAX_SEGMENTS: `count` is the number of new applicants.
 */
export const APPLICANTS_NOTICE = ({
  job,
  count,
}: {
  job: string
  count: number
}): Record<Locale, string> => ({
  en:
    count === 1
      ? `LocalJobs: 1 new applicant for your job ${job}. Open LocalJobs to see them.`
      : `LocalJobs: ${count} new applicants for your job ${job}. Open LocalJobs to see them.`,
  hi: `LocalJobs: आपकी नौकरी ${job} के लिए ${count} नए आवेदक। देखने के लिए LocalJobs खोलें।`,
  te: `LocalJobs: మీ ఉద్యోగం ${job}కు ${count} కొత్త దరఖాస్తులు. చూడటానికి LocalJobs తెరవండి.`,
})

/** The applicants SMS in `locale`, the title cut (as noticeText cuts it) to fit NOTICE_MAX_SEGMENTS. */
export function applicantsNoticeText({
  title,
  count,
  locale,
}: {
  title: string
  count: number
  locale: Locale
}): string {
  let max = TITLE_MAX
  let text = APPLICANTS_NOTICE({ job: `"${shortTitle(title, max)}"`, count })[locale]
  while (smsSegments(text) > NOTICE_MAX_SEGMENTS && max > TITLE_MIN) {
    max -= 1
    text = APPLICANTS_NOTICE({ job: `"${shortTitle(title, max)}"`, count })[locale]
  }
  return text
}

/** A post without any title (none is stored without one; a guard). */
export const UNTITLED: Record<Locale, string> = {
  en: 'Your job post',
  hi: 'आपकी नौकरी पोस्ट',
  te: 'మీ ఉద్యోగ పోస్ట్',
}

export interface NoticeFacts {
  action: NotifyingAction
  title: string
  reason: string | null
  validThrough: Date | null
  /** the post's language (submissions.locale): the text, the reason's label and the date speak it */
  locale: Locale
}

const noticeFor = (action: NotifyingAction, validThrough: Date | null): Notice => {
  switch (action) {
    case 'approve':
      return validThrough ? NOTICES.approvedTill : NOTICES.approved
    case 'reject':
      return NOTICES.rejected
    case 'hold':
      return NOTICES.held
    case 'expiring':
      return validThrough ? NOTICES.expiringOn : NOTICES.expiringSoon
    case 'expire':
      return NOTICES.expired
  }
}

/**
 * The text of one notice in the post's language, the title as the advertiser wrote it: cut at 40
 * characters, and shorter still if the text would otherwise take more than NOTICE_MAX_SEGMENTS SMS.
 */
export function noticeText({ action, title, reason, validThrough, locale }: NoticeFacts): string {
  const notice = noticeFor(action, validThrough)
  const parts = (max: number): NoticeParts => ({
    job: `"${shortTitle(title, max)}"`,
    date: validThrough ? day(validThrough, locale) : '',
    reason: reasonLabel(reason, locale) ?? '',
  })
  let max = TITLE_MAX
  let text = notice(parts(max))[locale]
  while (smsSegments(text) > NOTICE_MAX_SEGMENTS && max > TITLE_MIN) {
    max -= 1
    text = notice(parts(max))[locale]
  }
  return text
}

/** The 'sms' job: reads the event, its post and the advertiser's number, and sends the notice. */
export function smsJob(db: Drizzle, sms: SmsSender) {
  return async ({ eventId }: JobPayloads['sms']) => {
    const [row] = await db
      .select({
        action: submissionEvents.action,
        reason: submissionEvents.reason,
        title: submissions.title,
        jobTitle: submissions.jobTitle,
        jobTitleName: jobTitles.englishName,
        jobTitleTranslations: jobTitles.translations,
        validThrough: submissions.validThrough,
        locale: submissions.locale,
        mobile: advertisers.mobile,
      })
      .from(submissionEvents)
      .innerJoin(submissions, eq(submissions.id, submissionEvents.submissionId))
      .innerJoin(advertisers, eq(advertisers.id, submissions.advertiserId))
      .leftJoin(jobTitles, eq(jobTitles.id, submissions.jobTitleId))
      .where(eq(submissionEvents.id, eventId))
    // An event that tells nothing (or is gone): nothing to send, and nothing to try again.
    if (!row || !notifies(row.action)) return
    const message: SmsMessage = {
      to: row.mobile,
      kind: 'job_status',
      text: noticeText({
        action: row.action,
        // the title as the advertiser wrote it; else the job title's name in the post's language
        title:
          row.title ||
          row.jobTitle ||
          (row.jobTitleName
            ? nameIn(
                {
                  englishName: row.jobTitleName,
                  translations: row.jobTitleTranslations ?? { hi: '', te: '' },
                },
                row.locale,
              )
            : UNTITLED[row.locale]),
        reason: row.reason,
        validThrough: row.validThrough,
        locale: row.locale,
      }),
    }
    await sms.send(message)
  }
}
