import { citiesQueryOptions } from '@localjobs/api-client/locations'
import { primaryJobRolesQueryOptions } from '@localjobs/api-client/primary-job-roles'
import { draftKeys, draftQueryOptions } from '@localjobs/api-client/submissions/draft'
import { formContextQueryOptions } from '@localjobs/api-client/submissions/form-context'
import type { DraftContext, SavedDraft } from '@localjobs/api-client/submissions/types'
import { Button } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Heading, PageContainer } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { DEFAULT_LOCATION_ID } from '@localjobs/validation/constants'
import { useRouteContext, useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useMemo, useState } from 'react'
import type { SignedInAccess } from '#src/components/account-gate.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import { useAdvertiserAccess } from '#src/lib/advertiser-access.ts'
import { adoptGuestDraft } from '../draft-sync.ts'
import { GUEST_DRAFT_KEY, postJobDraftKey } from '../post-job-values.ts'
import { useCachedQuery } from '../use-cached-query.ts'
import * as styles from './post-job.css.ts'
import { type PostJobAccount, PostJobForm } from './post-job-form.tsx'

// Editing a post (`?edit=<id>`, decision 033) loads its code only then, never with the form's first load.
const EditPostJobPage = lazy(() =>
  import('../edit/edit-post-job-page.tsx').then((module) => ({ default: module.EditPostJobPage })),
)

/**
 * /hire/advertiserPostJob (and /hire/post-job): the page around the form. The server renders its skeleton
 * (who is signed in lives in the browser); the browser reads the form context and the saved draft
 * (GET /submissions/draft/), the job titles and the cities, then draws the form. Each is read once through
 * the QueryClient (`useCachedQuery`), not with `useQuery`, whose observer would add 2.9 KB to the route.
 * With `?edit=<id>`: the same form editing that post (`&renew=1`: renewing it with changes).
 */
export function PostJobPage() {
  const search = useSearch({ strict: false }) as { edit?: number; renew?: boolean }
  if (search.edit === undefined) return <NewPostJobPage />
  return (
    <Suspense
      fallback={
        <PageContainer className={styles.page}>
          <PostJobSkeleton />
        </PageContainer>
      }
    >
      <EditPostJobPage id={search.edit} renew={search.renew === true} Form={PostJobForm} />
    </Suspense>
  )
}

function NewPostJobPage() {
  const t = useMessages('postJob')
  const account = useMessages('account')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const access = useAdvertiserAccess({ api })
  return (
    <PageContainer className={styles.page}>
      <Heading level={1}>{t.title}</Heading>
      {access.status === 'signed-in' ? (
        <AdvertiserPostJob access={access} />
      ) : access.status === 'pending' ? (
        <PostJobSkeleton />
      ) : access.ended ? (
        <EmptyState title={account.sessionEnded} description={account.sessionEndedText} />
      ) : (
        <GuestPostJob />
      )}
    </PageContainer>
  )
}

/**
 * The web form before login (spec section 2): a signed-out visitor fills step 1 from the public option lists
 * (GET /submissions/form-context/), kept on this phone; Next asks them to sign in, and signing in brings
 * them back here with what they typed (adoptGuestDraft), saved into their new draft.
 */
function GuestPostJob() {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const context = useCachedQuery({
    ...formContextQueryOptions(api, { location_id: DEFAULT_LOCATION_ID }),
    retry: 1,
  })
  const roles = useCachedQuery({ ...primaryJobRolesQueryOptions(api, {}), staleTime: 60 * 60_000 })
  const cities = useCachedQuery({ ...citiesQueryOptions(api, {}), staleTime: 60 * 60_000 })
  if (context.isError || roles.isError || cities.isError)
    return (
      <LoadFailed
        onRetry={() => {
          if (context.isError) context.refetch()
          if (roles.isError) roles.refetch()
          if (cities.isError) cities.refetch()
        }}
      />
    )
  if (!context.data || !roles.data || !cities.data) return <PostJobSkeleton />
  return (
    <PostJobForm
      account={{ kind: 'guest' }}
      context={context.data.data.context}
      roles={roles.data.results}
      cities={cities.data.results}
      draftKey={GUEST_DRAFT_KEY}
    />
  )
}

export function PostJobSkeleton() {
  const t = useMessages('postJob')
  return (
    <SkeletonGroup label={t.loading}>
      <div className={styles.skeleton}>
        <Skeleton height="3rem" />
        <Skeleton text width="40%" />
        <Skeleton height="3.5rem" />
        <Skeleton height="3.5rem" />
        <Skeleton height="8rem" />
      </div>
    </SkeletonGroup>
  )
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useMessages('postJob')
  return (
    <div className={styles.notice} role="alert">
      <span>{t.loadFailed}</span>
      <Button variant="secondary" onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  )
}

function AdvertiserPostJob({ access }: { access: SignedInAccess }) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const session = access.session
  const enterprise = session?.type === 'b2b'
  const query = { location_id: DEFAULT_LOCATION_ID, enterprise }
  const draft = useCachedQuery({ ...draftQueryOptions(api, query), staleTime: 0, retry: 1 })
  const roles = useCachedQuery({ ...primaryJobRolesQueryOptions(api, {}), staleTime: 60 * 60_000 })
  const cities = useCachedQuery({ ...citiesQueryOptions(api, {}), staleTime: 60 * 60_000 })
  const failed = draft.isError || roles.isError || cities.isError
  if (failed)
    return (
      <LoadFailed
        onRetry={() => {
          if (draft.isError) draft.refetch()
          if (roles.isError) roles.refetch()
          if (cities.isError) cities.refetch()
        }}
      />
    )
  if (!draft.data || !roles.data || !cities.data) return <PostJobSkeleton />
  return (
    <LoadedForm
      context={draft.data.data.context}
      saved={draft.data.data.draft}
      draftQuery={draftKeys.context(api, query)}
      roles={roles.data.results}
      cities={cities.data.results}
      enterprise={enterprise}
      access={access}
    />
  )
}

function LoadedForm({
  context,
  saved,
  draftQuery,
  roles,
  cities,
  enterprise,
  access,
}: {
  context: DraftContext
  saved: SavedDraft | null
  draftQuery: readonly unknown[]
  roles: Parameters<typeof PostJobForm>[0]['roles']
  cities: Parameters<typeof PostJobForm>[0]['cities']
  enterprise: boolean
  access: SignedInAccess
}) {
  const mobile = access.session?.details.mobileNumber
  const draftKey = postJobDraftKey(mobile ?? 'app', enterprise)
  // The draft as the page opened: the form's saves update the cache, which must not start it again.
  const [opened] = useState(saved)
  // Once, before the form reads its device draft: a visitor's step 1 typed before signing in becomes theirs.
  useState(() => (enterprise ? false : adoptGuestDraft(draftKey, opened?.updated_at ?? null, mobile)))
  const user = access.session?.details.id
  // One object for the form's life: its callbacks (and the 'online' listener) depend on it.
  const account = useMemo<PostJobAccount>(
    () => ({ kind: 'advertiser', enterprise, who: mobile ?? 'app', user, mobile, draft: opened, draftQuery }),
    [enterprise, mobile, user, opened],
  )
  return <PostJobForm account={account} context={context} roles={roles} cities={cities} draftKey={draftKey} />
}
