import type { ApiClient } from '@localjobs/api-client/client'
import { getReviewQueue, reviewKeys } from '@localjobs/api-client/review/desk'
import type { IdTitle, ReviewQueueQuery, RiskLevel } from '@localjobs/api-client/review/types'
import { EmptyState } from '@localjobs/ui/empty-state'
import { visuallyHiddenClassName } from '@localjobs/ui/visually-hidden'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { LoadMore } from '#src/components/load-more.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import { DeskSelect } from './desk-fields.tsx'
import { DeskPage, DeskProblem, DeskSkeleton } from './desk-shell.tsx'
import { QueueItem, RISK_WORDS } from './queue-item.tsx'
import * as styles from './review.css.ts'

export type QueueFilters = Omit<ReviewQueueQuery, 'cursor' | 'limit'>

/** The queue as a growing list: riskiest first, then oldest first, as the API answers; keyset pages. */
export function reviewQueueInfiniteQueryOptions(client: ApiClient, query: QueueFilters) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.queue(client, query),
    queryFn: ({ pageParam, signal }) =>
      getReviewQueue(client, { ...query, cursor: pageParam }, { signal, throwOnError: true }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.next_cursor : null),
  })
}

/** /hire/review: the posts awaiting review (or on hold), with filters. */
export function QueuePage() {
  const t = useMessages('review')
  return (
    <DeskPage title={t.deskTitle} section="queue">
      <Queue />
    </DeskPage>
  )
}

const RISKS: RiskLevel[] = ['high', 'medium', 'low']

function Queue() {
  const t = useMessages('review')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [filters, setFilters] = useState<QueueFilters>({ status: 'approval_pending' })
  const queue = useInfiniteQuery(reviewQueueInfiniteQueryOptions(api, filters))
  const set = (change: QueueFilters) => setFilters((current) => ({ ...current, ...change }))

  // The cities and categories met so far: the filters' choices (a select of the places present).
  const [seen, setSeen] = useState<{ cities: IdTitle[]; categories: IdTitle[] }>({
    cities: [],
    categories: [],
  })
  const items = queue.data?.pages.flatMap((page) => page.results) ?? []
  useEffect(() => {
    if (!queue.data) return
    setSeen((current) => {
      const add = (list: IdTitle[], more: IdTitle[]) => {
        const byId = new Map(list.map((entry) => [entry.id, entry]))
        for (const entry of more) byId.set(entry.id, entry)
        return [...byId.values()].sort((a, b) => a.title.localeCompare(b.title))
      }
      const results = queue.data.pages.flatMap((page) => page.results)
      return {
        cities: add(
          current.cities,
          results.map((item) => item.city),
        ),
        categories: add(
          current.categories,
          results.map((item) => item.category),
        ),
      }
    })
  }, [queue.data])

  if (queue.isError && !queue.data)
    return <DeskProblem error={queue.error} retry={() => void queue.refetch()} />

  const status = filters.status ?? 'approval_pending'
  return (
    <>
      <section className={styles.filters} aria-label={t.filters}>
        <fieldset className={styles.switchRow}>
          <legend className={visuallyHiddenClassName}>{t.queueStatus}</legend>
          {(['approval_pending', 'on_hold'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={styles.switchButton}
              aria-pressed={status === value}
              onClick={() => set({ status: value })}
            >
              {value === 'approval_pending' ? t.waiting : t.onHold}
            </button>
          ))}
        </fieldset>
        <DeskSelect
          label={t.filterRisk}
          value={filters.risk ?? ''}
          onChange={(event) => set({ risk: (event.target.value || undefined) as RiskLevel | undefined })}
          options={[
            { value: '', label: t.any },
            ...RISKS.map((risk) => ({ value: risk, label: t[RISK_WORDS[risk]] as string })),
          ]}
        />
        <DeskSelect
          label={t.filterCity}
          value={filters.city ? String(filters.city) : ''}
          onChange={(event) => set({ city: event.target.value ? Number(event.target.value) : undefined })}
          options={[
            { value: '', label: t.any },
            ...seen.cities.map((city) => ({ value: String(city.id), label: city.title })),
          ]}
        />
        <DeskSelect
          label={t.filterCategory}
          value={filters.category ? String(filters.category) : ''}
          onChange={(event) => set({ category: event.target.value ? Number(event.target.value) : undefined })}
          options={[
            { value: '', label: t.any },
            ...seen.categories.map((category) => ({ value: String(category.id), label: category.title })),
          ]}
        />
        <label className={styles.checkRow}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={filters.first_time ?? false}
            onChange={(event) => set({ first_time: event.target.checked || undefined })}
          />
          {t.firstTimeOnly}
        </label>
      </section>
      {!queue.data ? (
        <DeskSkeleton />
      ) : items.length === 0 ? (
        <EmptyState title={t.nothingToReview} description={t.nothingToReviewText} headingLevel={2} />
      ) : (
        <ul className={styles.list} aria-label={status === 'approval_pending' ? t.waiting : t.onHold}>
          {items.map((item) => (
            <QueueItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      {queue.isFetchNextPageError ? (
        <p role="alert" className={styles.problem}>
          {t.loadFailed}
        </p>
      ) : null}
      <LoadMore pages={queue} words={t} />
    </>
  )
}
