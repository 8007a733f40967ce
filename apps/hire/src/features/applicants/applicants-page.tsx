import { getClassifiedDetails, goneJob } from '@localjobs/api-client/classifieds/details'
import type { ApiClient } from '@localjobs/api-client/client'
import { isApiError } from '@localjobs/api-client/errors'
import { getLeads, leadListKeys, leadsInfiniteQueryOptions } from '@localjobs/api-client/leads/list'
import { reviewStatusLabel } from '@localjobs/api-client/leads/review-status'
import {
  type BestMatchFactor,
  CANDIDATE_TABS,
  type CandidateTab,
  LEAD_SORTS,
  type Lead,
  type LeadSort,
  type ReviewStatus,
} from '@localjobs/api-client/leads/types'
import { submissionQueryOptions } from '@localjobs/api-client/submissions/job'
import { Button, ButtonLink } from '@localjobs/ui/button'
import { formatNumber } from '@localjobs/ui/format'
import { Heading, PageContainer, Stack } from '@localjobs/ui/layout'
import { formatRelativeTime } from '@localjobs/ui/relative-time'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { Tabs } from '@localjobs/ui/tabs'
import { AppLink, navigateOnPlainClick } from '@localjobs/web-app/app-link'
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query'
import { useParams, useRouteContext, useRouter, useSearch } from '@tanstack/react-router'
import { useLayoutEffect, useRef } from 'react'
import { AccountGate } from '#src/components/account-gate.tsx'
import { LoadMore } from '#src/components/load-more.tsx'
import { type Messages, useLocale, useMessages } from '#src/i18n/translations.ts'
import { applicantsPath, DASHBOARD_PATH, submissionPath } from '#src/lib/paths.ts'
import * as styles from './applicants.css.ts'
import {
  type ApplicantsSearch,
  applicantsSearchParams,
  parseApplicantsSearch,
  positiveId,
} from './applicants-search.ts'
import { CandidateDetail } from './candidate-detail.tsx'

type Words = Messages<'applicants'>

/** Answers that mean the job is not the advertiser's, or is gone: no retry, the page says so. */
export const notYours = (error: unknown) => isApiError(error) && [400, 403, 404].includes(error.status)

export const tabLabel = (t: Words, tab: CandidateTab) =>
  ({ responses: t.tabResponses, database: t.tabDatabase, verified: t.tabVerified })[tab]

const sortLabel = (t: Words, sort: LeadSort) => (sort === 'newest' ? t.sortNewest : t.sortBestMatch)

const factorLabel = (t: Words, factor: BestMatchFactor) =>
  ({
    category: t.factorCategory,
    locality: t.factorLocality,
    experience: t.factorExperience,
    qualification: t.factorQualification,
  })[factor]

/** "Matches: category, city" for the best-match factors a lead shares with the job. */
export const matchedText = (t: Words, matched: readonly BestMatchFactor[]) =>
  matched.length ? t.matches({ factors: matched.map((factor) => factorLabel(t, factor)).join(', ') }) : null

/**
 * The applicants of one of the advertiser's jobs (`/hire/applicants/$classifiedId`, issue #9, decision 034):
 * the candidate tabs of spec section 2 with their counts, the list (sorted, filtered, in keyset pages) and
 * the selected candidate's details. Tab, sort, filter and candidate live in the address, so a reload and
 * Back keep them; on a phone the list and the detail are two views, on a desktop side by side.
 */
export function ApplicantsPage() {
  const params = useParams({ strict: false }) as { classifiedId?: string }
  const classifiedId = positiveId(params.classifiedId)
  return (
    <PageContainer className={styles.page}>
      <AccountGate loading={<ListSkeleton />}>
        {() => (classifiedId === null ? <NotYours /> : <Applicants classifiedId={classifiedId} />)}
      </AccountGate>
    </PageContainer>
  )
}

function ListSkeleton() {
  const t = useMessages('applicants')
  return (
    <SkeletonGroup label={t.loading}>
      <Skeleton text width="60%" height="2rem" />
      <Skeleton height="3rem" />
      <Skeleton height="6rem" />
      <Skeleton height="6rem" />
    </SkeletonGroup>
  )
}

function NotYours() {
  const t = useMessages('applicants')
  return (
    <Stack gap="md">
      <Heading level={1}>{t.notYoursTitle}</Heading>
      <p className={styles.meta}>{t.notYoursText}</p>
      <ButtonLink href={DASHBOARD_PATH} variant="secondary">
        {t.backToJobs}
      </ButtonLink>
    </Stack>
  )
}

/**
 * The job's title and the way back to its page. `?job=<submissionId>` (the dashboard's and the job page's
 * links carry it) reads the advertiser's own post; without it, or when it names another job, the public
 * job (a live job, or the 410 of an expired one) gives the title and the way back is the dashboard.
 */
