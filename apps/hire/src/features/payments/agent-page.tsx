import { PAYMENT_EVENTS } from '@localjobs/analytics/events'
import { isApiError } from '@localjobs/api-client/errors'
import {
  createPaymentLink,
  paymentKeys,
  paymentLinksInfiniteQueryOptions,
} from '@localjobs/api-client/payments/razorpay'
import type { PaymentLink, PaymentLinkStatus } from '@localjobs/api-client/payments/types'
import { plansQueryOptions } from '@localjobs/api-client/plans'
import { Button } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Heading, PageContainer, Stack } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { TextField } from '@localjobs/ui/text-field'
import { isMobileNumber } from '@localjobs/validation/mobile-number'
import { track } from '@localjobs/web-app/analytics'
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { AccountGate } from '#src/components/account-gate.tsx'
import { LoadMore } from '#src/components/load-more.tsx'
import { type Messages, useLocale, useMessages } from '#src/i18n/translations.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatPaise } from '#src/lib/money.ts'
import { positiveId } from '#src/lib/payment-search.ts'
import * as styles from './payments.css.ts'
import { NO_CHOICE, type PlanChoiceState, PlanChooser } from './plan-chooser.tsx'

const linkStatusText = (status: PaymentLinkStatus, t: Messages<'payments'>) =>
  ({ created: t.linkCreated, paid: t.linkPaid, expired: t.linkExpired, cancelled: t.linkCancelled })[status]

/**
 * The agent's checkout (spec section 2, "agent checkout"): an agent prepares a plan for an advertiser's post
 * (mobile number, post number, plan, add-on, districts, the total) and the API texts the advertiser a payment
 * link; the agent's links are listed with their status. Only the API knows who is an agent (the login does
 * not tell roles, as for the review desk): a 403 from the list says the page is for agents only.
 */
export function AgentCheckoutPage() {
  const t = useMessages('payments')
  return (
    <PageContainer className={styles.page}>
      <Stack gap="lg">
        <Heading level={1}>{t.agentTitle}</Heading>
        <AccountGate loading={<AgentSkeleton />}>{() => <Agent />}</AccountGate>
      </Stack>
    </PageContainer>
  )
}

function AgentSkeleton() {
  const t = useMessages('payments')
  return (
    <SkeletonGroup label={t.loading}>
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
      <Skeleton height="10rem" />
    </SkeletonGroup>
  )
}

function Agent() {
  const t = useMessages('payments')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const links = useInfiniteQuery(paymentLinksInfiniteQueryOptions(api))
  if (links.isError && isApiError(links.error) && links.error.status === 403)
    return <EmptyState title={t.agentNotAgent} />
  return (
    <Stack gap="lg">
      <LinkForm />
      <section aria-labelledby="agent-links">
        <Stack gap="sm">
          <Heading level={2} id="agent-links">
            {t.agentLinks}
          </Heading>
          {links.isError && !links.data ? (
            <div role="alert" className={styles.problem}>
              <p>{t.loadFailed}</p>
              <Button variant="secondary" onClick={() => void links.refetch()}>
                {t.retry}
              </Button>
            </div>
          ) : !links.data ? (
            <AgentSkeleton />
          ) : links.data.pages[0]?.results.length === 0 ? (
            <EmptyState title={t.agentLinksEmpty} headingLevel={3} />
          ) : (
            <>
              <ul className={styles.list}>
                {links.data.pages.flatMap((page) =>
                  page.results.map((link) => (
                    <li key={link.order_row_id}>
                      <LinkCard link={link} />
                    </li>
                  )),
                )}
              </ul>
              <LoadMore pages={links} words={t} />
            </>
          )}
        </Stack>
      </section>
    </Stack>
  )
}

function LinkCard({ link }: { link: PaymentLink }) {
  const t = useMessages('payments')
  const locale = useLocale()
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        <strong>{link.plan_title}</strong>
        <strong>{formatPaise(link.amount)}</strong>
      </div>
      <span>
        {link.job_title} · {link.advertiser_mobile}
      </span>
      <div className={styles.cardTop}>
        <span className={styles.muted}>{formatDate(link.paid_at ?? link.created_at, locale)}</span>
        <span
          className={
            styles.result[link.status === 'paid' ? 'green' : link.status === 'created' ? 'open' : 'red']
          }
          data-status={link.status}
        >
          {linkStatusText(link.status, t)}
        </span>
      </div>
    </article>
  )
}

interface Problems {
  mobile?: string
  submission?: string
  plan?: string
  form?: string
}

function LinkForm() {
  const t = useMessages('payments')
  const words = useMessages('postJobReview')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const plans = useQuery(plansQueryOptions(api))
  const [mobile, setMobile] = useState('')
  const [submission, setSubmission] = useState('')
  const [choice, setChoice] = useState<PlanChoiceState>(NO_CHOICE)
  const [problems, setProblems] = useState<Problems>({})
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const submissionId = positiveId(submission.trim())
    const found: Problems = {}
    if (!isMobileNumber(mobile.trim())) found.mobile = t.agentMobileInvalid
    if (submissionId === undefined) found.submission = t.agentSubmissionInvalid
    if (choice.planId === null) found.plan = t.agentPlanRequired
    setProblems(found)
    setSent(null)
    if (Object.keys(found).length > 0 || submissionId === undefined || choice.planId === null) return
    setBusy(true)
    const result = await createPaymentLink(api, {
      mobile_number: mobile.trim(),
      submission_id: submissionId,
      package_id: choice.planId,
      ...(choice.upsellingOptionId === null ? {} : { upselling_option_id: choice.upsellingOptionId }),
      total_districts: choice.totalDistricts,
    })
    setBusy(false)
    if (result.kind === 'ok') {
      setSent(result.data.advertiser_mobile)
      track(PAYMENT_EVENTS.linkCreated, {
        properties: {
          plan_id: choice.planId,
          total_districts: choice.totalDistricts,
          amount: result.data.amount,
        },
      })
      void queryClient.invalidateQueries({ queryKey: paymentKeys.links(api) })
      return
    }
    // Nothing typed is lost: the API's own words (in the page's language) or the general one.
    const said = result.kind === 'http-error' ? result.body.message : undefined
    setProblems({ form: typeof said === 'string' && said ? said : t.orderRefused })
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <p>{t.agentDescription}</p>
        <TextField
          kind="phone"
          label={t.agentMobile}
          value={mobile}
          maxLength={10}
          onChange={(event) => setMobile(event.target.value)}
          error={problems.mobile}
        />
        <TextField
          kind="number"
          label={t.agentSubmission}
          hint={t.agentSubmissionHint}
          value={submission}
          onChange={(event) => setSubmission(event.target.value)}
          error={problems.submission}
        />
        {plans.isError ? (
          <div role="alert" className={styles.problem}>
            <p>{words.plansFailed}</p>
            <Button variant="secondary" onClick={() => void plans.refetch()}>
              {words.retry}
            </Button>
          </div>
        ) : plans.data ? (
          <PlanChooser plans={plans.data.results} value={choice} onChange={setChoice} error={problems.plan} />
        ) : (
          <SkeletonGroup label={words.plansLoading}>
            <Skeleton height="6rem" />
          </SkeletonGroup>
        )}
        {problems.form ? (
          <p role="alert" className={styles.problem}>
            {problems.form}
          </p>
        ) : null}
        {sent ? <p role="status">{t.agentSent({ mobile: sent })}</p> : null}
        <Button type="submit" fullWidth busy={busy}>
          {busy ? t.agentSending : t.agentCreate}
        </Button>
      </Stack>
    </form>
  )
}
