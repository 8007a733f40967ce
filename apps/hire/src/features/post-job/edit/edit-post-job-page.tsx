import { ApiOfflineError, isApiError } from '@localjobs/api-client/errors'
import { citiesQueryOptions } from '@localjobs/api-client/locations'
import { primaryJobRolesQueryOptions } from '@localjobs/api-client/primary-job-roles'
import { formContextQueryOptions } from '@localjobs/api-client/submissions/form-context'
import {
  type SubmissionDetail,
  submissionJobKeys,
  submissionQueryOptions,
} from '@localjobs/api-client/submissions/job'
import { renewSubmissionWithChanges, updateSubmission } from '@localjobs/api-client/submissions/job-edit'
import { submissionKeys } from '@localjobs/api-client/submissions/list'
import { Button, ButtonLink } from '@localjobs/ui/button'
import { Heading, PageContainer } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { DEFAULT_LOCATION_ID } from '@localjobs/validation/constants'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { AccountGate, type SignedInAccess } from '#src/components/account-gate.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import { DASHBOARD_PATH, submissionPath } from '#src/lib/paths.ts'
import type { EditOutcome, PostJobEditAccount, PostJobForm } from '../components/post-job-form.tsx'
import { EMPTY_POST_JOB_VALUES, type PostJobValues, valuesFromWire, wholeForm } from '../post-job-values.ts'
import { currentPlatform, refusedFields, submissionForm } from '../submit.ts'
import * as styles from './edit-post-job-page.css.ts'

/**
 * The form, handed in by the page that imported this module: importing it here would make the bundler split
 * the form's styles out of the form's first load (decision 033).
 */
type FormComponent = typeof PostJobForm

/** The device copy of an edit: one per post, apart from the new post's draft (decision 033). */
export const editDraftKey = (submissionId: number) => `hire-post-job-edit:${submissionId}`

/**
 * The post-job form editing one of the advertiser's posts (`?edit=<id>`, `&renew=1` to renew it with
 * changes; decision 033): the form filled from GET /submissions/submissions/{id}/ (`fromWire(values, 3)`),
 * the steps walked as when posting, and the last step's button sends the whole post (PUT, or the renewal
 * with the form); then the job's page with its new status and a notice. What is typed stays on this phone
 * under the post's own key (a reload or a dropped connection loses nothing); the server's draft of a new
 * post is never read nor written.
 */
export function EditPostJobPage({ id, renew, Form }: { id: number; renew: boolean; Form: FormComponent }) {
  const t = useMessages('submission')
  return (
    <PageContainer className={styles.page}>
      <Heading level={1}>{renew ? t.renewTitle : t.editTitle}</Heading>
      <AccountGate loading={<EditSkeleton />}>
        {(access) => <EditLoader id={id} renew={renew} access={access} Form={Form} />}
      </AccountGate>
    </PageContainer>
  )
}

function EditSkeleton() {
  const t = useMessages('submission')
  return (
    <SkeletonGroup label={t.loading}>
      <div className={styles.skeleton}>
        <Skeleton height="3rem" />
        <Skeleton height="3.5rem" />
        <Skeleton height="3.5rem" />
        <Skeleton height="8rem" />
      </div>
    </SkeletonGroup>
  )
}

const missing = (error: unknown) => isApiError(error) && [400, 403, 404].includes(error.status)

