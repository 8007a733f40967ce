import { HOLD_REASON_LABELS, REJECT_REASON_LABELS } from '@localjobs/api-client/review/reasons'
import { Button } from '@localjobs/ui/button'
import { formatNumber } from '@localjobs/ui/format'
import { REVIEW_TEXT_MAX_LENGTH } from '@localjobs/validation/review-codes'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { type Messages, useLocale, useMessages } from '#src/i18n/translations.ts'
import {
  checkDecision,
  type DecisionErrors,
  type DeskAction,
  type DeskBody,
  reasonsFor,
} from './decision-values.ts'
import { DeskSelect, DeskTextArea } from './desk-fields.tsx'
import * as styles from './review.css.ts'

const NOTE_LABELS: Record<DeskAction, keyof Messages<'review'>> = {
  approve: 'approveNote',
  reject: 'rejectNote',
  hold: 'holdNote',
  fraud: 'fraudNote',
  unblock: 'unblockNote',
}

/**
 * The form of one action on a post: a reason from the action's list (reject, hold), the text, and Confirm.
 * The checks are `checkDecision`'s; errors show next to their field in the page's language, the first one
 * focused, and nothing typed is lost. `onSubmit` sends; while it runs the button is busy.
 */
export function DecisionForm({
  action,
  busy,
  onSubmit,
  onCancel,
}: {
  action: DeskAction
  busy: boolean
  onSubmit: (value: DeskBody) => void
  onCancel: () => void
}) {
  const t = useMessages('review')
  const locale = useLocale()
  const [reason, setReason] = useState('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<DecisionErrors>({})
  const reasonRef = useRef<HTMLSelectElement>(null)
  const noteRef = useRef<HTMLTextAreaElement>(null)
  const reasons = reasonsFor(action)
  // Opened from its button: the first field takes the focus (keyboard and screen-reader users land in it).
  useEffect(() => {
    ;(reasonRef.current ?? noteRef.current)?.focus()
  }, [])
  const labels: Record<string, string> =
    action === 'reject' ? REJECT_REASON_LABELS[locale] : action === 'hold' ? HOLD_REASON_LABELS[locale] : {}

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const checked = checkDecision(action, { reason, note })
    if (!checked.ok) {
      setErrors(checked.errors)
      if (checked.errors.reason) reasonRef.current?.focus()
      else noteRef.current?.focus()
      return
    }
    setErrors({})
    onSubmit(checked.value)
  }

  const noteError =
    errors.note === 'noteTooLong'
      ? t.noteTooLong({ max: formatNumber(REVIEW_TEXT_MAX_LENGTH) })
      : errors.note
        ? t[errors.note]
        : undefined

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {action === 'fraud' ? <p className={styles.warning}>{t.fraudWarning}</p> : null}
      {action === 'unblock' ? <p className={styles.warning}>{t.unblockWarning}</p> : null}
      {reasons.length > 0 ? (
        <DeskSelect
          ref={reasonRef}
          label={t.reason}
          name="reason"
          required
          value={reason}
          error={errors.reason ? t[errors.reason] : undefined}
          onChange={(event) => {
            setReason(event.target.value)
            if (errors.reason) setErrors((current) => ({ ...current, reason: undefined }))
          }}
          options={[
            { value: '', label: t.chooseReason },
            ...reasons.map((code) => ({ value: code, label: labels[code] ?? code })),
          ]}
        />
      ) : null}
      <DeskTextArea
        ref={noteRef}
        label={t[NOTE_LABELS[action]] as string}
        name="note"
        rows={3}
        maxLength={REVIEW_TEXT_MAX_LENGTH + 100}
        value={note}
        error={noteError}
        onChange={(event) => {
          setNote(event.target.value)
          if (errors.note) setErrors((current) => ({ ...current, note: undefined }))
        }}
      />
      <Button type="submit" fullWidth busy={busy}>
        {busy ? t.sending : t.send}
      </Button>
      <Button type="button" fullWidth variant="secondary" onClick={onCancel}>
        {t.cancel}
      </Button>
    </form>
  )
}
