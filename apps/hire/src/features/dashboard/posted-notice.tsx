import { CSAT_REASONS, type CsatReason } from '@localjobs/analytics/events'
import { track } from '@localjobs/web-app/analytics'
import { useEffect, useRef, useState } from 'react'
import * as notice from '#src/components/success-notice.css.ts'
import { type Messages, useMessages } from '#src/i18n/translations.ts'
import * as styles from './dashboard-page.css.ts'

const REASON_WORDS: Record<CsatReason, keyof Messages<'postJobReview'>> = {
  longer_time_to_get_job_live: 'csatLongerTime',
  not_getting_relevant_leads: 'csatRelevantLeads',
  not_able_to_find_right_candidates: 'csatRightCandidates',
  app_web_is_complex: 'csatComplex',
  support_from_the_product_team: 'csatSupport',
}

/**
 * After a post (spec section 4): 'Your job post is in review. Our team will reach out to you in next 24
 * hours.', and the CSAT question (spec section 9): five optional reasons, each tap sent as the reason's
 * own event (`csat_<reason>`, `CSAT_REASONS` of @localjobs/analytics), then a thank-you. It takes the focus
 * so a screen reader reads it; Close puts it away.
 */
export function PostedNotice({ onClose }: { onClose: () => void }) {
  const t = useMessages('postJobReview')
  const [answered, setAnswered] = useState<CsatReason[]>([])
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} tabIndex={-1} role="status" className={notice.notice}>
      <p className={notice.noticeText}>{t.inReview}</p>
      <fieldset className={styles.csat}>
        <legend className={styles.csatQuestion}>{t.csatQuestion}</legend>
        <div className={styles.reasons}>
          {CSAT_REASONS.map(({ reason, event }) => {
            const pressed = answered.includes(reason)
            return (
              <button
                key={reason}
                type="button"
                aria-pressed={pressed}
                className={styles.reason}
                onClick={() => {
                  if (pressed) return
                  setAnswered((previous) => [...previous, reason])
                  track(event, { properties: { reason } })
                }}
              >
                {t[REASON_WORDS[reason]] as string}
              </button>
            )
          })}
        </div>
        {answered.length > 0 ? <p>{t.csatThanks}</p> : null}
      </fieldset>
      <button type="button" className={styles.retry} onClick={onClose}>
        {t.closeNotice}
      </button>
    </div>
  )
}
