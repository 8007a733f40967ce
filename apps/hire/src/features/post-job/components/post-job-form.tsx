import { handleNativeBack } from '@localjobs/api-client/app-context'
import type { LocationItem } from '@localjobs/api-client/locations/types'
import type { PrimaryJobRole } from '@localjobs/api-client/primary-job-roles/types'
import type { DraftContext, DraftResponse, SavedDraft } from '@localjobs/api-client/submissions/types'
import { Button } from '@localjobs/ui/button'
import { type FieldProblem, useMultiStepForm } from '@localjobs/ui/multi-step-form'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { Stepper } from '@localjobs/ui/stepper'
import { messageFor } from '@localjobs/validation/messages/lookup'
import type { PostJobStep } from '@localjobs/validation/post-job'
import { track } from '@localjobs/web-app/analytics'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { POST_JOB_PATH, POST_JOB_REVIEW_PATH } from '#src/lib/paths.ts'
import { signInFor } from '#src/lib/redirect.ts'
import { postJobBack, submittedJobId } from '../back.ts'
import { addPendingStep, pendingSteps, removePendingStep, saveStep } from '../draft-sync.ts'
import {
  COMPANY_STEP_INDEX,
  EMPTY_POST_JOB_VALUES,
  POST_JOB_DRAFT_VERSION,
  type PostJobValues,
  postJobSteps,
  resumeStepIndex,
  valuesFromDraft,
} from '../post-job-values.ts'
import { JobDetailsStep } from './job-details-step.tsx'
import * as styles from './post-job.css.ts'

// Steps 2 to 4 load with their step (the form's first load carries step 1 only: decision 026), and are
// fetched ahead as soon as the person starts on the form, so Next never waits for them.
const loadRequirementsStep = () => import('./requirements-step.tsx')
const loadCompanyStep = () => import('./company-step.tsx')
const loadPlanStep = () => import('./plan-step.tsx')
const RequirementsStep = lazy(() =>
  loadRequirementsStep().then((module) => ({ default: module.RequirementsStep })),
)
const CompanyStep = lazy(() => loadCompanyStep().then((module) => ({ default: module.CompanyStep })))
const PlanStep = lazy(() => loadPlanStep().then((module) => ({ default: module.PlanStep })))
let stepsFetched = false
const fetchSteps = () => {
  if (stepsFetched) return
  stepsFetched = true
  void Promise.all([loadRequirementsStep(), loadCompanyStep(), loadPlanStep()]).catch(() => {
    // Offline: each step is fetched again when it is shown.
    stepsFetched = false
  })
}

/** The address with step `step` (1-4), keeping its other parameters (`edit`, `renew`: decision 033). */
const withStep = (step: number) => (previous: Record<string, unknown>) => ({ ...previous, step })

/** Events of spec section 9: a valid Next, and a Next that found problems, per step (from 0). */
const NEXT_EVENTS = ['tap_next_job_details', 'tap_next_candidate_requirements'] as const
const INCOMPLETE_EVENTS = [
  'incomplete_job_details_page',
  'incomplete_candidate_requirement_page',
  'incomplete_company_details_page',
] as const

/** Who fills the form: an advertiser (their server draft), or a signed-out visitor (step 1, kept here). */
export type PostJobAccount =
  | {
      kind: 'advertiser'
      enterprise: boolean
      /** whose device draft: the mobile number, or 'app' in a web view signed in by its bridge */
      who: string
      user?: number | undefined
      mobile?: string | undefined
      draft: SavedDraft | null
      /** the draft query's key, kept current after each save */
      draftQuery: readonly unknown[]
    }
  | { kind: 'guest' }
  | PostJobEditAccount

/**
 * Editing one of the advertiser's posts (decision 033, `?edit=<id>`): the form starts from the post, keeps
 * what is typed on this phone under its own key, never touches the server's draft, and the last step sends
 * the whole post (`send`: the PUT, or a renewal with changes) instead of opening the review page.
 */
export interface PostJobEditAccount {
  kind: 'edit'
  enterprise: boolean
  submissionId: number
  /** the post as the server holds it */
  values: PostJobValues
  /** when the post last changed on the server: a device copy of an older version is dropped */
  basis: string
  words: { submit: string; offline: string; failed: string }
  send: (values: PostJobValues) => Promise<EditOutcome>
  /** Back on the first step: the job's page */
  leave: () => void
}

