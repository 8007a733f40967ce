import { advertiserProfileQueryOptions } from '@localjobs/api-client/advertisers/profile'
import { plansQueryOptions } from '@localjobs/api-client/plans'
import { primaryJobRolesQueryOptions } from '@localjobs/api-client/primary-job-roles'
import { draftKeys, draftQueryOptions } from '@localjobs/api-client/submissions/draft'
import { fromWire } from '@localjobs/api-client/submissions/form-mapping'
import { submissionKeys } from '@localjobs/api-client/submissions/list'
import { Button } from '@localjobs/ui/button'
import { Heading, PageContainer } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { VisuallyHidden } from '@localjobs/ui/visually-hidden'
import { DEFAULT_LOCATION_ID } from '@localjobs/validation/constants'
import type { PostJobStep } from '@localjobs/validation/post-job'
import { AppLink } from '@localjobs/web-app/app-link'
import { showToast } from '@localjobs/web-app/toasts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { type Ref, useEffect, useMemo, useRef, useState } from 'react'
import { AccountGate } from '#src/components/account-gate.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import type { AdvertiserSession } from '#src/lib/advertiser-session.ts'
import { DASHBOARD_PATH, POST_JOB_PATH, paymentStatusPath } from '#src/lib/paths.ts'
import { planText, type ReviewSectionKey, reviewRows, sectionOf } from '#src/lib/post-rows.ts'
import { currentPaymentVariant, currentPlatform, type SubmitOutcome, submitPost } from '../submit.ts'
import { forgetPlanChoice, payNow } from './pay-now.ts'
import * as styles from './review-page.css.ts'

/** The form at a step (`?step=N`): an edit link, or where an unfinished post goes back to. */
export const stepPath = (step: PostJobStep) => `${POST_JOB_PATH}?step=${step}`

/** The toast after a post (spec section 8: 'Post submitted for review', 3 s). */
export const SUBMITTED_TOAST_MS = 3000

/**
 * 'Review your job post' (spec section 2): the post as the server's draft holds it (GET /submissions/draft/,
 * read with `fromWire`, option ids shown as the titles of `data.context`), in the spec's sections, each
 * with an edit link to its step; then Submit (features/post-job/submit.ts). A draft that has not reached
 * step 4 goes back to the form at its step. Needs an account (AccountGate).
 */
export function ReviewPage() {
  const t = useMessages('postJobReview')
  return (
    <PageContainer className={styles.page}>
      <AppLink href={DASHBOARD_PATH} className={styles.back}>
        {t.backToJobs}
      </AppLink>
      <Heading level={1}>{t.title}</Heading>
      <AccountGate loading={<ReviewSkeleton />}>{({ session }) => <Review session={session} />}</AccountGate>
    </PageContainer>
  )
}

function ReviewSkeleton() {
  const t = useMessages('postJobReview')
  return (
    <SkeletonGroup label={t.loading}>
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
    </SkeletonGroup>
  )
}

