import type { Finding, FindingCode } from '@localjobs/api-client/review/types'
import { formatInr } from '@localjobs/ui/format'
import { type Messages, useLocale, useMessages } from '#src/i18n/translations.ts'
import { REVIEW_PATH } from '#src/lib/paths.ts'
import * as styles from './review.css.ts'

/** A sentence for a finding without evidence, for the codes whose title does not say enough alone. */
const NOTES: Partial<Record<FindingCode, keyof Messages<'review'>>> = {
  salary_above_norm: 'findingNote_salary_above_norm',
}

/**
 * What a finding rests on, under its title. The API's `reason` is English prose: an English page shows it;
 * a Hindi or Telugu page shows the evidence instead (the advertiser's own words, number or link, quoted as
 * written; the salary as an amount; a near-duplicate's post as a link to it on the desk), or, without
 * evidence, a sentence in the page's language where the title is not enough, else nothing.
 */
export function FindingDetail({ finding }: { finding: Finding }) {
  const t = useMessages('review')
  const locale = useLocale()
  if (locale === 'en') return <p className={styles.value}>{finding.reason}</p>
  const evidence = finding.evidence?.trim()
  if (!evidence) {
    const note = NOTES[finding.code]
    return note ? <p className={styles.value}>{t[note] as string}</p> : null
  }
  const amount = Number(evidence)
  if (finding.code === 'duplicate' && /^\d+$/.test(evidence))
    return (
      <p className={styles.value}>
        <a className={styles.tel} href={`${REVIEW_PATH}/${evidence}`}>
          {t.sameAsPost({ id: evidence })}
        </a>
      </p>
    )
  if (finding.code === 'salary_above_norm' && Number.isFinite(amount))
    return <p className={styles.value}>{t.salaryUpTo({ amount: formatInr(amount) })}</p>
  return <p className={styles.value}>{t.quoted({ text: evidence })}</p>
}
