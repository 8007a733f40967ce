import { choicePrice } from '@localjobs/api-client/payments/price'
import type { Plan } from '@localjobs/api-client/plans/types'
import { GST_PERCENT, TOTAL_DISTRICTS_MAX, TOTAL_DISTRICTS_MIN } from '@localjobs/validation/payments'
import { useId } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import { formatPaise } from '#src/lib/money.ts'
import * as styles from './districts-total.css.ts'

/**
 * The number of districts (a stepper, TOTAL_DISTRICTS_MIN to TOTAL_DISTRICTS_MAX, the job's own district
 * first) and the total of the plan, the add-on and the districts (price, GST, total) from `orderPrice`
 * through `choicePrice`: the one the API checks the order's amount with. Step 4 of the post-job form, the
 * pay-later page and the agent's checkout show the same (words from `postJobReview`). `plan` must be priced.
 */
export function DistrictsAndTotal({
  plan,
  upsellingOptionId,
  totalDistricts,
  onDistricts,
}: {
  plan: Plan
  upsellingOptionId: number | null
  totalDistricts: number
  onDistricts: (count: number) => void
}) {
  const t = useMessages('postJobReview')
  const hintId = useId()
  const change = (next: number) =>
    onDistricts(Math.min(TOTAL_DISTRICTS_MAX, Math.max(TOTAL_DISTRICTS_MIN, next)))
  const price = choicePrice({ plan, upsellingOptionId, totalDistricts })
  return (
    <>
      <fieldset className={styles.districts}>
        <legend className={styles.legend}>{t.districtsLegend}</legend>
        <p className={styles.hint} id={hintId}>
          {t.districtsHint({ price: formatPaise(plan.district_price_paise) })}
        </p>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={t.fewerDistricts}
            aria-describedby={hintId}
            disabled={totalDistricts <= TOTAL_DISTRICTS_MIN}
            onClick={() => change(totalDistricts - 1)}
          >
            −
          </button>
          <output className={styles.count} aria-live="polite">
            {t.districtsCount({ count: String(totalDistricts) })}
          </output>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={t.moreDistricts}
            aria-describedby={hintId}
            disabled={totalDistricts >= TOTAL_DISTRICTS_MAX}
            onClick={() => change(totalDistricts + 1)}
          >
            +
          </button>
        </div>
      </fieldset>
      <dl className={styles.total} aria-live="polite">
        <div className={styles.totalRow}>
          <dt>{t.priceNet}</dt>
          <dd>{formatPaise(price.net)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>{t.priceGst({ percent: String(GST_PERCENT) })}</dt>
          <dd>{formatPaise(price.gst)}</dd>
        </div>
        <div className={`${styles.totalRow} ${styles.grand}`}>
          <dt>{t.priceTotal}</dt>
          <dd>{formatPaise(price.total)}</dd>
        </div>
      </dl>
    </>
  )
}
