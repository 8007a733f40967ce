import { TOGGLE_EVENTS, type ToggleEvent } from '@localjobs/analytics/events'
import {
  firstTimeAdvertiserQueryOptions,
  submissionFiltersQueryOptions,
} from '@localjobs/api-client/submissions/list'
import type { SubmissionListFilter } from '@localjobs/api-client/submissions/types'
import { ButtonLink } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { formatNumber } from '@localjobs/ui/format'
import { Tabs } from '@localjobs/ui/tabs'
import { track } from '@localjobs/web-app/analytics'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router'
import { type Messages, useMessages } from '#src/i18n/translations.ts'
import { type DashboardList, defaultDashboardList, parseDashboardList } from '#src/lib/dashboard-lists.ts'
import { POST_JOB_PATH } from '#src/lib/paths.ts'
import * as styles from './dashboard-page.css.ts'
import { JobsList, JobsSkeleton } from './jobs-list.tsx'

/** Spec section 9's toggle event for a switch to each list (category `toggle`). */
export const LIST_EVENTS: Record<DashboardList, ToggleEvent> = {
  active: TOGGLE_EVENTS.activeJobs,
  expired: TOGGLE_EVENTS.expiredJobs,
  all: TOGGLE_EVENTS.allJobs,
}

const EMPTY_WORDS: Record<DashboardList, [keyof Messages<'dashboard'>, keyof Messages<'dashboard'>]> = {
  active: ['emptyActiveTitle', 'emptyActiveText'],
  expired: ['emptyExpiredTitle', 'emptyExpiredText'],
  all: ['emptyAllTitle', 'emptyAllText'],
}

/**
 * The dashboard's lists (issue #9): a first-time advertiser (GET .../first_time_advertiser) is welcomed and
 * led to "Post a job"; anyone else sees the tabs Active, Expired and All with their counts (GET
 * .../v2/filters: titles in the page's language, each list's statuses), and the chosen list's jobs. The
 * choice is `?list=` (replacing the address, so Back still leaves the dashboard: it opens the exit sheet);
 * with none, `defaultDashboardList`. Each switch is tracked as spec section 9's toggle event.
 * `currentList` tells the page which list shows (the exit sheet's Back puts it back in the address).
 */
export function JobLists({ currentList }: { currentList: { current: DashboardList | null } }) {
  const t = useMessages('dashboard')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const firstTime = useQuery(firstTimeAdvertiserQueryOptions(api))
  const filters = useQuery(submissionFiltersQueryOptions(api))
  const search = useSearch({ strict: false }) as { list?: unknown }
  const navigate = useNavigate()

  if (firstTime.data?.first_time_advertiser) return <Welcome />
  // A failed first-time question does not hold the lists up: an empty All list says "Post a job" too.
  if (!filters.data || (firstTime.isPending && !firstTime.isError)) {
    if (filters.isError)
      return (
        <div role="alert" className={styles.problem}>
          <p>{t.listsFailed}</p>
          <button type="button" className={styles.retry} onClick={() => void filters.refetch()}>
            {t.retry}
          </button>
        </div>
      )
    return <JobsSkeleton label={t.listsLoading} />
  }

  const lists = filters.data.filters.filter(
    (filter): filter is SubmissionListFilter & { key: DashboardList } =>
      parseDashboardList(filter.key) !== undefined,
  )
  const asked = parseDashboardList(search.list)
  const chosen = asked && lists.some((list) => list.key === asked) ? asked : defaultDashboardList(lists)
  // The list shown first, then each one chosen: not what the address says on Back (an older entry's).
  currentList.current ??= chosen

  const choose = (value: string) => {
    const list = parseDashboardList(value)
    if (!list) return
    currentList.current = list
    track(LIST_EVENTS[list], { category: 'toggle' })
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, list }),
      replace: true,
      // Keeps the exit sheet's mark on this history entry (see useBackGuard).
      state: true,
    })
  }

  return (
    <Tabs
      label={t.listsLabel}
      value={chosen}
      onChange={choose}
      className={styles.lists}
      tabs={lists.map((list) => ({
        value: list.key,
        label: (
          <span className={styles.tabLabel}>
            <span>{list.title}</span> <span className={styles.tabCount}>{formatNumber(list.count)}</span>
          </span>
        ),
        panel: (
          <JobsList
            status={list.status}
            empty={
              <EmptyState
                title={t[EMPTY_WORDS[list.key][0]] as string}
                description={t[EMPTY_WORDS[list.key][1]] as string}
                headingLevel={3}
                action={<PostJobLink />}
              />
            }
          />
        ),
      }))}
    />
  )
}

function PostJobLink() {
  const t = useMessages('account')
  return (
    <ButtonLink href={POST_JOB_PATH} variant="secondary">
      {t.postJob}
    </ButtonLink>
  )
}

/** A first-time advertiser's dashboard: a welcome and the way to post their first job. */
function Welcome() {
  const t = useMessages('dashboard')
  return (
    <EmptyState
      title={t.welcomeTitle}
      description={t.welcomeText}
      headingLevel={3}
      action={<PostJobLink />}
    />
  )
}
