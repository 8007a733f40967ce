import { ApiOfflineError, isApiError } from '@localjobs/api-client/errors'
import { plansQueryOptions } from '@localjobs/api-client/plans'
import { primaryJobRolesQueryOptions } from '@localjobs/api-client/primary-job-roles'
import { formContextQueryOptions } from '@localjobs/api-client/submissions/form-context'
import { fromWire } from '@localjobs/api-client/submissions/form-mapping'
import {
  closeSubmission,
  renewSubmission,
  type SubmissionDetail,
  submissionJobKeys,
  submissionQueryOptions,
} from '@localjobs/api-client/submissions/job'
import { submissionKeys } from '@localjobs/api-client/submissions/list'
import { isPayableStatus, submissionStatusLabel } from '@localjobs/api-client/submissions/status'
import { Button, ButtonLink } from '@localjobs/ui/button'
import { formatNumber } from '@localjobs/ui/format'
import { Heading, PageContainer, Stack } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { DEFAULT_LOCATION_ID } from '@localjobs/validation/constants'
import { AppLink } from '@localjobs/web-app/app-link'
import { showToast } from '@localjobs/web-app/toasts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams, useRouteContext, useRouter, useSearch } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { AccountGate, type SignedInAccess } from '#src/components/account-gate.tsx'
import { StatusBadge } from '#src/components/status-badge.tsx'
import * as notice from '#src/components/success-notice.css.ts'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { formatDate } from '#src/lib/dates.ts'
import {
  applicantsPath,
  DASHBOARD_PATH,
  descriptivePaymentPath,
  editPostPath,
  submissionPath,
} from '#src/lib/paths.ts'
import { planText, reviewRows } from '#src/lib/post-rows.ts'
import * as styles from './submission-page.css.ts'

/** The id in the address (`/hire/submissions/$submissionId`): a positive whole number, else null. */
export function parseSubmissionId(raw: unknown): number | null {
  const text = String(raw ?? '')
  if (!/^[1-9]\d{0,15}$/.test(text)) return null
  const id = Number(text)
  return Number.isSafeInteger(id) ? id : null
}

/**
 * The job's page ("submission details", issue #8; decision 033): the post's title and city, its status as a
 * badge, for a rejected or held post the reason and what ops wrote, its validity, its history (oldest
 * first) and the actions the API lists (`actions`): Edit, Close (confirmed first), Renew and Renew with
 * changes. Not the advertiser's (404) or a bad id: "Job not found" and the way back to the dashboard.
 * Issue #9 adds View applicants, the plan beside the validity, and "Job details": the post as the advertiser
 * wrote it, in the review page's rows (`reviewRows`), read from the answer's `values` (form version 3).
 */
export function SubmissionPage() {
  const t = useMessages('submission')
  const params = useParams({ strict: false }) as { submissionId?: string }
  const id = parseSubmissionId(params.submissionId)
  return (
    <PageContainer className={styles.page}>
      <Stack gap="lg">
        <AppLink href={DASHBOARD_PATH} className={styles.back}>
          {t.backToJobs}
        </AppLink>
        <AccountGate loading={<SubmissionSkeleton />}>
          {(access) => (id === null ? <NotFound /> : <SubmissionDetails id={id} access={access} />)}
        </AccountGate>
      </Stack>
    </PageContainer>
  )
}

function SubmissionSkeleton() {
  const t = useMessages('submission')
  return (
    <SkeletonGroup label={t.loading}>
      <Skeleton text width="70%" height="2rem" />
      <Skeleton text width="40%" />
      <Skeleton height="2rem" width="8rem" />
      <Skeleton height="6rem" />
    </SkeletonGroup>
  )
}

function NotFound() {
  const t = useMessages('submission')
  return (
    <div className={styles.section}>
      <Heading level={1}>{t.notFoundTitle}</Heading>
      <p className={styles.meta}>{t.notFoundText}</p>
      <ButtonLink href={DASHBOARD_PATH} variant="secondary">
        {t.backToJobs}
      </ButtonLink>
    </div>
  )
}

const missing = (error: unknown) => isApiError(error) && [400, 403, 404].includes(error.status)

function SubmissionDetails({ id, access }: { id: number; access: SignedInAccess }) {
  const t = useMessages('submission')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const job = useQuery({
    ...submissionQueryOptions(api, id),
    staleTime: 0,
    retry: (count, error) => !missing(error) && count < 1,
  })
  if (job.isError && missing(job.error)) return <NotFound />
  if (job.isError && !job.data)
    return (
      <div role="alert" className={styles.problem}>
        <p>{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => void job.refetch()}>
          {t.retry}
        </Button>
      </div>
    )
  if (!job.data) return <SubmissionSkeleton />
  return <Details job={job.data} access={access} />
}