function useJobHeading(api: ApiClient, classifiedId: number, job: number | undefined) {
  const own = useQuery({
    ...submissionQueryOptions(api, job ?? 0),
    enabled: job !== undefined,
    retry: (count, error) => !notYours(error) && count < 1,
  })
  const ownMatches = own.data !== undefined && own.data.classified_id === classifiedId
  const usePublic = job === undefined || own.isError || (own.data !== undefined && !ownMatches)
  const published = useQuery({
    queryKey: ['applicants', 'job-title', classifiedId, api.locale],
    queryFn: async ({ signal }) => {
      const result = await getClassifiedDetails(api, { id: classifiedId }, { signal })
      if (result.kind === 'ok') return result.data.translated_content.title
      return goneJob(result)?.translated_content.title ?? null
    },
    enabled: usePublic,
    staleTime: 5 * 60_000,
  })
  if (ownMatches) return { title: own.data.title, back: submissionPath(own.data.id) }
  return { title: published.data ?? undefined, back: undefined }
}

function Applicants({ classifiedId }: { classifiedId: number }) {
  const t = useMessages('applicants')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const router = useRouter()
  const search = parseApplicantsSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const heading = useJobHeading(api, classifiedId, search.job)
  const query = { classifiedId, tab: search.tab, sort: search.sort, review_status: search.status }
  const leads = useInfiniteQuery({
    ...leadsInfiniteQueryOptions(api, query),
    retry: (count, error) => !notYours(error) && count < 1,
  })
  const counts = useTabCounts(api, classifiedId, search, leads.data?.pages[0]?.count)
  const scroll = useListScroll(search.candidate)

  const go = (next: ApplicantsSearch, replace: boolean) =>
    void router.navigate({ href: `${applicantsPath(classifiedId)}${applicantsSearchParams(next)}`, replace })
  const change = (next: Partial<ApplicantsSearch>) => {
    const { candidate: _candidate, ...rest } = search
    go({ ...rest, ...next }, true)
  }
  const href = (candidate: number) =>
    `${applicantsPath(classifiedId)}${applicantsSearchParams({ ...search, candidate })}`
  const backToList = () => {
    // Back to the list the way the phone's Back goes, when the detail was opened from it.
    if (scroll.openedHere()) router.history.back()
    else {
      const { candidate: _candidate, ...rest } = search
      go(rest, true)
    }
  }

  if (leads.isError && notYours(leads.error)) return <NotYours />
  const results = leads.data?.pages.flatMap((page) => page.results) ?? []
  const selected = results.find((lead) => lead.id === search.candidate)
  const contacts = leads.data?.pages[0]?.database_contacts ?? { allowed: 0, left: 0 }
  const jobTitle = heading.title ?? t.title

  return (
    <Stack gap="md">
      <AppLink href={heading.back ?? DASHBOARD_PATH} className={styles.back}>
        {heading.back ? t.backToJob : t.backToJobs}
      </AppLink>
      <div className={styles.head}>
        <p className={styles.eyebrow}>{t.title}</p>
        <Heading level={1}>{jobTitle}</Heading>
      </div>
      <div className={styles.layout} data-view={search.candidate === undefined ? 'list' : 'detail'}>
        <section className={styles.listPane} aria-label={t.tabsLabel}>
          <Tabs
            label={t.tabsLabel}
            className={styles.tabs}
            value={search.tab}
            activation="manual"
            onChange={(tab) => change({ tab: tab as CandidateTab, status: undefined })}
            tabs={CANDIDATE_TABS.map((tab) => {
              const count = counts[tab]
              const label = tabLabel(t, tab)
              return {
                value: tab,
                label: count === undefined ? label : t.tabCount({ label, count: formatNumber(count) }),
                panel: (
                  <>
                    <ListControls search={search} onChange={change} />
                    <CandidateList
                      leads={results}
                      loading={!leads.data}
                      failed={leads.isError && !leads.data}
                      selected={search.candidate}
                      href={href}
                      onOpen={scroll.remember}
                      onRetry={() => void leads.refetch()}
                    />
                    {leads.isFetchNextPageError ? (
                      <p role="alert" className={styles.problem}>
                        {t.loadFailed}
                      </p>
                    ) : null}
                    <LoadMore pages={leads} words={t} />
                  </>
                ),
              }
            })}
          />
        </section>
        <section className={styles.detailPane}>
          {search.candidate === undefined ? (
            <p className={styles.meta}>{t.selectHint}</p>
          ) : (
            <Stack gap="sm">
              <div className={styles.backToList}>
                <Button variant="secondary" onClick={backToList}>
                  {t.backToList}
                </Button>
              </div>
              <CandidateDetail
                key={`${search.tab}-${search.candidate}`}
                classifiedId={classifiedId}
                tab={search.tab}
                leadId={search.candidate}
                fromList={selected}
                listLoading={!leads.data}
                jobTitle={jobTitle}
                contacts={contacts}
              />
            </Stack>
          )}
        </section>
      </div>
    </Stack>
  )
}

/**
 * Each tab's count (the list answer's `count`): the shown list's own when it is not filtered, else one
 * lead's page of the tab, so the three tabs say how many each holds.
 */
