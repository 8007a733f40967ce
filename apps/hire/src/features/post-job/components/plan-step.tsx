import { TOGGLE_EVENTS } from '@localjobs/analytics/events'
import type { PaymentVariant } from '@localjobs/analytics/payment-variant'
import { isPriced } from '@localjobs/api-client/payments/price'
import { plansQueryOptions } from '@localjobs/api-client/plans'
import type { Plan } from '@localjobs/api-client/plans/types'
import { CheckboxGroup } from '@localjobs/ui/checkbox-group'
import { formatInr, formatNumber } from '@localjobs/ui/format'
import { RadioGroup } from '@localjobs/ui/radio-group'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import type { PostJobFormValues } from '@localjobs/validation/post-job'
import { track } from '@localjobs/web-app/analytics'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { type ReactElement, useEffect, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { DistrictsAndTotal } from '#src/components/districts-total.tsx'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { useAdvertiserSession } from '#src/lib/advertiser-session.ts'
import { formatDate, validUntil } from '#src/lib/dates.ts'
import { currentPaymentVariant } from '../submit.ts'
import { chooseDistricts, chooseUpsell, chosenDistricts, chosenUpsell } from '../submit-state.ts'
import * as styles from './plan-step.css.ts'
import { useStepWords } from './step-words.ts'

/**
 * Step 4, the plan (issues #7 and #10): the plans of GET /classifieds/v2/packages/ (basic, premium, premium
 * plus) as radio cards: title, price for one district with "+ GST" apart, featured, validity and its end
 * date, the applicants and candidate-database contacts it allows, what else it unlocks. Choosing one sets the
 * form's `plan`; its error ('required') shows like the other steps'. With a plan: its add-ons as switches
 * (each switch tracked as the spec's 'upselling plan' toggle), the number of districts (a stepper, 1 to
 * TOTAL_DISTRICTS_MAX), and the total (price, GST, total) from `orderPrice`, the same function the API
 * checks the order's amount with. The add-on and districts are kept in the tab for the payment. The hint
 * says when the plan is paid: at submit (pay_now) or after review (pay_later; spec section 4's variant).
 */
export function PlanStep(): ReactElement {
  // Its words come with the step (the form's first load does not carry them): a Suspense fallback until then.
  useStepWords('postJobReview')
  return <Plans />
}

function Plans() {
  const t = useMessages('postJobReview')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const plans = useQuery(plansQueryOptions(api))
  const { watch, setValue, formState, trigger } = useFormContext<PostJobFormValues>()
  const chosen = watch('plan')
  const variant = usePaymentVariant()
  const [upsell, setUpsell] = useState(() => chosenUpsell())
  const error = formState.errors.plan?.message

  if (plans.isError)
    return (
      <div role="alert" className={styles.problem}>
        <p>{t.plansFailed}</p>
        <button type="button" className={styles.retry} onClick={() => void plans.refetch()}>
          {t.retry}
        </button>
      </div>
    )
  if (!plans.data)
    return (
      <SkeletonGroup label={t.plansLoading}>
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </SkeletonGroup>
    )

  const list = plans.data.results
  const current = list.find((plan) => String(plan.id) === String(chosen ?? ''))
  return (
    <div className={styles.step}>
      <RadioGroup
        className={styles.plans}
        legend={t.planLegend}
        hint={variant === 'pay_now' ? t.payNowHint : t.planHint}
        name="plan"
        required
        error={typeof error === 'string' ? error : undefined}
        value={current ? String(current.id) : null}
        onChange={(value) => {
          setValue('plan', value, { shouldDirty: true, shouldTouch: true })
          void trigger('plan')
        }}
        options={list.map((plan) => ({
          value: String(plan.id),
          label: <PlanName plan={plan} />,
          description: <PlanDetails plan={plan} />,
        }))}
      />
      {current && current.upselling_options.length > 0 ? (
        <AddOns key={current.id} plan={current} chosen={upsell} onChoose={setUpsell} />
      ) : null}
      {current && isPriced(current) ? <Order key={current.id} plan={current} upsell={upsell} /> : null}
    </div>
  )
}

function PlanName({ plan }: { plan: Plan }) {
  const t = useMessages('postJobReview')
  return (
    <span className={styles.planName}>
      <span className={styles.price}>{plan.title}</span>
      <span className={styles.price}>{formatInr(plan.price)}</span>
      <span className={styles.perDistrict}>
        {t.plusGst} · {t.perDistrict}
      </span>
      {plan.featured ? <span className={styles.featured}>{t.featured}</span> : null}
    </span>
  )
}

function PlanDetails({ plan }: { plan: Plan }) {
  const t = useMessages('postJobReview')
  const locale = useLocale()
  return (
    <>
      <span className={styles.line}>
        {t.validityDays({ count: String(plan.validity_days) })} ·{' '}
        {t.validTill({ date: formatDate(validUntil(plan.validity_days), locale) })}
      </span>
      <span className={styles.line}>
        {plan.applicants_allowed === null
          ? t.applicantsUnlimited
          : t.applicantsAllowed({ count: formatNumber(plan.applicants_allowed) })}
      </span>
      {plan.database_contacts > 0 ? (
        <span className={styles.line}>
          {t.databaseContacts({ count: formatNumber(plan.database_contacts) })}
        </span>
      ) : null}
      {plan.features.map((feature) => (
        <span key={feature} className={styles.line}>
          {feature}
        </span>
      ))}
    </>
  )
}

/** The payment variant on this browser (spec section 4); pay_later until the browser is known. */
function usePaymentVariant(): PaymentVariant {
  const session = useAdvertiserSession()
  const [variant, setVariant] = useState<PaymentVariant>('pay_later')
  useEffect(() => setVariant(currentPaymentVariant(session?.type === 'b2b')), [session])
  return variant
}

/** The plan's add-ons (the "upsell"), each a switch; kept in the tab for the payment. */
function AddOns({
  plan,
  chosen,
  onChoose,
}: {
  plan: Plan
  chosen: number | null
  onChoose: (id: number | null) => void
}) {
  const t = useMessages('postJobReview')
  return (
    <CheckboxGroup
      legend={t.addOnHint}
      name="upselling_option"
      value={chosen === null ? [] : [String(chosen)]}
      onChange={(values) => {
        const picked = values.find((value) => value !== String(chosen)) ?? null
        const id = picked === null ? null : Number(picked)
        onChoose(id)
        chooseUpsell(id)
        track(TOGGLE_EVENTS.upsellingPlan, {
          category: 'toggle',
          properties: { plan_id: plan.id, upselling_option_id: id ?? chosen, checked: id !== null },
        })
      }}
      options={plan.upselling_options.map((option) => ({
        value: String(option.id),
        label: t.addOnLabel({ name: option.title, price: formatInr(option.price) }),
      }))}
    />
  )
}

/** The districts and the total, the districts kept in the tab for the payment. */
function Order({ plan, upsell }: { plan: Plan; upsell: number | null }) {
  const [districts, setDistricts] = useState(() => chosenDistricts())
  return (
    <DistrictsAndTotal
      plan={plan}
      upsellingOptionId={upsell}
      totalDistricts={districts}
      onDistricts={(count) => {
        setDistricts(count)
        chooseDistricts(count)
      }}
    />
  )
}
