import { ApiOfflineError, isApiError } from '@localjobs/api-client/errors'
import { callLink, whatsappLink } from '@localjobs/api-client/leads/contact-links'
import {
  contactCandidate,
  createResumeLink,
  leadListKeys,
  leadQueryOptions,
} from '@localjobs/api-client/leads/list'
import { reviewStatusLabel, updateReviewStatus } from '@localjobs/api-client/leads/review-status'
import type {
  CandidateTab,
  Lead,
  LeadDetail,
  LeadsPage,
  ResumeDisposition,
  ReviewStatus,
} from '@localjobs/api-client/leads/types'
import { Button, buttonClassName } from '@localjobs/ui/button'
import { formatNumber } from '@localjobs/ui/format'
import { Heading } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { showToast } from '@localjobs/web-app/toasts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { Fragment, useEffect, useState } from 'react'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { productName } from '#src/lib/site.ts'
import * as styles from './applicants.css.ts'
import { patchLeadInLists, refreshLists } from './lead-cache.ts'
import { download, pendingTab } from './open-url.ts'

const DATABASE_TABS: readonly CandidateTab[] = ['database', 'verified']

const focusOnOpen = (element: HTMLElement | null) => element?.focus({ preventScroll: true })

interface DetailProps {
  classifiedId: number
  tab: CandidateTab
  leadId: number
  /** the lead as the loaded list has it, if it does */
  fromList: Lead | undefined
  listLoading: boolean
  jobTitle: string
  contacts: LeadsPage['database_contacts']
}

/**
 * The selected candidate. A response is read with GET lead (which marks it viewed: the list then drops its
 * "New" mark, the seeker's application says Viewed); a database or verified candidate is the list's row,
 * locked until one of the job's database contacts is spent on them.
 */
export function CandidateDetail(props: DetailProps) {
  const t = useMessages('applicants')
  if (props.tab === 'responses') return <ResponseDetail {...props} />
  if (!props.fromList)
    return props.listLoading ? <DetailSkeleton /> : <p className={styles.meta}>{t.candidateGone}</p>
  return <Candidate {...props} lead={props.fromList} />
}

function DetailSkeleton() {
  const t = useMessages('applicants')
  return (
    <SkeletonGroup label={t.loading}>
      <Skeleton text width="50%" height="1.75rem" />
      <Skeleton height="8rem" />
      <Skeleton height="3rem" />
    </SkeletonGroup>
  )
}

function ResponseDetail(props: DetailProps) {
  const t = useMessages('applicants')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const { classifiedId, leadId } = props
  const detail = useQuery({
    ...leadQueryOptions(api, { classifiedId, leadId }),
    staleTime: 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 1,
  })
  const viewedAt = detail.data?.viewed_at
  useEffect(() => {
    if (!detail.isSuccess) return
    // Opened: no longer new, in every list of the job's responses, and the dashboard's counts move.
    const at = viewedAt ?? new Date().toISOString()
    patchLeadInLists(queryClient, classifiedId, ['responses'], leadId, (lead) =>
      lead.viewed_at ? lead : { ...lead, viewed_at: at },
    )
    refreshLists(queryClient, classifiedId)
  }, [detail.isSuccess, viewedAt, queryClient, classifiedId, leadId])

  if (detail.isError && !detail.data) {
    if (isApiError(detail.error) && detail.error.status < 500)
      return <p className={styles.meta}>{t.candidateGone}</p>
    return (
      <div role="alert" className={styles.problem}>
        <p className={styles.text}>{t.detailFailed}</p>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          {t.retry}
        </Button>
      </div>
    )
  }
  if (!detail.data) return <DetailSkeleton />
  return <Candidate {...props} lead={detail.data} />
}

