import { isApiError } from '@localjobs/api-client/errors'
import {
  confirmFraudMutationOptions,
  decideSubmissionMutationOptions,
  getReviewQueue,
  reviewKeys,
  reviewSubmissionQueryOptions,
  unblockAdvertiserMutationOptions,
} from '@localjobs/api-client/review/desk'
import type {
  Finding,
  ReviewField,
  ReviewSubmissionDetail,
  SubmissionEvent,
} from '@localjobs/api-client/review/types'
import { submissionStatusLabel } from '@localjobs/api-client/submissions/status'
import { Button } from '@localjobs/ui/button'
import { formatNumber } from '@localjobs/ui/format'
import { Heading } from '@localjobs/ui/layout'
import { showToast } from '@localjobs/web-app/toasts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { type Messages, useLocale, useMessages } from '#src/i18n/translations.ts'
import { formatDate } from '#src/lib/dates.ts'
import { REVIEW_PATH } from '#src/lib/paths.ts'
import { DecisionForm } from './decision-form.tsx'
import type { DeskAction, DeskBody } from './decision-values.ts'
import { DeskPage, DeskProblem, DeskSkeleton } from './desk-shell.tsx'
import { labelledField } from './field-labels.ts'
import { FindingDetail } from './finding-detail.tsx'
import { AgeBadge, RiskBadge } from './queue-item.tsx'
import * as styles from './review.css.ts'

const ACTION_WORDS: Record<DeskAction, keyof Messages<'review'>> = {
  approve: 'approve',
  reject: 'reject',
  hold: 'hold',
  fraud: 'confirmFraud',
  unblock: 'undoBlock',
}

const DONE_WORDS: Record<DeskAction, keyof Messages<'review'>> = {
  approve: 'approved',
  reject: 'rejected',
  hold: 'held',
  fraud: 'fraudDone',
  unblock: 'unblocked',
}

const ACTOR_WORDS: Record<SubmissionEvent['actor']['kind'], keyof Messages<'review'>> = {
  ops: 'actorOps',
  advertiser: 'actorAdvertiser',
  system: 'actorSystem',
  seekers: 'actorSeekers',
}

/** /hire/review/{submissionId}: one post, its findings, its advertiser, its history and the actions. */
export function SubmissionPage({ id }: { id: number }) {
  const t = useMessages('review')
  return (
    <DeskPage title={t.postTitle}>
      <a href={REVIEW_PATH} className={styles.tel}>
        {t.backToQueue}
      </a>
      <Submission id={id} />
    </DeskPage>
  )
}

function Submission({ id }: { id: number }) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const post = useQuery({ ...reviewSubmissionQueryOptions(api, id), enabled: Number.isInteger(id) && id > 0 })
  if (post.isError && !post.data) return <DeskProblem error={post.error} retry={() => void post.refetch()} />
  if (!post.data) return <DeskSkeleton />
  return <SubmissionView post={post.data} />
}

/** The company the post names (its own, else the advertiser's company step, else the account's). */
const companyOf = (post: ReviewSubmissionDetail) =>
  post.fields.find((field) => field.field === 'company_name')?.value ||
  post.fields.find((field) => field.field === 'advertiser_company_name')?.value ||
  post.advertiser.company_name ||
  post.advertiser.name

/** One field of the post: its label in the page's language above the value as the advertiser wrote it. */
function LabelledField({ field }: { field: ReviewField }) {
  const { label, value } = labelledField(field, useMessages('review'))
  return (
    <div className={styles.field}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  )
}

/** Weightiest findings first. */
const byWeight = (findings: Finding[]) => [...findings].sort((a, b) => b.weight - a.weight)