function Details({ job, access }: { job: SubmissionDetail; access: SignedInAccess }) {
  const t = useMessages('submission')
  const locale = useLocale()
  const saved = useSavedNotice(job.id)
  const date = (value: string | null) => (value ? formatDate(value, locale) : t.notLive)
  return (
    <Stack gap="lg">
      <div className={styles.head}>
        <Heading level={1}>{job.title}</Heading>
        <p className={styles.meta}>{job.location.title}</p>
        <p className={styles.meta}>
          <span>{t.status}: </span>
          <StatusBadge status={job.status} size="large" />
        </p>
      </div>
      {saved.shown ? <SavedNotice onClose={saved.close} /> : null}
      {job.status_reason && (job.status === 'on_hold' || job.status === 'rejected') ? (
        <section className={styles.reason} aria-labelledby="status-reason">
          <Heading level={2} id="status-reason">
            {job.status === 'on_hold' ? t.reasonHeading : t.rejectedHeading}
          </Heading>
          <p className={styles.reasonLabel}>{job.status_reason.label}</p>
          {job.status_reason.note ? <p className={styles.text}>{job.status_reason.note}</p> : null}
        </section>
      ) : null}
      <dl className={styles.dates}>
        <dt className={styles.term}>{t.validFrom}</dt>
        <dd className={styles.detail}>{date(job.valid_from)}</dd>
        <dt className={styles.term}>{t.validThrough}</dt>
        <dd className={styles.detail}>{date(job.valid_through)}</dd>
        <PlanRow planId={job.plan_id} />
      </dl>
      <Actions job={job} />
      <JobFields job={job} access={access} />
      <History job={job} />
    </Stack>
  )
}

/**
 * The post's plan, beside its validity: its name and price as the review page shows them (`planText`) and
 * its days, from the packages (`plansQueryOptions`) by the post's `plan_id`.
 */
function PlanRow({ planId }: { planId: number }) {
  const t = useMessages('submission')
  const words = useMessages('postJobReview')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const plans = useQuery({ ...plansQueryOptions(api), staleTime: 60 * 60_000, retry: 1 })
  const chosen = plans.data?.results.find((plan) => plan.id === planId)
  const name = planText(plans.data?.results, planId)
  return (
    <>
      <dt className={styles.term}>{words.sectionPlan}</dt>
      <dd className={styles.detail}>
        {plans.isPending ? (
          <Skeleton text width="8rem" />
        ) : chosen && name ? (
          `${name} · ${words.validityDays({ count: formatNumber(chosen.validity_days) })}`
        ) : plans.isError ? (
          <span className={styles.inlineProblem}>
            {t.planFailed}{' '}
            <button type="button" className={styles.retry} onClick={() => void plans.refetch()}>
              {t.retry}
            </button>
          </span>
        ) : (
          <span className={styles.missing}>{words.notGiven}</span>
        )}
      </dd>
    </>
  )
}

/**
 * "Job details": the post as the advertiser wrote it, in the review page's sections (`reviewRows`), option
 * ids shown as titles from the form's context (`GET /submissions/form-context/`) and the primary job roles. Its own
 * loading and error states: the rest of the page shows meanwhile.
 */
