import { REPORT_REASON_LABELS, REPORT_REASONS } from '@localjobs/api-client/review/reasons'
import { BottomSheet } from '@localjobs/ui/bottom-sheet'
import { Button } from '@localjobs/ui/button'
import { formatNumber } from '@localjobs/ui/format'
import { RadioGroup } from '@localjobs/ui/radio-group'
import { TextArea } from '@localjobs/ui/text-field'
import { jobReportSchema } from '@localjobs/validation/job-report'
import { fieldMessages } from '@localjobs/validation/messages/lookup'
import { REVIEW_TEXT_MAX_LENGTH } from '@localjobs/validation/review-codes'
import type { Locale } from '@localjobs/web-app/locale'
import { useRouteContext } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ReportMessages } from '#src/i18n/messages/en/report.ts'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { getLoginDetails, requestLogin } from '#src/lib/login-state.ts'
import { type ReportOutcome, sendReport } from '../api/send-report.ts'
import * as styles from './report-dialog.css.ts'

/**
 * The sheet's words, in the page's language: loaded with this module on the first tap, not through the
 * page's catalog (whose table of namespaces is part of every page's first load). Its title is the button's
 * label (`jobs.reportJob`), which every job page has.
 */
export const REPORT_WORDS: Record<Locale, () => Promise<{ default: ReportMessages }>> = {
  en: () =>
    withChecks(import('#src/i18n/messages/en/report.ts'), import('#src/i18n/messages/en/validation.ts')),
  hi: () =>
    withChecks(import('#src/i18n/messages/hi/report.ts'), import('#src/i18n/messages/hi/validation.ts')),
  te: () =>
    withChecks(import('#src/i18n/messages/te/report.ts'), import('#src/i18n/messages/te/validation.ts')),
}

/** The sheet's words once the form checks' messages of the same language are registered (decision 032). */
const withChecks = <T,>(words: Promise<T>, checks: Promise<unknown>): Promise<T> =>
  Promise.all([words, checks]).then(([loaded]) => loaded)

export interface ReportSheetProps {
  jobId: number
  /** how many times "Report this job" was tapped: each tap opens the sheet */
  tap: number
}

/**
 * What a tap on "Report this job" loads: the login modal first when the seeker is not logged in (as Apply
 * does), then the sheet. It stays mounted when closed, so what was typed is still there on the next tap.
 */
export function ReportSheet({ jobId, tap }: ReportSheetProps) {
  const locale = useLocale()
  const [words, setWords] = useState<ReportMessages | null>(null)
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  useEffect(() => {
    if (!tap) return
    let current = true
    Promise.all([getLoginDetails() ?? requestLogin(), REPORT_WORDS[locale]()]).then(
      ([login, loaded]) => {
        if (!current || !login) return
        setWords(loaded.default)
        setOpen(true)
      },
      // Words that failed to load (a dropped connection): the next tap tries again.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [tap, locale])
  return words && <ReportDialog t={words} jobId={jobId} open={open} onClose={close} />
}

export interface ReportDialogProps {
  t: ReportMessages
  jobId: number
  open: boolean
  onClose: () => void
}

/** How long the thank-you shows before the dialog closes by itself. */
export const THANKS_SHOWN_MS = 3000

type Notice = { tone: 'done' | 'problem'; text: string }

/**
 * "Report this job" (issue #8): the five reasons, the seeker's words (required with Other, counted up to
 * REVIEW_TEXT_MAX_LENGTH), Send and Cancel. The shared schema (`@localjobs/validation/job-report`) checks it
 * here as the API does. Its parent keeps it mounted when closed, so what was typed is still there when the
 * seeker opens it again; only a report the API took (or one made before) clears it.
 */
export function ReportDialog({ t, jobId, open, onClose }: ReportDialogProps) {
  const { reportJob } = useMessages('jobs')
  const locale = useLocale()
  const context = useRouteContext({ from: '__root__' })
  const [reason, setReason] = useState<string | null>(null)
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [finished, setFinished] = useState(false)
  const textRef = useRef<HTMLTextAreaElement>(null)

  // A finished dialog opened again starts afresh.
  useEffect(() => {
    if (!open && finished) {
      setReason(null)
      setText('')
      setNotice(null)
      setFinished(false)
    }
  }, [open, finished])

  // The thank-you shows, then the dialog closes by itself.
  const thanked = finished && notice?.tone === 'done' && notice.text === t.thanks
  useEffect(() => {
    if (!open || !thanked) return
    const timer = setTimeout(onClose, THANKS_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [open, thanked, onClose])

  function say(outcome: ReportOutcome) {
    switch (outcome.kind) {
      case 'sent':
        return finish(t.thanks)
      case 'already-reported':
        return finish(t.alreadyReported)
      case 'not-live':
        return finish(t.notLive, 'problem')
      case 'limit':
        return setNotice({ tone: 'problem', text: outcome.message ?? t.limit })
      case 'offline':
        return setNotice({ tone: 'problem', text: t.offline })
      case 'logged-out':
        return setNotice({ tone: 'problem', text: t.loginAgain })
      case 'invalid':
        return setErrors(outcome.fields)
      case 'failed':
        return setNotice({ tone: 'problem', text: t.failed })
    }
  }

  function finish(message: string, tone: Notice['tone'] = 'done') {
    setFinished(true)
    setNotice({ tone, text: message })
  }

  async function send() {
    setNotice(null)
    const checked = jobReportSchema.safeParse({ reason: reason ?? '', text })
    if (!checked.success) {
      const problems = fieldMessages(checked.error.issues, locale)
      setErrors(problems)
      if (!problems.reason && problems.text) textRef.current?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const login = getLoginDetails() ?? (await requestLogin())
      if (!login) return
      say(await sendReport(context, jobId, checked.data))
    } finally {
      setBusy(false)
    }
  }

  const labels = REPORT_REASON_LABELS[locale]
  const other = reason === 'other'
  const counter = t.counter({
    count: formatNumber(text.length),
    max: formatNumber(REVIEW_TEXT_MAX_LENGTH),
  })
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={reportJob}
      description={finished ? undefined : t.description}
      closeLabel={t.close}
      closeOnBackdrop={false}
      actions={
        finished ? (
          <Button variant="secondary" fullWidth onClick={onClose}>
            {t.close}
          </Button>
        ) : (
          <>
            <Button fullWidth disabled={busy} onClick={() => void send()}>
              {busy ? t.sending : t.send}
            </Button>
            <Button variant="secondary" fullWidth onClick={onClose}>
              {t.cancel}
            </Button>
          </>
        )
      }
    >
      {finished ? (
        <p role="status" className={styles.notice[notice?.tone ?? 'done']}>
          {notice?.text}
        </p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          <RadioGroup
            legend={t.reason}
            name="reason"
            required
            options={REPORT_REASONS.map((code) => ({ value: code, label: labels[code] }))}
            value={reason}
            onChange={(value) => {
              setReason(value)
              setErrors((shown) => ({ ...shown, reason: '' }))
            }}
            error={errors.reason || undefined}
          />
          <TextArea
            ref={textRef}
            label={t.text}
            name="text"
            rows={3}
            required={other}
            value={text}
            onChange={(event) => setText(event.target.value)}
            hint={`${other ? t.textHint : t.textOptional} ${counter}`}
            error={errors.text || undefined}
          />
          <p role={notice ? 'alert' : undefined} className={styles.notice.problem} hidden={!notice}>
            {notice?.text}
          </p>
        </form>
      )}
    </BottomSheet>
  )
}