function useTabCounts(
  api: ApiClient,
  classifiedId: number,
  search: ApplicantsSearch,
  shownCount: number | undefined,
): Partial<Record<CandidateTab, number>> {
  const ownCount = (tab: CandidateTab) => tab === search.tab && !search.status
  const answers = useQueries({
    queries: CANDIDATE_TABS.map((tab) => ({
      queryKey: [...leadListKeys.lists(classifiedId), api.locale, 'count', tab] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getLeads(api, { classifiedId, tab, limit: 1 }, { signal, throwOnError: true }).then(
          (page) => page.count,
        ),
      enabled: !ownCount(tab),
      retry: false,
    })),
  })
  return Object.fromEntries(
    CANDIDATE_TABS.map((tab, index) => [tab, ownCount(tab) ? shownCount : answers[index]?.data]),
  )
}

/**
 * The list's scroll on a phone: opening a candidate hides the list; Back shows it again where it was.
 * `openedHere` says whether the detail was opened from this list (so "Back to the list" can go back).
 */
function useListScroll(candidate: number | undefined) {
  const saved = useRef<number | null>(null)
  const opened = useRef(false)
  useLayoutEffect(() => {
    if (candidate !== undefined) return
    if (saved.current !== null) window.scrollTo(0, saved.current)
    saved.current = null
    opened.current = false
  }, [candidate])
  return {
    remember: () => {
      saved.current = window.scrollY
      opened.current = true
    },
    openedHere: () => opened.current,
  }
}

function ListControls({
  search,
  onChange,
}: {
  search: ApplicantsSearch
  onChange: (next: Partial<ApplicantsSearch>) => void
}) {
  const t = useMessages('applicants')
  const locale = useLocale()
  const filters: Array<ReviewStatus | undefined> = [undefined, 'to_review', 'contacted']
  return (
    <div className={styles.controls}>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset */}
      <div role="group" aria-label={t.sortLabel} className={styles.chips}>
        {LEAD_SORTS.map((sort) => (
          <button
            key={sort}
            type="button"
            className={styles.chip}
            aria-pressed={search.sort === sort}
            onClick={() => onChange({ sort })}
          >
            {sortLabel(t, sort)}
          </button>
        ))}
      </div>
      {search.tab === 'responses' ? (
        // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
        <div role="group" aria-label={t.filterLabel} className={styles.chips}>
          {filters.map((status) => (
            <button
              key={status ?? 'all'}
              type="button"
              className={styles.chip}
              aria-pressed={search.status === status}
              onClick={() => onChange({ status })}
            >
              {status ? reviewStatusLabel(status, locale) : t.filterAll}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

function CandidateList({
  leads,
  loading,
  failed,
  selected,
  href,
  onOpen,
  onRetry,
}: {
  leads: Lead[]
  loading: boolean
  failed: boolean
  selected: number | undefined
  href: (candidate: number) => string
  onOpen: () => void
  onRetry: () => void
}) {
  const t = useMessages('applicants')
  if (failed)
    return (
      <div role="alert" className={styles.problem}>
        <p className={styles.text}>{t.loadFailed}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    )
  if (loading)
    return (
      <SkeletonGroup label={t.loading}>
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </SkeletonGroup>
    )
  if (leads.length === 0)
    return (
      <div className={styles.head}>
        <Heading level={2}>{t.empty}</Heading>
        <p className={styles.meta}>{t.emptyText}</p>
      </div>
    )
  return (
    <ul className={styles.list}>
      {leads.map((lead) => (
        <li key={lead.id}>
          <CandidateCard lead={lead} href={href(lead.id)} current={lead.id === selected} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  )
}

function CandidateCard({
  lead,
  href,
  current,
  onOpen,
}: {
  lead: Lead
  href: string
  current: boolean
  onOpen: () => void
}) {
  const t = useMessages('applicants')
  const locale = useLocale()
  const router = useRouter()
  const seeker = lead.job_seeker
  const when = formatRelativeTime(lead.created_at, Date.now(), locale)
  const isNew = lead.classified !== null && lead.viewed_at === null
  const matched = matchedText(t, lead.matched)
  return (
    <a
      href={href}
      className={styles.card}
      aria-current={current ? 'true' : undefined}
      data-lead={lead.id}
      onClick={(event) => {
        onOpen()
        navigateOnPlainClick(router, event)
      }}
    >
      <span className={styles.cardHead}>
        <span className={styles.name}>{seeker.user_name}</span>
        <span className={styles.marks}>
          {isNew ? <span className={styles.newMark}>{t.newMark}</span> : null}
          {lead.verified ? <span className={styles.mark}>{t.verifiedMark}</span> : null}
          {lead.review_status ? (
            <span className={lead.review_status === 'contacted' ? styles.contactedMark : styles.mark}>
              {reviewStatusLabel(lead.review_status, locale)}
            </span>
          ) : null}
        </span>
      </span>
      <span className={styles.meta}>
        {[seeker.gender.title, seeker.qualification.value, seeker.experience.value]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span className={styles.meta}>
        {lead.classified !== null ? t.applied({ when }) : t.updated({ when })}
      </span>
      {matched ? <span className={styles.meta}>{matched}</span> : null}
    </a>
  )
}