export function SubmissionView({ post }: { post: ReviewSubmissionDetail }) {
  const t = useMessages('review')
  const locale = useLocale()
  const advertiser = post.advertiser
  const actions: DeskAction[] = [
    ...post.actions,
    ...(advertiser.blocked ? (['unblock'] as const) : []),
  ].filter((action) => !(action === 'fraud' && advertiser.blocked))

  return (
    <>
      <section className={styles.section} aria-labelledby="post-title">
        <Heading level={2} id="post-title">
          {post.title}
        </Heading>
        <p className={styles.badges}>
          <span className={styles.neutralBadge}>
            {t.status}: {submissionStatusLabel(post.status, locale)}
          </span>
          <RiskBadge level={post.risk.level} findings={post.findings.length} />
          {post.status === 'approval_pending' ? <AgeBadge since={post.waiting_since} /> : null}
        </p>
      </section>
      <Actions post={post} actions={actions} />
      <section className={styles.section} aria-labelledby="findings">
        <h2 id="findings" className={styles.sectionHeading}>
          {t.findings}
        </h2>
        {post.findings.length === 0 ? (
          <p className={styles.meta}>{t.noFindings}</p>
        ) : (
          <ul className={styles.history}>
            {byWeight(post.findings).map((finding) => (
              <li key={`${finding.code}-${finding.evidence ?? ''}`} className={styles.finding}>
                <p className={styles.findingTitle}>
                  {t[`finding_${finding.code}`] as string} (
                  {t.weight({ weight: formatNumber(finding.weight) })})
                </p>
                <FindingDetail finding={finding} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="fields">
        <h2 id="fields" className={styles.sectionHeading}>
          {t.fields}
        </h2>
        <dl className={styles.fields}>
          <div className={styles.field}>
            <dt className={styles.label}>{t.logo}</dt>
            <dd className={styles.value}>
              {post.logo_url ? (
                <img
                  src={post.logo_url}
                  alt={t.logoAlt({ company: companyOf(post) })}
                  className={styles.logo}
                  decoding="async"
                />
              ) : (
                t.noLogo
              )}
            </dd>
          </div>
          {post.fields.map((field) => (
            <LabelledField key={field.field} field={field} />
          ))}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="advertiser">
        <h2 id="advertiser" className={styles.sectionHeading}>
          {t.advertiser}
        </h2>
        <p className={styles.value}>
          {advertiser.company_name ? `${advertiser.company_name} · ` : ''}
          {advertiser.name} ·{' '}
          <a className={styles.tel} href={`tel:${advertiser.mobile_no}`}>
            {advertiser.mobile_no}
          </a>
        </p>
        {advertiser.blocked ? <p className={styles.warning}>{t.blocked}</p> : null}
        <dl className={styles.stats}>
          {(
            [
              ['advertiserPosts', advertiser.posts],
              ['advertiserApproved', advertiser.approved],
              ['advertiserRejections', advertiser.rejections],
              ['advertiserReports', advertiser.reports],
            ] as const
          ).map(([word, count]) => (
            <div key={word} className={styles.field}>
              <dt className={styles.label}>{t[word]}</dt>
              <dd className={styles.value}>{formatNumber(count)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="history">
        <h2 id="history" className={styles.sectionHeading}>
          {t.history}
        </h2>
        {post.history.length === 0 ? (
          <p className={styles.meta}>{t.noHistory}</p>
        ) : (
          <ol className={styles.history}>
            {post.history.map((event) => (
              <li key={event.id} className={styles.event}>
                <p className={styles.findingTitle}>
                  {t.historyMove({
                    from: event.from_status ? submissionStatusLabel(event.from_status, locale) : '–',
                    to: submissionStatusLabel(event.to_status, locale),
                  })}
                </p>
                <p className={styles.meta}>
                  {t[ACTOR_WORDS[event.actor.kind]] as string}
                  {event.actor.name ? ` (${event.actor.name})` : ''} · {formatDate(event.created_at, locale)}{' '}
                  {new Date(event.created_at).toLocaleTimeString(locale, {
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                </p>
                {event.reason_label ? <p className={styles.value}>{event.reason_label}</p> : null}
                {event.note ? <p className={styles.value}>{event.note}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  )
}

/**
 * The actions the API lists, as full-width buttons; each opens its form under the buttons (its reason, its
 * text, Confirm and Cancel): the confirm step, in the page's flow, no dialog code to load.
 */
function Actions({ post, actions }: { post: ReviewSubmissionDetail; actions: DeskAction[] }) {
  const t = useMessages('review')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const router = useRouter()
  const [open, setOpen] = useState<DeskAction | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const decide = useMutation(decideSubmissionMutationOptions(api))
  const fraud = useMutation(confirmFraudMutationOptions(api))
  const unblock = useMutation(unblockAdvertiserMutationOptions(api))
  const busy = decide.isPending || fraud.isPending || unblock.isPending

  const send = async (action: DeskAction, value: DeskBody) => {
    setFailed(null)
    try {
      if (value.kind === 'decision') await decide.mutateAsync({ id: post.id, body: value.body })
      else if (value.kind === 'fraud') await fraud.mutateAsync({ id: post.id, body: value.body })
      else await unblock.mutateAsync({ id: post.advertiser.id, body: value.body })
      setOpen(null)
      setDone(true)
      showToast({ message: t[DONE_WORDS[action]] as string, duration: 3000 })
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setOpen(null)
        showToast({ message: t.decisionConflict, duration: 4000 })
      } else setFailed(t.decisionFailed)
    } finally {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all })
    }
  }

  const next = async () => {
    const page = await getReviewQueue(api, { status: 'approval_pending', limit: 2 })
    const nextId = page.kind === 'ok' ? page.data.results.find((item) => item.id !== post.id)?.id : undefined
    await router.navigate({ href: nextId ? `${REVIEW_PATH}/${nextId}` : REVIEW_PATH })
  }

  return (
    <section className={styles.section} aria-labelledby="decision">
      <h2 id="decision" className={styles.sectionHeading}>
        {t.decision}
      </h2>
      {actions.length === 0 ? <p className={styles.meta}>{t.noActions}</p> : null}
      <div className={styles.actions}>
        {actions.map((action) => (
          <Button
            key={action}
            fullWidth
            variant={action === 'approve' ? 'primary' : 'secondary'}
            aria-expanded={open === action}
            onClick={() => {
              setFailed(null)
              setOpen(action)
            }}
          >
            {t[ACTION_WORDS[action]] as string}
          </Button>
        ))}
        {open ? (
          <section className={styles.sheet} aria-labelledby="action-title">
            <h3 id="action-title" className={styles.sectionHeading}>
              {t[ACTION_WORDS[open]] as string}
            </h3>
            {failed ? (
              <p role="alert" className={styles.warning}>
                {failed}
              </p>
            ) : null}
            <DecisionForm
              key={open}
              action={open}
              busy={busy}
              onSubmit={(value) => void send(open, value)}
              onCancel={() => setOpen(null)}
            />
          </section>
        ) : null}
        {done || actions.length === 0 ? (
          <Button fullWidth variant="secondary" onClick={() => void next()}>
            {t.nextPost}
          </Button>
        ) : null}
      </div>
    </section>
  )
}