function JobFields({ job, access }: { job: SubmissionDetail; access: SignedInAccess }) {
  const t = useMessages('submission')
  const words = useMessages('postJobReview')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const session = access.session
  const enterprise = session?.type === 'b2b'
  const values = useMemo(() => fromWire(job.values, 3), [job.values])
  // The form's option lists, public and cached (the edit page's call), not the private draft call.
  const context = useQuery({
    ...formContextQueryOptions(api, { location_id: DEFAULT_LOCATION_ID }),
    staleTime: 60 * 60_000,
    retry: 1,
  })
  const roles = useQuery({
    ...primaryJobRolesQueryOptions(api, { job_category: Number(values.job_category) || undefined }),
    staleTime: 60 * 60_000,
    retry: 1,
  })
  const failed = (context.isError && !context.data) || (roles.isError && !roles.data)
  return (
    <section className={styles.section} aria-labelledby="job-fields">
      <Heading level={2} id="job-fields">
        {t.detailsHeading}
      </Heading>
      {failed ? (
        <div role="alert" className={styles.problem}>
          <p className={styles.text}>{t.detailsFailed}</p>
          <Button
            variant="secondary"
            onClick={() => {
              if (context.isError) void context.refetch()
              if (roles.isError) void roles.refetch()
            }}
          >
            {t.retry}
          </Button>
        </div>
      ) : !context.data || !roles.data ? (
        <SkeletonGroup label={t.detailsLoading}>
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </SkeletonGroup>
      ) : (
        <dl className={styles.fields}>
          {reviewRows(
            {
              values,
              context: context.data.data.context,
              roles: roles.data.results,
              // An enterprise account's company is the account's (as the review page shows it).
              enterpriseCompany: enterprise ? (session?.enterprise?.companyName ?? null) : null,
            },
            words,
          ).map((row) => (
            <div key={row.key} className={styles.field}>
              <dt className={styles.term}>{words[row.key]}</dt>
              <dd className={styles.detail}>
                {row.value ?? <span className={styles.missing}>{words.notGiven}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

function History({ job }: { job: SubmissionDetail }) {
  const t = useMessages('submission')
  const locale = useLocale()
  return (
    <section className={styles.section} aria-labelledby="job-history">
      <Heading level={2} id="job-history">
        {t.historyHeading}
      </Heading>
      {job.history.length === 0 ? (
        <p className={styles.meta}>{t.historyEmpty}</p>
      ) : (
        <ol className={styles.history}>
          {job.history.map((event) => {
            const to = submissionStatusLabel(event.to_status, locale)
            return (
              <li key={event.id} className={styles.event}>
                <span className={styles.meta}>{formatDate(event.created_at, locale)}</span>
                <span>
                  {event.from_status
                    ? t.historyMove({ from: submissionStatusLabel(event.from_status, locale), to })
                    : t.historySubmitted({ to })}
                </span>
                {event.reason_label ? <span>{event.reason_label}</span> : null}
                {event.note ? <span className={styles.text}>{event.note}</span> : null}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}

/**
 * View applicants (a published job: it has a classified; issue #9), then Edit, Close (asked first), Renew
 * and Renew with changes: those the answer's `actions` lists.
 */
function Actions({ job }: { job: SubmissionDetail }) {
  const t = useMessages('submission')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState<'close' | 'renew' | null>(null)
  const confirmRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])
  // A published job (it has a classified) has applicants to see, whatever else may be done with it.
  const applicants = job.classified_id
  if (job.actions.length === 0 && applicants === null) return null

  const act = async (kind: 'close' | 'renew') => {
    setBusy(kind)
    try {
      if (kind === 'close') await closeSubmission(api, { id: job.id }, { throwOnError: true })
      else await renewSubmission(api, { id: job.id }, { throwOnError: true })
      setConfirming(false)
      showToast({ message: kind === 'close' ? t.closed : t.renewed, tone: 'success' })
      await queryClient.invalidateQueries({ queryKey: submissionJobKeys.detail(api, job.id) })
      void queryClient.invalidateQueries({ queryKey: submissionKeys.lists() })
    } catch (error) {
      const message =
        error instanceof ApiOfflineError ? t.offline : kind === 'close' ? t.closeFailed : t.renewFailed
      showToast({ message, tone: 'error' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className={styles.section} aria-labelledby="job-actions">
      <Heading level={2} id="job-actions">
        {t.actionsHeading}
      </Heading>
      <div className={styles.actions}>
        {applicants !== null ? (
          <ButtonLink href={applicantsPath(applicants, job.id)} variant="secondary" fullWidth>
            {t.viewApplicants({ count: formatNumber(job.applicants_count) })}
          </ButtonLink>
        ) : null}
        {job.plan_paid_at === null && isPayableStatus(job.status) ? (
          <ButtonLink href={descriptivePaymentPath(job.id)} fullWidth>
            {t.choosePlan}
          </ButtonLink>
        ) : null}
        {job.actions.includes('edit') ? (
          <ButtonLink href={editPostPath(job.id)} fullWidth>
            {t.edit}
          </ButtonLink>
        ) : null}
        {job.actions.includes('renew') ? (
          <>
            <Button fullWidth busy={busy === 'renew'} onClick={() => void act('renew')}>
              {t.renew}
            </Button>
            <ButtonLink href={editPostPath(job.id, true)} variant="secondary" fullWidth>
              {t.renewWithChanges}
            </ButtonLink>
          </>
        ) : null}
        {job.actions.includes('close') ? (
          confirming ? (
            <div
              ref={confirmRef}
              tabIndex={-1}
              role="alertdialog"
              aria-labelledby="close-confirm"
              className={styles.confirm}
            >
              <p id="close-confirm" className={styles.text}>
                {t.closeConfirm}
              </p>
              <Button fullWidth busy={busy === 'close'} onClick={() => void act('close')}>
                {t.closeYes}
              </Button>
              <Button variant="secondary" fullWidth onClick={() => setConfirming(false)}>
                {t.closeNo}
              </Button>
            </div>
          ) : (
            <Button variant="secondary" fullWidth onClick={() => setConfirming(true)}>
              {t.close}
            </Button>
          )
        ) : null}
      </div>
    </section>
  )
}

/** After an edit (`?saved=1`, dropped from the address at once, so it shows once): "sent for review". */
function useSavedNotice(id: number) {
  const router = useRouter()
  const search = useSearch({ strict: false }) as { saved?: unknown }
  const [shown, setShown] = useState(false)
  const asked = search.saved === 1 || search.saved === '1' || search.saved === true
  useEffect(() => {
    if (!asked) return
    setShown(true)
    void router.navigate({ href: submissionPath(id), replace: true })
  }, [asked, id, router])
  return { shown: shown || asked, close: () => setShown(false) }
}

function SavedNotice({ onClose }: { onClose: () => void }) {
  const t = useMessages('submission')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} tabIndex={-1} role="status" className={notice.notice}>
      <p className={notice.noticeText}>{t.resubmitted}</p>
      <Button variant="secondary" onClick={onClose}>
        {t.noticeClose}
      </Button>
    </div>
  )
}
