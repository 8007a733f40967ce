import { TOGGLE_EVENTS } from '@localjobs/analytics/events'
import { plansQueryOptions } from '@localjobs/api-client/plans'
import type { Plan } from '@localjobs/api-client/plans/types'
import { CheckboxGroup } from '@localjobs/ui/checkbox-group'
import { formatInr } from '@localjobs/ui/format'
import { RadioGroup } from '@localjobs/ui/radio-group'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import type { PostJobFormValues } from '@localjobs/validation/post-job'
import { track } from '@localjobs/web-app/analytics'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { type ReactElement, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { formatDate, validUntil } from '#src/lib/dates.ts'
import { chooseUpsell, chosenUpsell } from '../submit-state.ts'
import * as styles from './plan-step.css.ts'
import { useStepWords } from './step-words.ts'

/**
 * Step 4, the plan (issue #7): the plans of GET /classifieds/v2/packages/ (basic, premium, premium plus) as
 * radio cards: title, price for one district, validity and its end date, what each unlocks. Choosing one
 * sets the form's `plan`; its error ('required') shows like the other steps'. The per-district add-on is a
 * toggle, kept with the post on this device for the payment (#10 takes it); each switch is tracked as the
 * spec's 'upselling plan' toggle. No payment here: the post is submitted pay_later.
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
        hint={t.planHint}
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
      {current && current.upselling_options.length > 0 ? <AddOns key={current.id} plan={current} /> : null}
    </div>
  )
}

function PlanName({ plan }: { plan: Plan }) {
  const t = useMessages('postJobReview')
  return (
    <span className={styles.planName}>
      <span className={styles.price}>{plan.title}</span>
      <span className={styles.price}>{formatInr(plan.price)}</span>
      <span className={styles.perDistrict}>{t.perDistrict}</span>
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
      {plan.features.map((feature) => (
        <span key={feature} className={styles.line}>
          {feature}
        </span>
      ))}
    </>
  )
}

/** The plan's add-ons (the "upsell": more districts), each a switch. */
function AddOns({ plan }: { plan: Plan }) {
  const t = useMessages('postJobReview')
  const [chosen, setChosen] = useState(() => chosenUpsell())
  return (
    <CheckboxGroup
      legend={t.addOnHint}
      name="upselling_option"
      value={chosen === null ? [] : [String(chosen)]}
      onChange={(values) => {
        const picked = values.find((value) => value !== String(chosen)) ?? null
        const id = picked === null ? null : Number(picked)
        setChosen(id)
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
