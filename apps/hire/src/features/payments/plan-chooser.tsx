import { TOGGLE_EVENTS } from '@localjobs/analytics/events'
import { isPriced } from '@localjobs/api-client/payments/price'
import type { Plan } from '@localjobs/api-client/plans/types'
import { CheckboxGroup } from '@localjobs/ui/checkbox-group'
import { formatInr, formatNumber } from '@localjobs/ui/format'
import { RadioGroup } from '@localjobs/ui/radio-group'
import { TOTAL_DISTRICTS_MIN } from '@localjobs/validation/payments'
import { track } from '@localjobs/web-app/analytics'
import { DistrictsAndTotal } from '#src/components/districts-total.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import * as styles from './plan-chooser.css.ts'

export interface PlanChoiceState {
  planId: number | null
  upsellingOptionId: number | null
  totalDistricts: number
}

export const NO_CHOICE: PlanChoiceState = {
  planId: null,
  upsellingOptionId: null,
  totalDistricts: TOTAL_DISTRICTS_MIN,
}

/**
 * A plan with its add-on and districts, and the total (price, GST, total) from `orderPrice` through
 * `choicePrice`: the pay-later page's and the agent's chooser (step 4 of the post-job form has its own, in
 * the form). Words from the post-job form's step 4 (`postJobReview`).
 */
export function PlanChooser({
  plans,
  value,
  onChange,
  error,
}: {
  plans: Plan[]
  value: PlanChoiceState
  onChange: (next: PlanChoiceState) => void
  error?: string | undefined
}) {
  const t = useMessages('postJobReview')
  const plan = plans.find((item) => item.id === value.planId)
  return (
    <div className={styles.chooser}>
      <RadioGroup
        className={styles.plans}
        legend={t.planLegend}
        name="plan"
        required
        error={error}
        value={plan ? String(plan.id) : null}
        onChange={(next) => onChange({ ...value, planId: Number(next), upsellingOptionId: null })}
        options={plans.map((item) => ({
          value: String(item.id),
          label: (
            <span className={styles.planName}>
              <span className={styles.strong}>{item.title}</span>
              <span className={styles.strong}>{formatInr(item.price)}</span>
              <span className={styles.muted}>
                {t.plusGst} · {t.perDistrict}
              </span>
              {item.featured ? <span className={styles.featured}>{t.featured}</span> : null}
            </span>
          ),
          description: (
            <>
              <span className={styles.line}>{t.validityDays({ count: String(item.validity_days) })}</span>
              <span className={styles.line}>
                {item.applicants_allowed === null
                  ? t.applicantsUnlimited
                  : t.applicantsAllowed({ count: formatNumber(item.applicants_allowed) })}
              </span>
              {item.database_contacts > 0 ? (
                <span className={styles.line}>
                  {t.databaseContacts({ count: formatNumber(item.database_contacts) })}
                </span>
              ) : null}
              {item.features.map((feature) => (
                <span key={feature} className={styles.line}>
                  {feature}
                </span>
              ))}
            </>
          ),
        }))}
      />
      {plan && plan.upselling_options.length > 0 ? (
        <CheckboxGroup
          legend={t.addOnHint}
          name="upselling_option"
          value={value.upsellingOptionId === null ? [] : [String(value.upsellingOptionId)]}
          onChange={(values) => {
            const picked = values.find((item) => item !== String(value.upsellingOptionId)) ?? null
            const id = picked === null ? null : Number(picked)
            onChange({ ...value, upsellingOptionId: id })
            track(TOGGLE_EVENTS.upsellingPlan, {
              category: 'toggle',
              properties: {
                plan_id: plan.id,
                upselling_option_id: id ?? value.upsellingOptionId,
                checked: id !== null,
              },
            })
          }}
          options={plan.upselling_options.map((option) => ({
            value: String(option.id),
            label: t.addOnLabel({ name: option.title, price: formatInr(option.price) }),
          }))}
        />
      ) : null}
      {plan && isPriced(plan) ? (
        <DistrictsAndTotal
          plan={plan}
          upsellingOptionId={value.upsellingOptionId}
          totalDistricts={value.totalDistricts}
          onDistricts={(totalDistricts) => onChange({ ...value, totalDistricts })}
        />
      ) : null}
    </div>
  )
}
