import { plansQueryOptions } from '@localjobs/api-client/plans'
import { Button } from '@localjobs/ui/button'
import { RadioGroup } from '@localjobs/ui/radio-group'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { useController } from 'react-hook-form'
import { useMessages } from '#src/i18n/translations.ts'
import type { PostJobValues } from '../post-job-values.ts'
import * as styles from './post-job.css.ts'

/**
 * Step 4, the plan: the packages of GET /classifieds/v2/packages/ as one radio group; the choice is the
 * form's `plan`. A minimal version (the review part of #7 draws the full plan list with its upsell).
 * Loaded with its step (React.lazy), not with the form.
 */
export function PlanStep(): ReactElement {
  const t = useMessages('postJob')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const plans = useQuery(plansQueryOptions(api))
  const { field, fieldState } = useController<PostJobValues, 'plan'>({ name: 'plan' })
  if (plans.isError)
    return (
      <div className={styles.notice} role="alert">
        <span>{t.planFailed}</span>
        <Button variant="secondary" onClick={() => void plans.refetch()}>
          {t.retry}
        </Button>
      </div>
    )
  if (!plans.data)
    return (
      <SkeletonGroup label={t.planLoading}>
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
      </SkeletonGroup>
    )
  return (
    <RadioGroup
      legend={t.plan}
      name={field.name}
      value={field.value || null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      options={plans.data.results.map((plan) => ({
        value: String(plan.id),
        label: `${plan.title} · ${t.planPrice({ price: plan.price.toLocaleString('en-IN') })}`,
        description: t.planValidity({ days: plan.validity_days }),
      }))}
    />
  )
}
