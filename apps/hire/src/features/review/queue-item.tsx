import { hoursWaiting, type ReviewAgeTone, reviewAgeTone } from '@localjobs/api-client/review/sla'
import type { ReviewQueueItem, RiskLevel } from '@localjobs/api-client/review/types'
import { formatNumber } from '@localjobs/ui/format'
import { type Messages, useMessages } from '#src/i18n/translations.ts'
import { REVIEW_PATH } from '#src/lib/paths.ts'
import * as styles from './review.css.ts'

export const RISK_WORDS: Record<RiskLevel, keyof Messages<'review'>> = {
  high: 'riskHigh',
  medium: 'riskMedium',
  low: 'riskLow',
}

/** The word beside an amber or red age, so the colour is never the only signal. */
const AGE_WORDS: Record<ReviewAgeTone, 'soon' | 'late' | null> = { ok: null, amber: 'soon', red: 'late' }

/** A post's risk: its level in words, coloured, with how many findings made it. */
export function RiskBadge({ level, findings }: { level: RiskLevel; findings: number }) {
  const t = useMessages('review')
  return (
    <span className={styles.risk[level]} data-risk={level}>
      {t[RISK_WORDS[level]] as string} · {t.findingsCount({ count: formatNumber(findings) })}
    </span>
  )
}

/** How long a post has waited against the 24-hour promise: amber after 12 h, red after 20 h (`review/sla`). */
export function AgeBadge({ since, now }: { since: string; now?: Date }) {
  const t = useMessages('review')
  const tone = reviewAgeTone(since, now)
  const word = AGE_WORDS[tone]
  return (
    <span className={styles.age[tone]} data-tone={tone}>
      {t.waitingHours({ hours: formatNumber(hoursWaiting(since, now)) })}
      {word ? ` · ${t[word]}` : null}
    </span>
  )
}

/** One post in the queue: title (a link to the post), city, category, advertiser, risk and age. */
export function QueueItem({ item, now }: { item: ReviewQueueItem; now?: Date }) {
  const t = useMessages('review')
  return (
    <li className={styles.item}>
      <a className={styles.itemLink} href={`${REVIEW_PATH}/${item.id}`}>
        {item.title}
      </a>
      <p className={styles.meta}>
        {item.city.title} · {item.category.title}
      </p>
      <p className={styles.meta}>{item.advertiser.company_name || item.advertiser.name}</p>
      <p className={styles.badges}>
        <RiskBadge level={item.risk.level} findings={item.findings.length} />
        <AgeBadge since={item.waiting_since} now={now} />
        {item.advertiser.first_time ? <span className={styles.neutralBadge}>{t.firstTime}</span> : null}
      </p>
    </li>
  )
}