function EditLoader({
  id,
  renew,
  access,
  Form,
}: {
  id: number
  renew: boolean
  access: SignedInAccess
  Form: FormComponent
}) {
  const t = useMessages('submission')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const job = useQuery({
    ...submissionQueryOptions(api, id),
    staleTime: 0,
    retry: (count, error) => !missing(error) && count < 1,
  })
  const context = useQuery({
    ...formContextQueryOptions(api, { location_id: DEFAULT_LOCATION_ID }),
    retry: 1,
  })
  const roles = useQuery({ ...primaryJobRolesQueryOptions(api, {}), staleTime: 60 * 60_000 })
  const cities = useQuery({ ...citiesQueryOptions(api, {}), staleTime: 60 * 60_000 })
  if (job.isError && missing(job.error))
    return <Stop text={t.notFoundText} href={DASHBOARD_PATH} link={t.backToJobs} />
  if ((job.isError && !job.data) || context.isError || roles.isError || cities.isError)
    return (
      <div className={styles.notice} role="alert">
        <span>{t.loadFailed}</span>
        <Button
          variant="secondary"
          onClick={() => {
            if (job.isError) void job.refetch()
            if (context.isError) void context.refetch()
            if (roles.isError) void roles.refetch()
            if (cities.isError) void cities.refetch()
          }}
        >
          {t.retry}
        </Button>
      </div>
    )
  if (!job.data || !context.data || !roles.data || !cities.data) return <EditSkeleton />
  if (!job.data.actions.includes(renew ? 'renew' : 'edit'))
    return <Stop text={t.cannotEdit} href={submissionPath(id)} link={t.cancelEdit} />
  return (
    <EditForm
      Form={Form}
      job={job.data}
      renew={renew}
      access={access}
      context={context.data.data.context}
      roles={roles.data.results}
      cities={cities.data.results}
    />
  )
}

function Stop({ text, href, link }: { text: string; href: string; link: string }) {
  return (
    <div className={styles.notice} role="alert">
      <span>{text}</span>
      <ButtonLink href={href} variant="secondary">
        {link}
      </ButtonLink>
    </div>
  )
}

/** The post's last change on the server (its history's newest entry): the device copy's basis. */
const lastChange = (job: SubmissionDetail) => job.history.at(-1)?.created_at ?? job.created_at

function EditForm({
  Form,
  job,
  renew,
  access,
  context,
  roles,
  cities,
}: {
  Form: FormComponent
  job: SubmissionDetail
  renew: boolean
  access: SignedInAccess
  context: Parameters<typeof PostJobForm>[0]['context']
  roles: Parameters<typeof PostJobForm>[0]['roles']
  cities: Parameters<typeof PostJobForm>[0]['cities']
}) {
  const t = useMessages('submission')
  const api = useRouteContext({ from: '__root__', select: (routeContext) => routeContext.api })
  const queryClient = useQueryClient()
  const router = useRouter()
  const session = access.session
  const enterprise = session?.type === 'b2b'

  // One object for the form's life (its callbacks depend on it).
  const account = useMemo<PostJobEditAccount>(() => {
    const base: PostJobValues = { ...EMPTY_POST_JOB_VALUES, city_name: job.location.title }
    const send = async (values: PostJobValues): Promise<EditOutcome> => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' }
      const form = submissionForm({
        values: wholeForm(values),
        advertiserId: session?.enterprise?.advertiserId ?? null,
        enterprise,
        platform: currentPlatform(),
      })
      try {
        if (renew) await renewSubmissionWithChanges(api, { id: job.id, form }, { throwOnError: true })
        else await updateSubmission(api, { id: job.id, form }, { throwOnError: true })
      } catch (error) {
        if (error instanceof ApiOfflineError) return { kind: 'offline' }
        if (isApiError(error) && error.status === 400) {
          const problems = refusedFields(error.body.details ?? [])
          return problems.length > 0
            ? { kind: 'refused', problems: problems.map(({ field, message }) => ({ path: field, message })) }
            : { kind: 'failed' }
        }
        return { kind: 'failed' }
      }
      void queryClient.invalidateQueries({ queryKey: submissionJobKeys.detail(api, job.id) })
      void queryClient.invalidateQueries({ queryKey: submissionKeys.lists() })
      // After the form has cleared its device copy (it does so once this answers 'sent').
      setTimeout(() => void router.navigate({ href: `${submissionPath(job.id)}?saved=1` }), 0)
      return { kind: 'sent' }
    }
    return {
      kind: 'edit',
      enterprise,
      submissionId: job.id,
      values: valuesFromWire(job.values, 3, base),
      basis: lastChange(job),
      words: {
        submit: renew ? t.renewSubmit : t.resubmit,
        offline: t.editOffline,
        failed: t.editFailed,
      },
      send,
      leave: () => void router.navigate({ href: submissionPath(job.id) }),
    }
  }, [job, renew, session, enterprise, api, queryClient, router, t])

  return (
    <Form account={account} context={context} roles={roles} cities={cities} draftKey={editDraftKey(job.id)} />
  )
}