export type EditOutcome =
  | { kind: 'sent' }
  | { kind: 'refused'; problems: FieldProblem[] }
  | { kind: 'offline' }
  | { kind: 'failed' }

type Notice =
  | 'offline'
  | 'failed'
  | 'refused'
  | 'review-offline'
  | 'sign-in'
  | 'edit-offline'
  | 'edit-failed'
  | null

export interface PostJobFormProps {
  account: PostJobAccount
  context: DraftContext
  roles: readonly PrimaryJobRole[]
  cities: readonly LocationItem[]
  draftKey: string
}

/**
 * The post-job form (spec sections 2, 3 and 5) on the multi-step form hook: each step checked by its schema
 * of @localjobs/validation/post-job on blur and on Next, then saved into the advertiser's server draft
 * (offline: kept on this phone and sent when the connection returns; decision 026), the step in the address
 * (`?step=N`, one history entry per step forward, so the browser's back goes one step back), Back as spec
 * section 2 says (and the app's back button through the bridge), step 4 saved and on to the review page.
 */
export function PostJobForm({ account, context, roles, cities, draftKey }: PostJobFormProps) {
  const t = useMessages('postJob')
  const locale = useLocale()
  const api = useRouteContext({ from: '__root__', select: (routeContext) => routeContext.api })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const search = useSearch({ strict: false }) as { step?: number }
  const advertiser = account.kind === 'advertiser' ? account : null
  const editing = account.kind === 'edit' ? account : null
  const enterprise = advertiser?.enterprise ?? editing?.enterprise ?? false
  const [notice, setNotice] = useState<Notice>(null)
  const [savedAt, setSavedAt] = useState<string | null>(advertiser?.draft?.updated_at ?? null)

  const steps = useMemo(() => postJobSteps({ isEnterprise: enterprise }), [enterprise])
  const defaultValues = useMemo(() => {
    if (editing) return editing.values
    const base: PostJobValues = { ...EMPTY_POST_JOB_VALUES, mobile_no: advertiser?.mobile ?? '' }
    return advertiser?.draft ? valuesFromDraft(advertiser.draft, base) : base
  }, [advertiser, editing])

  /** The saved draft into the query cache (a later visit in this tab starts from it) and the device draft. */
  const saved = useCallback(
    (draft: SavedDraft) => {
      if (advertiser)
        queryClient.setQueryData<DraftResponse>(advertiser.draftQuery, (old) =>
          old ? { data: { ...old.data, draft } } : old,
        )
      setSavedAt(draft.updated_at)
      flowRef.current?.rebaseDraft(draft.updated_at)
    },
    [advertiser, queryClient],
  )

  const flowRef = useRef<ReturnType<typeof useMultiStepForm<PostJobValues>> | null>(null)
  const flushing = useRef(false)

  /**
   * Sends the steps waiting on this device, in order; stops at the first that cannot be sent yet ('waiting')
   * or that the API refused ('refused': its problems are shown on their fields).
   */
  const flushPending = useCallback(async (): Promise<'sent' | 'waiting' | 'refused'> => {
    const flow = flowRef.current
    if (!advertiser || !flow) return 'sent'
    if (flushing.current) return 'waiting'
    flushing.current = true
    try {
      for (const step of pendingSteps(draftKey)) {
        const result = await saveStep(api, {
          step,
          values: flow.form.getValues(),
          enterprise,
          user: advertiser.user,
          mobile: advertiser.mobile,
        })
        if (result.kind === 'saved') {
          removePendingStep(draftKey, step)
          saved(result.draft)
          setNotice(null)
          continue
        }
        if (result.kind === 'refused') {
          removePendingStep(draftKey, step)
          flow.showErrors(result.problems)
          setNotice('refused')
          return 'refused'
        }
        setNotice(result.kind === 'offline' ? 'offline' : 'failed')
        return 'waiting'
      }
      return 'sent'
    } finally {
      flushing.current = false
    }
  }, [advertiser, api, draftKey, enterprise, saved])

  const flow = useMultiStepForm<PostJobValues>({
    steps,
    defaultValues,
    translate: (message) => messageFor({ message }, locale),
    draft: {
      key: draftKey,
      version: POST_JOB_DRAFT_VERSION,
      basis: advertiser?.draft?.updated_at ?? editing?.basis ?? null,
    },
    initialStep: advertiser ? resumeStepIndex(advertiser.draft, enterprise) : 0,
    ...(enterprise ? { skippedSteps: [COMPANY_STEP_INDEX] } : {}),
    onStepInvalid: (index) => {
      const event = INCOMPLETE_EVENTS[index]
      if (event) track(event)
    },
    onStepDone: async (index) => {
      const event = NEXT_EVENTS[index]
      if (event) track(event)
      // Editing a post: nothing goes to the server's draft; the phone keeps what is typed until Resubmit.
      if (editing) return true
      if (!advertiser) {
        // The web form before login: step 1 stays on this phone; signing in brings the visitor back here.
        flowRef.current?.rebaseDraft(null)
        setNotice('sign-in')
        return false
      }
      // Earlier steps waiting on this device go first, so the server's draft never skips one. Offline or
      // failed, the form goes on: the draft on this phone keeps everything (decision 012) until it is sent.
      addPendingStep(draftKey, (index + 1) as PostJobStep)
      return (await flushPending()) !== 'refused'
    },
    onSave: async (values, { showErrors }) => {
      if (editing) {
        const result = await editing.send(values)
        if (result.kind === 'sent') return true
        if (result.kind === 'refused') setNotice(showErrors(result.problems) ? 'refused' : 'edit-failed')
        else setNotice(result.kind === 'offline' ? 'edit-offline' : 'edit-failed')
        return false
      }
      if (!advertiser) return false
      addPendingStep(draftKey, 4)
      const sent = await flushPending()
      if (sent !== 'sent') {
        if (sent === 'waiting') setNotice('review-offline')
        return false
      }
      void navigate({ href: POST_JOB_REVIEW_PATH })
      return true
    },
  })
  flowRef.current = flow

  // The step in the address (`?step=N`, decision 026): each step forward adds a history entry, so the
  // browser's back button goes one step back; going back replaces it. An address naming a step (on
  // opening, the back and forward buttons, an edit link of the review page) opens it when the draft reaches
  // it, else the furthest step it does. Effects read the hook's live step: the first ones run with the first
  // render's, before the device draft was restored.
  const shownStep = useRef(0)
  useLayoutEffect(() => {
    const at = search.step !== undefined ? flow.goToStep(search.step - 1) : flow.currentStep()
    shownStep.current = at
    if (search.step !== at + 1) void navigate({ to: '.', search: withStep(at + 1), replace: true })
  }, [])
  useEffect(() => {
    const now = flow.currentStep()
    const before = shownStep.current
    if (now === before) return
    shownStep.current = now
    if (search.step !== now + 1) void navigate({ to: '.', search: withStep(now + 1), replace: now < before })
  }, [flow.step])
  useEffect(() => {
    if (search.step === undefined || search.step - 1 === flow.currentStep()) return
    const opened = flow.goToStep(search.step - 1)
    shownStep.current = opened
    if (opened + 1 !== search.step) void navigate({ to: '.', search: withStep(opened + 1), replace: true })
  }, [search.step])

  // Steps waiting on this device are sent when the connection comes back, and when the form opens.
  useEffect(() => {
    if (!advertiser) return
    const retry = () => void flushPending()
    retry()
    window.addEventListener('online', retry)
    const stopOffline = api.on('offline', () => {
      if (pendingSteps(draftKey).length > 0) setNotice('offline')
    })
    return () => {
      window.removeEventListener('online', retry)
      stopOffline()
    }
  }, [advertiser, api, draftKey, flushPending])

  useEffect(() => {
    track(advertiser ? 'screen_view_web_form_after_login' : 'screen_view_web_form_before_login', {
      category: 'screen_view',
    })
  }, [advertiser])

  const goBack = useCallback(() => {
    const current = flowRef.current
    if (!current) return
    const target = postJobBack(current.step + 1, {
      submissionId: submittedJobId(),
      previous: current.previousStep(current.step) + 1,
    })
    if (target.to === 'dashboard' && editing) editing.leave()
    else if (target.to === 'dashboard') void navigate({ to: '/advertiserDashboardPage' })
    else current.back()
  }, [navigate, editing])

  // The app's back button does what Back does (decision 026).
  useEffect(
    () =>
      handleNativeBack(() => {
        goBack()
        return true
      }),
    [goBack],
  )

  const stepNames = [t.stepJobDetails, t.stepRequirements, t.stepCompany, t.stepPlan]
  const noticeText: Record<Exclude<Notice, null>, string> = {
    offline: t.savedOffline,
    failed: t.saveFailed,
    refused: t.saveRefused,
    'review-offline': t.reviewNeedsConnection,
    'sign-in': t.signInToContinue,
    'edit-offline': editing?.words.offline ?? t.savedOffline,
    'edit-failed': editing?.words.failed ?? t.saveFailed,
  }
  return (
    <FormProvider {...flow.form}>
      <form
        {...flow.formProps}
        className={styles.form}
        aria-labelledby="post-job-step"
        onFocus={fetchSteps}
        onPointerDown={fetchSteps}
      >
        <Stepper
          label={t.steps}
          steps={stepNames}
          current={flow.step + 1}
          skipped={enterprise ? [COMPANY_STEP_INDEX + 1] : []}
          messages={{
            position: (at, total) => t.stepPosition({ step: at, total }),
            complete: t.stepComplete,
            upcoming: t.stepUpcoming,
            skipped: t.stepSkipped,
          }}
        />
        {savedAt && <SavedAgo savedAt={savedAt} />}
        {flow.restoredDraft && (
          <div className={styles.notice} role="status">
            <span>{t.draftRestored}</span>
            <Button variant="secondary" onClick={flow.discardDraft}>
              {t.startOver}
            </Button>
          </div>
        )}
        <h2 {...flow.stepHeadingProps} id="post-job-step" className={styles.stepHeading}>
          {stepNames[flow.step]}
        </h2>
        <div className={styles.fields}>
          {flow.step === 0 && <JobDetailsStep context={context} roles={roles} cities={cities} />}
          <Suspense fallback={<StepLoading />}>
            {flow.step === 1 && <RequirementsStep context={context} />}
            {flow.step === 2 && <CompanyStep context={context} />}
            {flow.step === 3 && <PlanStep />}
          </Suspense>
        </div>
        {notice && (
          <div className={notice === 'sign-in' ? styles.notice : undefined} role="alert">
            <p className={notice === 'sign-in' ? undefined : styles.problem}>{noticeText[notice]}</p>
            {notice === 'sign-in' && (
              <a className={styles.signInLink} href={signInFor(`${POST_JOB_PATH}?step=2`)}>
                {t.signIn}
              </a>
            )}
          </div>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={goBack} disabled={flow.saving}>
            {t.back}
          </Button>
          <Button type="submit" busy={flow.saving}>
            {flow.saving
              ? t.saving
              : flow.isLastStep
                ? (editing?.words.submit ?? t.continueToReview)
                : t.next}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}

function StepLoading() {
  const t = useMessages('postJob')
  return (
    <SkeletonGroup label={t.loading}>
      <Skeleton height="3.5rem" />
      <Skeleton height="3.5rem" />
    </SkeletonGroup>
  )
}

/**
 * "Draft saved 2 hours ago", kept current while the page is open. dayjs (decision 006: the advertiser side's
 * date library) loads with the first saved draft, not with the form.
 */
function SavedAgo({ savedAt }: { savedAt: string }) {
  const t = useMessages('postJob')
  const locale = useLocale()
  const [ago, setAgo] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setInterval> | undefined
    void import('../saved-ago.ts').then(({ savedAgo }) => {
      if (!live) return
      const update = () => setAgo(savedAgo(savedAt, locale))
      update()
      timer = setInterval(update, 60_000)
    })
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [savedAt, locale])
  return (
    <p className={styles.savedAgo} role="status">
      {ago === null ? '' : t.draftSavedAgo({ ago })}
    </p>
  )
}