function Review({ session }: { session: AdvertiserSession | null }) {
  const t = useMessages('postJobReview')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const router = useRouter()
  const queryClient = useQueryClient()
  const profile = useQuery(advertiserProfileQueryOptions(api))
  // Which draft: the enterprise form's for an enterprise account (a web view's session is the profile's).
  const type = session?.type ?? profile.data?.advertiser_type
  const enterprise = type === undefined ? undefined : type === 'b2b'
  const draft = useQuery({
    ...draftQueryOptions(api, { location_id: DEFAULT_LOCATION_ID, enterprise: enterprise === true }),
    enabled: enterprise !== undefined,
  })
  const saved = draft.data?.data.draft ?? null
  const values = useMemo(() => (saved ? fromWire(saved.values, saved.form_version) : null), [saved])
  const category = Number(values?.job_category) || undefined
  const roles = useQuery({
    ...primaryJobRolesQueryOptions(api, { job_category: category }),
    enabled: values !== null,
  })
  const plans = useQuery(plansQueryOptions(api))
  // Once submitted, the draft is gone (the API deleted it): the page is on its way to the dashboard.
  const [submitted, setSubmitted] = useState(false)
  const unfinished = !submitted && draft.isSuccess && (saved === null || saved.step < 4)

  useEffect(() => {
    // Not reached step 4 yet: the form, at the step the draft stopped (step 1 without a draft).
    if (unfinished)
      void router.navigate({ href: saved ? stepPath(saved.step) : POST_JOB_PATH, replace: true })
  }, [unfinished, saved, router])

  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Exclude<SubmitOutcome, { kind: 'created' }> | null>(null)
  const problemRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (outcome) problemRef.current?.focus()
  }, [outcome])

  if (draft.isError || profile.isError)
    return (
      <div role="alert" className={styles.problem}>
        <p>{t.loadFailed}</p>
        <button
          type="button"
          className={styles.retry}
          onClick={() => void (draft.isError ? draft.refetch() : profile.refetch())}
        >
          {t.retry}
        </button>
      </div>
    )
  if (!draft.data || !values || unfinished) return <ReviewSkeleton />

  const enterpriseCompany = enterprise
    ? (profile.data?.company_name ?? session?.enterprise?.companyName ?? '')
    : null
  const rows = reviewRows(
    { values, context: draft.data.data.context, roles: roles.data?.results ?? [], enterpriseCompany },
    t,
  )
  const plan = planText(plans.data?.results, values.plan)

  const submit = async () => {
    if (busy) return
    setBusy(true)
    setOutcome(null)
    const advertiserId = session?.enterprise?.advertiserId ?? profile.data?.advertiser_id ?? null
    const paymentType = currentPaymentVariant(enterprise === true)
    const result = await submitPost(api, {
      values,
      advertiserId,
      enterprise: enterprise === true,
      platform: currentPlatform(),
      paymentType,
    })
    if (result.kind === 'created') {
      setSubmitted(true)
      // The dashboard's jobs are read again; the (now used) draft when it is next needed, not on this page.
      void queryClient.invalidateQueries({ queryKey: submissionKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: draftKeys.all, refetchType: 'none' })
      const chosen = plans.data?.results.find((item) => String(item.id) === String(values.plan))
      if (paymentType === 'pay_now' && chosen) {
        // pay_now (spec section 4): the checkout opens at once for the new post, loaded only now.
        const paid = await payNow(api, {
          submissionId: result.submission.id,
          plan: chosen,
          advertiserId,
          contact: session?.details.mobileNumber,
        })
        if (paid) {
          void router.navigate({ href: paymentStatusPath(paid.id, paid.status) })
          return
        }
      }
      forgetPlanChoice()
      // The toast shows on the dashboard (after a checkout closed without paying, too).
      showToast({ message: t.submitted, duration: SUBMITTED_TOAST_MS })
      void router.navigate({ to: '/advertiserDashboardPage', search: { posted: true } })
      return
    }
    setOutcome(result)
    setBusy(false)
  }

  return (
    <>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt className={styles.term}>{t[row.key]}</dt>
            <dd className={styles.value}>
              {row.value ?? <span className={styles.missing}>{t.notGiven}</span>}
            </dd>
            {row.editable ? (
              <dd className={styles.editCell}>
                <EditLink step={row.step} name={t[row.key]} />
              </dd>
            ) : null}
          </div>
        ))}
        <div className={styles.row}>
          <dt className={styles.term}>{t.sectionPlan}</dt>
          <dd className={styles.value}>
            {plan ? `${plan} · ${t.payLater}` : <span className={styles.missing}>{t.notGiven}</span>}
          </dd>
          <dd className={styles.editCell}>
            <EditLink step={4} name={t.sectionPlan} />
          </dd>
        </div>
      </dl>
      {outcome ? <SubmitProblem outcome={outcome} ref={problemRef} /> : null}
      <Button fullWidth busy={busy} onClick={() => void submit()}>
        {busy ? t.submitting : t.submit}
      </Button>
    </>
  )
}

function EditLink({ step, name }: { step: PostJobStep; name: string }) {
  const t = useMessages('postJobReview')
  return (
    <AppLink href={stepPath(step)} className={styles.edit}>
      {t.edit}
      <VisuallyHidden> {name}</VisuallyHidden>
    </AppLink>
  )
}

const STEP_NAMES = { 1: 'stepName1', 2: 'stepName2', 3: 'stepName3', 4: 'stepName4' } as const

/** Why the post was not created: the sections the server refused, each with a link to its step. */
function SubmitProblem({
  outcome,
  ref,
}: {
  outcome: Exclude<SubmitOutcome, { kind: 'created' }>
  ref: Ref<HTMLDivElement>
}) {
  const t = useMessages('postJobReview')
  if (outcome.kind !== 'refused')
    return (
      <div role="alert" tabIndex={-1} ref={ref} className={styles.problem}>
        <p>{outcome.kind === 'offline' ? t.submitOffline : t.submitFailed}</p>
      </div>
    )
  // One line per section (or step, for a field no section shows), in the order of the form.
  const lines = new Map<string, { step: PostJobStep; name: string; message: string }>()
  for (const problem of outcome.problems) {
    const section: ReviewSectionKey | undefined = sectionOf(problem.field)
    const name = section ? t[section] : t[STEP_NAMES[problem.step]]
    if (!lines.has(name)) lines.set(name, { step: problem.step, name, message: problem.message })
  }
  return (
    <div role="alert" tabIndex={-1} ref={ref} className={styles.problem}>
      <p>{t.submitRefused}</p>
      <ul className={styles.problemList}>
        {[...lines.values()].map((line) => (
          <li key={line.name}>
            {line.name}: {line.message}{' '}
            <AppLink href={stepPath(line.step)} className={styles.fixLink}>
              {t.fixStep({ name: line.name })}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