function Candidate({
  lead,
  classifiedId,
  tab,
  jobTitle,
  contacts,
}: DetailProps & { lead: Lead | LeadDetail }) {
  const t = useMessages('applicants')
  const locale = useLocale()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const seeker = lead.job_seeker
  const [savingStatus, setSavingStatus] = useState(false)

  const setStatus = async (review_status: ReviewStatus) => {
    setSavingStatus(true)
    const detailKey = leadListKeys.detail(api, { classifiedId, leadId: lead.id })
    try {
      const updated = await updateReviewStatus(
        api,
        { classifiedId, leadId: lead.id, review_status },
        { throwOnError: true },
      )
      // A read of the applicant still on its way (a refetch on focus, as the WhatsApp tab closes) may have
      // looked before this change and would land after it with the old status: cancel it, this is newer.
      await queryClient.cancelQueries({ queryKey: detailKey })
      queryClient.setQueryData<LeadDetail>(detailKey, (old) => (old ? { ...old, ...updated } : old))
      patchLeadInLists(queryClient, classifiedId, ['responses'], lead.id, (old) => ({ ...old, ...updated }))
      refreshLists(queryClient, classifiedId)
    } catch (error) {
      showToast({ message: error instanceof ApiOfflineError ? t.offline : t.statusFailed, tone: 'error' })
    } finally {
      setSavingStatus(false)
    }
  }
  // Tapping Call or WhatsApp is contacting them (issue #9): the link opens as it would, the status follows.
  const contacted = () => {
    if (lead.review_status === 'to_review') void setStatus('contacted')
  }

  const profile = 'profile' in lead ? lead.profile : null
  const rows: Array<[string, string | null | undefined]> = [
    [t.gender, seeker.gender.title],
    [t.qualification, seeker.qualification.value],
    [t.experience, seeker.experience.value],
    [t.mobile, seeker.user_number],
    [t.pastEmployer, profile?.past_employer],
    [t.designation, profile?.recent_designation],
    [t.salary, profile?.salary],
    [t.jobType, profile?.job_type],
    [t.workTime, profile?.work_time],
    [t.shift, profile?.shift_timing],
    [t.categories, profile?.job_categories.join(', ')],
    [t.role, profile?.job_role],
    [t.locations, profile?.locations.join(', ')],
    [t.specialization, profile?.specialization],
  ]

  return (
    // Focused when it opens: on a phone the list has just been hidden, and a screen reader reads the name.
    <article ref={focusOnOpen} tabIndex={-1} className={styles.detail} aria-labelledby="candidate-name">
      <div className={styles.head}>
        <Heading level={2} id="candidate-name">
          {seeker.user_name}
        </Heading>
        {lead.verified ? <span className={styles.meta}>{t.verifiedMark}</span> : null}
      </div>
      <dl className={styles.fields}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([term, value]) => (
            <Fragment key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </Fragment>
          ))}
      </dl>
      {lead.contact_lock === 'plan' ? (
        <Locked lead={lead} classifiedId={classifiedId} tab={tab} contacts={contacts} />
      ) : (
        <>
          {seeker.user_number ? (
            <div className={styles.actions}>
              <a
                href={callLink(seeker.user_number)}
                className={buttonClassName({ variant: 'primary', fullWidth: true })}
                aria-label={t.callName({ name: seeker.user_name })}
                onClick={contacted}
              >
                {t.call}
              </a>
              <a
                href={whatsappLink({
                  mobile: seeker.user_number,
                  name: seeker.user_name,
                  jobTitle,
                  product: productName,
                  locale,
                })}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName({ variant: 'secondary', fullWidth: true })}
                aria-label={t.whatsappName({ name: seeker.user_name })}
                onClick={contacted}
              >
                {t.whatsapp}
              </a>
            </div>
          ) : null}
          {lead.review_status ? (
            <section className={styles.head} aria-labelledby="candidate-status">
              <Heading level={3} id="candidate-status">
                {t.status}: {reviewStatusLabel(lead.review_status, locale)}
              </Heading>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  busy={savingStatus}
                  onClick={() =>
                    void setStatus(lead.review_status === 'contacted' ? 'to_review' : 'contacted')
                  }
                >
                  {lead.review_status === 'contacted' ? t.markToReview : t.markContacted}
                </Button>
              </div>
            </section>
          ) : null}
          <Resume lead={lead} classifiedId={classifiedId} />
        </>
      )}
    </article>
  )
}

function Resume({ lead, classifiedId }: { lead: Lead; classifiedId: number }) {
  const t = useMessages('applicants')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [busy, setBusy] = useState<ResumeDisposition | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // A database candidate's resume has no application to name: only responses have the resume link.
  if (lead.classified === null) return null

  const open = async (disposition: ResumeDisposition) => {
    setProblem(null)
    setBusy(disposition)
    const tab = disposition === 'inline' ? pendingTab() : null
    try {
      const link = await createResumeLink(
        api,
        { classifiedId, leadId: lead.id, disposition },
        { throwOnError: true },
      )
      if (tab) tab.go(link.url)
      else download(link.url)
    } catch (error) {
      tab?.close()
      setProblem(
        error instanceof ApiOfflineError
          ? t.offline
          : isApiError(error) && (error.status === 404 || error.status === 410)
            ? t.resumeMissing
            : isApiError(error) && error.status === 403
              ? t.resumeDenied
              : t.resumeFailed,
      )
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className={styles.head} aria-labelledby="candidate-resume">
      <Heading level={3} id="candidate-resume">
        {t.resumeHeading}
      </Heading>
      {lead.has_resume ? (
        <div className={styles.actions}>
          <Button variant="secondary" busy={busy === 'inline'} onClick={() => void open('inline')}>
            {t.viewResume}
          </Button>
          <Button variant="secondary" busy={busy === 'attachment'} onClick={() => void open('attachment')}>
            {t.downloadResume}
          </Button>
        </div>
      ) : (
        <p className={styles.meta}>{t.noResume}</p>
      )}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </section>
  )
}

function Locked({
  lead,
  classifiedId,
  tab,
  contacts,
}: {
  lead: Lead
  classifiedId: number
  tab: CandidateTab
  contacts: LeadsPage['database_contacts']
}) {
  const t = useMessages('applicants')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const unlock = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const unlocked = await contactCandidate(api, { classifiedId, userId: lead.id }, { throwOnError: true })
      patchLeadInLists(queryClient, classifiedId, DATABASE_TABS, lead.id, (old) => ({ ...old, ...unlocked }))
      refreshLists(queryClient, classifiedId)
    } catch (error) {
      setProblem(
        error instanceof ApiOfflineError
          ? t.offline
          : isApiError(error) && error.status === 403
            ? t.lockedUsedUp
            : t.unlockFailed,
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.locked} aria-labelledby="candidate-locked" data-tab={tab}>
      <Heading level={3} id="candidate-locked">
        {t.lockedHeading}
      </Heading>
      <p className={styles.text}>
        {contacts.allowed === 0 ? t.lockedNoPlan : contacts.left === 0 ? t.lockedUsedUp : null}
      </p>
      <p className={styles.text}>
        {t.contactsLeft({ left: formatNumber(contacts.left), allowed: formatNumber(contacts.allowed) })}
      </p>
      {contacts.left > 0 ? (
        <Button busy={busy} onClick={() => void unlock()}>
          {t.unlock}
        </Button>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </section>
  )
}
