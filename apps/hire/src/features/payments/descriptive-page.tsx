import { choicePrice, isPriced } from '@localjobs/api-client/payments/price'
import { plansQueryOptions } from '@localjobs/api-client/plans'
import { Button } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Heading, PageContainer, Stack } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { AppLink } from '@localjobs/web-app/app-link'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { AccountGate, type SignedInAccess } from '#src/components/account-gate.tsx'
import { LeaveNudge } from '#src/components/leave-nudge.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import { formatPaise } from '#src/lib/money.ts'
import { DASHBOARD_PATH } from '#src/lib/paths.ts'
import { positiveId } from '#src/lib/payment-search.ts'
import { useBackGuard } from '#src/lib/use-back-guard.ts'
import * as styles from './payments.css.ts'
import { NO_CHOICE, type PlanChoiceState, PlanChooser } from './plan-chooser.tsx'
import { usePay } from './use-pay.ts'

/** Marks the history entry the page adds above itself (decision 025's back nudge, as the short form's). */
const GUARD = 'descriptivePaymentBackNudge'

/**
 * The pay-later page (spec section 2, "/descriptivePayment?submission={id}"): what the plans give, a plan to
 * choose with its add-on and districts, the total, and Pay. Back asks first (the nudge), then the dashboard.
 */
export function DescriptivePage() {
  const t = useMessages('payments')
  const search = {
    submission: positiveId((useSearch({ strict: false }) as { submission?: unknown }).submission),
  }
  return (
    <PageContainer className={styles.page}>
      <Stack gap="lg">
        <AppLink href={DASHBOARD_PATH} className={styles.back}>
          {t.backToDashboard}
        </AppLink>
        <Heading level={1}>{t.descriptiveTitle}</Heading>
        <p>{t.descriptiveIntro}</p>
        <AccountGate loading={<ChooserSkeleton />}>
          {(access) =>
            search.submission === undefined ? (
              <EmptyState title={t.noSubmission} />
            ) : (
              <Choose submissionId={search.submission} access={access} />
            )
          }
        </AccountGate>
      </Stack>
    </PageContainer>
  )
}

function ChooserSkeleton() {
  const t = useMessages('postJobReview')
  return (
    <SkeletonGroup label={t.plansLoading}>
      <Skeleton height="6rem" />
      <Skeleton height="6rem" />
      <Skeleton height="6rem" />
    </SkeletonGroup>
  )
}

function Choose({ submissionId, access }: { submissionId: number; access: SignedInAccess }) {
  const t = useMessages('payments')
  const words = useMessages('postJobReview')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const plans = useQuery(plansQueryOptions(api))
  const [choice, setChoice] = useState<PlanChoiceState>(NO_CHOICE)
  const [missing, setMissing] = useState(false)
  const { pay, busy, problem, ready } = usePay(access, 'descriptive')
  const nudge = useBackGuard(true, GUARD)

  if (plans.isError)
    return (
      <div role="alert" className={styles.problem}>
        <p>{words.plansFailed}</p>
        <Button variant="secondary" onClick={() => void plans.refetch()}>
          {words.retry}
        </Button>
      </div>
    )
  if (!plans.data) return <ChooserSkeleton />
  const list = plans.data.results
  const plan = list.find((item) => item.id === choice.planId)
  const total = plan && isPriced(plan) ? choicePrice({ plan, ...choice }).total : null
  return (
    <Stack gap="md">
      <PlanChooser
        plans={list}
        value={choice}
        onChange={(next) => {
          setChoice(next)
          setMissing(false)
        }}
        error={missing ? t.agentPlanRequired : undefined}
      />
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem === 'refused' ? t.orderRefused : t.checkoutFailed}
        </p>
      ) : null}
      <Button
        fullWidth
        busy={busy}
        disabled={!ready}
        onClick={() => {
          if (!plan) {
            setMissing(true)
            return
          }
          void pay({
            submissionId,
            plan,
            upsellingOptionId: choice.upsellingOptionId,
            totalDistricts: choice.totalDistricts,
          })
        }}
      >
        {total === null ? t.stay : t.payButton({ amount: formatPaise(total) })}
      </Button>
      <LeaveNudge
        nudge={nudge}
        title={t.leaveTitle}
        text={t.leaveText}
        stayLabel={t.stay}
        leaveLabel={t.leave}
        closeLabel={words.closeNotice}
      />
    </Stack>
  )
}
