import {
  advertiserProfileKeys,
  advertiserProfileQueryOptions,
  updateAdvertiserProfileMutationOptions,
} from '@localjobs/api-client/advertisers/profile'
import type { AdvertiserProfile } from '@localjobs/api-client/advertisers/types'
import { ApiOfflineError, isApiError } from '@localjobs/api-client/errors'
import { Button } from '@localjobs/ui/button'
import { Heading } from '@localjobs/ui/layout'
import { type FieldProblem, useMultiStepForm } from '@localjobs/ui/multi-step-form'
import { TextArea, TextField } from '@localjobs/ui/text-field'
import { messageFor } from '@localjobs/validation/messages/lookup'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { AccountGate } from '#src/components/account-gate.tsx'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import type { AdvertiserSession } from '#src/lib/advertiser-session.ts'
import { setAdvertiserSession } from '#src/lib/advertiser-session.ts'
import {
  ENTERPRISE_PROFILE_STEPS,
  isEnterprise,
  PROFILE_DRAFT_VERSION,
  PROFILE_STEPS,
  type ProfileValues,
  profileChange,
  profileDraftBasis,
  profileDraftKey,
  valuesFromProfile,
} from '../profile-values.ts'
import { noteProfileSaved } from '../saved-notice.ts'
import { EnterpriseDetails } from './account-details.tsx'
import * as styles from './profile.css.ts'
import { LoadFailed, ProfileSkeleton } from './profile-states.tsx'

/** Spec section 2, "profile details": the form that changes the advertiser's name and company details. */
export function ProfileDetailsPage() {
  const t = useMessages('profile')
  return (
    <div className={styles.page}>
      <Link to="/profile" className={styles.textLink}>
        {t.backToProfile}
      </Link>
      <Heading level={1}>{t.detailsTitle}</Heading>
      <AccountGate loading={<ProfileSkeleton />}>
        {(access) => <ProfileDetails session={access.session} />}
      </AccountGate>
    </div>
  )
}

function ProfileDetails({ session }: { session: AdvertiserSession | null }) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const profile = useQuery({ ...advertiserProfileQueryOptions(api), retry: false })
  if (profile.data)
    // A new form when the saved profile changes (an enterprise account's fields came back read-only, say).
    return (
      <ProfileForm
        key={profileDraftBasis(profile.data) + profile.data.advertiser_type}
        saved={profile.data}
        session={session}
      />
    )
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />
  return <ProfileSkeleton />
}

/** Why the save did not happen, when no field says it. */
type SaveProblem = 'offline' | 'failed' | 'refused' | 'read-only' | null

/**
 * The form: the validation package's schema on blur and on Save (errors next to the field in the person's
 * language, focus on the first), everything typed kept on this device until it is saved (decision 012),
 * then the cache and the stored session updated and back to the profile.
 */
function ProfileForm({ saved, session }: { saved: AdvertiserProfile; session: AdvertiserSession | null }) {
  const t = useMessages('profile')
  const locale = useLocale()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const save = useMutation(updateAdvertiserProfileMutationOptions(api))
  const [problem, setProblem] = useState<SaveProblem>(null)
  const enterprise = isEnterprise(saved)

  const flow = useMultiStepForm<ProfileValues>({
    steps: enterprise ? ENTERPRISE_PROFILE_STEPS : PROFILE_STEPS,
    defaultValues: valuesFromProfile(saved),
    translate: (message) => messageFor({ message }, locale),
    draft: { key: profileDraftKey(saved), version: PROFILE_DRAFT_VERSION, basis: profileDraftBasis(saved) },
    onSave: async (values, { showErrors }) => {
      setProblem(null)
      const change = profileChange(values)
      if (!change) return false
      try {
        const profile = await save.mutateAsync(change)
        queryClient.setQueryData(advertiserProfileKeys.profile, profile)
        // The header shows the stored session's name.
        if (session)
          setAdvertiserSession({
            ...session,
            details: { ...session.details, name: profile.name },
            enterprise: session.enterprise ? { ...session.enterprise, name: profile.name } : null,
          })
        noteProfileSaved()
        void navigate({ to: '/profile' })
        return true
      } catch (error) {
        if (isApiError(error) && error.status === 400) {
          const problems: FieldProblem[] = error.body.details ?? []
          setProblem(showErrors(problems) ? 'refused' : 'failed')
        } else if (isApiError(error) && error.body.code === 'ENTERPRISE_FIELDS_READ_ONLY') {
          // The account became an enterprise one since the page loaded: its company fields are ops' now.
          setProblem('read-only')
          void queryClient.invalidateQueries({ queryKey: advertiserProfileKeys.profile })
        } else setProblem(error instanceof ApiOfflineError ? 'offline' : 'failed')
        return false
      }
    },
  })

  const { errors } = flow.form.formState
  const { register } = flow.form
  const problemText = {
    offline: t.saveOffline,
    failed: t.saveFailed,
    refused: t.saveRefused,
    'read-only': t.enterpriseReadOnly,
  }
  return (
    <>
      <form {...flow.formProps} className={styles.form} aria-labelledby="profile-details-form">
        <h2 {...flow.stepHeadingProps} id="profile-details-form" className={styles.sectionHeading}>
          {t.account}
        </h2>
        {flow.restoredDraft && (
          <div className={styles.draftNotice} role="status">
            <span>{t.draftRestored}</span>
            <Button variant="secondary" onClick={flow.discardDraft}>
              {t.startOver}
            </Button>
          </div>
        )}
        <TextField label={t.name} autoComplete="name" {...register('name')} error={errors.name?.message} />
        {!enterprise && (
          <>
            <TextField
              label={`${t.companyName} ${t.optional}`}
              autoComplete="organization"
              {...register('company_name')}
              error={errors.company_name?.message}
            />
            <TextField
              label={`${t.email} ${t.optional}`}
              kind="email"
              {...register('email')}
              error={errors.email?.message}
            />
            <TextArea
              label={`${t.companyAddress} ${t.optional}`}
              autoComplete="street-address"
              rows={3}
              {...register('company_address')}
              error={errors.company_address?.message}
            />
          </>
        )}
        {problem && (
          <p role="alert" className={styles.problem}>
            {problemText[problem]}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" busy={flow.saving}>
            {flow.saving ? t.saving : t.save}
          </Button>
          <Link to="/profile" className={styles.textLink}>
            {t.cancel}
          </Link>
        </div>
      </form>
      {enterprise && <EnterpriseDetails profile={saved} />}
    </>
  )
}
