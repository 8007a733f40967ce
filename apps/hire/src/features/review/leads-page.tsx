import { getSalesLeads, reviewKeys, updateSalesLeadMutationOptions } from '@localjobs/api-client/review/desk'
import {
  SALES_LEAD_STATUSES,
  type SalesLeadItem,
  type SalesLeadStatus,
} from '@localjobs/api-client/review/types'
import { Button } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { formatNumber } from '@localjobs/ui/format'
import { visuallyHiddenClassName } from '@localjobs/ui/visually-hidden'
import { LANGUAGE_NAMES } from '@localjobs/web-app/locale'
import { showToast } from '@localjobs/web-app/toasts'
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { LoadMore } from '#src/components/load-more.tsx'
import { type Messages, useLocale, useMessages } from '#src/i18n/translations.ts'
import { formatDate } from '#src/lib/dates.ts'
import { DeskPage, DeskProblem, DeskSkeleton } from './desk-shell.tsx'
import * as styles from './review.css.ts'

const STATUS_WORDS: Record<SalesLeadStatus, keyof Messages<'review'>> = {
  new: 'leadNew',
  contacted: 'leadContacted',
  converted: 'leadConverted',
  closed: 'leadClosed',
}

const MARK_WORDS: Record<Exclude<SalesLeadStatus, 'new'>, keyof Messages<'review'>> = {
  contacted: 'markContacted',
  converted: 'markConverted',
  closed: 'markClosed',
}

/** /hire/review/leads: the short form's call-back requests, oldest first, by status. */
export function LeadsPage() {
  const t = useMessages('review')
  return (
    <DeskPage title={t.leadsTitle} section="leads">
      <Leads />
    </DeskPage>
  )
}

function Leads() {
  const t = useMessages('review')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [status, setStatus] = useState<SalesLeadStatus>('new')
  const leads = useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reviewKeys.leads(api, status),
      queryFn: ({ pageParam, signal }) =>
        getSalesLeads(api, { status, cursor: pageParam }, { signal, throwOnError: true }),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.next_cursor : null),
    }),
  )
  if (leads.isError && !leads.data)
    return <DeskProblem error={leads.error} retry={() => void leads.refetch()} />
  const items = leads.data?.pages.flatMap((page) => page.results) ?? []
  return (
    <>
      <fieldset className={styles.switchRow}>
        <legend className={visuallyHiddenClassName}>{t.leadStatus}</legend>
        {SALES_LEAD_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.switchButton}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {t[STATUS_WORDS[value]] as string}
          </button>
        ))}
      </fieldset>
      {!leads.data ? (
        <DeskSkeleton />
      ) : items.length === 0 ? (
        <EmptyState title={t.noLeads} description={t.noLeadsText} headingLevel={2} />
      ) : (
        <ul className={styles.list}>
          {items.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </ul>
      )}
      <LoadMore pages={leads} words={t} />
    </>
  )
}

function LeadCard({ lead }: { lead: SalesLeadItem }) {
  const t = useMessages('review')
  const locale = useLocale()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const update = useMutation(updateSalesLeadMutationOptions(api))
  const mark = async (status: Exclude<SalesLeadStatus, 'new'>) => {
    try {
      await update.mutateAsync({ id: lead.id, status })
      showToast({ message: t.leadUpdated })
      await queryClient.invalidateQueries({ queryKey: [...reviewKeys.all, 'leads'] })
    } catch {
      showToast({ message: t.decisionFailed })
    }
  }
  return (
    <li className={styles.item}>
      <h2 className={styles.sectionHeading}>{lead.name || lead.company_name || lead.mobile_number}</h2>
      <a className={styles.tel} href={`tel:+91${lead.mobile_number}`}>
        {t.call({ number: lead.mobile_number })}
      </a>
      {lead.company_name ? <p className={styles.meta}>{lead.company_name}</p> : null}
      <p className={styles.value}>
        {lead.job_title} · {t.openings({ count: formatNumber(lead.n_openings) })} · {lead.location_name}
      </p>
      <p className={styles.meta}>
        {t.language}: {LANGUAGE_NAMES[lead.locale]} ·{' '}
        {t.receivedOn({ date: formatDate(lead.created_at, locale) })}
      </p>
      <p className={styles.badges}>
        <span className={styles.neutralBadge}>{t[STATUS_WORDS[lead.status]] as string}</span>
      </p>
      <div className={styles.actions}>
        {(Object.keys(MARK_WORDS) as Array<keyof typeof MARK_WORDS>)
          .filter((status) => status !== lead.status)
          .map((status) => (
            <Button
              key={status}
              variant="secondary"
              fullWidth
              busy={update.isPending}
              onClick={() => void mark(status)}
            >
              {t[MARK_WORDS[status]] as string}
            </Button>
          ))}
      </div>
    </li>
  )
}
