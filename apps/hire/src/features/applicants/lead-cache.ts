import { leadListKeys } from '@localjobs/api-client/leads/list'
import type { CandidateTab, Lead, LeadsPage } from '@localjobs/api-client/leads/types'
import { submissionKeys } from '@localjobs/api-client/submissions/list'
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'

/** The tab of a lead list's query key (`leadListKeys.list`: ['leads', 'list', classifiedId, locale, tab, …]). */
const tabOf = (key: QueryKey) => key[4]

/**
 * Puts `change` into every loaded list of the job whose tab is one of `tabs` (a response's id is an
 * application's, a candidate's a user's: they must not be mixed), so the list shows it at once.
 */
export function patchLeadInLists(
  queryClient: QueryClient,
  classifiedId: number,
  tabs: readonly CandidateTab[],
  leadId: number,
  change: (lead: Lead) => Lead,
) {
  queryClient.setQueriesData<InfiniteData<LeadsPage>>(
    {
      queryKey: leadListKeys.lists(classifiedId),
      predicate: (query) => tabs.includes(tabOf(query.queryKey) as CandidateTab),
    },
    (data) =>
      data && Array.isArray(data.pages)
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              results: page.results.map((lead) => (lead.id === leadId ? change(lead) : lead)),
            })),
          }
        : data,
  )
}

/** Asks the job's lists (and their counts) again, and the dashboard's, whose counts may have moved. */
export function refreshLists(queryClient: QueryClient, classifiedId: number) {
  void queryClient.invalidateQueries({ queryKey: leadListKeys.lists(classifiedId) })
  void queryClient.invalidateQueries({ queryKey: submissionKeys.lists() })
}
