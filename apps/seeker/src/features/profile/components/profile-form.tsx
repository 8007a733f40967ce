import { ApiOfflineError, isApiError } from '@localjobs/api-client/errors'
import {
  type JobSeekerProfile,
  type JobSeekerProfileOptions,
  jobSeekerProfileKeys,
  saveJobSeekerProfileMutationOptions,
} from '@localjobs/api-client/job-seeker/profile'
import { jobSeekerKeys, PROFILE_CREATED_STATUS } from '@localjobs/api-client/job-seeker/status'
import type { PrimaryJobRole } from '@localjobs/api-client/primary-job-roles/types'
import { Button } from '@localjobs/ui/button'
import { type FieldProblem, useMultiStepForm } from '@localjobs/ui/multi-step-form'
import { Stepper } from '@localjobs/ui/stepper'
import { messageFor } from '@localjobs/validation/messages/lookup'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { track } from '#src/app/analytics.ts'
import { showSaveFailed } from '#src/app/error-toasts.ts'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { peekPendingApply } from '#src/lib/pending-apply.ts'
import {
  EMPTY_PROFILE_VALUES,
  PROFILE_DRAFT_VERSION,
  PROFILE_STEPS,
  type ProfileValues,
  profileBody,
  valuesFromProfile,
} from '../profile-values.ts'
import { PersonalStep } from './personal-step.tsx'
import { PreferencesStep } from './preferences-step.tsx'
import * as styles from './profile-form.css.ts'
import { WorkStep } from './work-step.tsx'

export interface ProfileFormProps {
  options: JobSeekerProfileOptions
  roles: { list: readonly PrimaryJobRole[] | undefined; failed: boolean }
  /** the profile as saved (editing), or null (creating) */
  saved: JobSeekerProfile | null
  userId: number
  initialName: string
}

/**
 * The job profile's three steps (spec sections 3 and 4) on the multi-step form hook: each step checked by
 * its schema on Next, everything typed kept on this phone until it is saved (decision 012), saved at the
 * end, then back to the job being applied to (or the summary). Editing starts from what is saved.
 */
export function ProfileForm({ options, roles, saved, userId, initialName }: ProfileFormProps) {
  const t = useMessages('profile')
  const locale = useLocale()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const save = useMutation(saveJobSeekerProfileMutationOptions(api))
  const [uploading, setUploading] = useState(false)

  const defaultValues = useMemo(
    () => (saved ? valuesFromProfile(saved) : { ...EMPTY_PROFILE_VALUES, name: initialName }),
    [saved, initialName],
  )

  const flow = useMultiStepForm<ProfileValues>({
    steps: PROFILE_STEPS,
    defaultValues,
    translate: (message) => messageFor({ message }, locale),
    // One draft per seeker; a draft of an edit is dropped once the profile is saved again (anywhere).
    draft: {
      key: `seeker-profile:${userId}`,
      version: PROFILE_DRAFT_VERSION,
      basis: saved?.updated_at ?? null,
    },
    onSave: async (values, { showErrors }) => {
      const body = profileBody(values)
      if (!body) return false
      try {
        const profile = await save.mutateAsync(body)
        track('profile_save_success')
        queryClient.setQueryData(jobSeekerProfileKeys.profile(api), profile)
        queryClient.setQueryData(jobSeekerKeys.status(api, userId), { status: PROFILE_CREATED_STATUS })
        const pending = peekPendingApply()
        // Back to the job, where the apply goes on (apply-button.tsx).
        if (pending) void navigate({ to: '/jobDetails/$job', params: { job: pending.jobSlug } })
        else void navigate({ to: '/seeker_profile' })
        return true
      } catch (error) {
        track('profile_save_failure', { properties: { status: isApiError(error) ? error.status : 0 } })
        const problems: FieldProblem[] =
          isApiError(error) && error.status === 400 ? (error.body.details ?? []) : []
        // A refused field (the resume no longer on file, say) is shown on its step, in the API's words.
        if (showErrors(problems)) {
          if (problems.some((problem) => problem.path === 'resume')) {
            flow.form.setValue('resume', '')
            flow.form.setValue('resume_name', '')
          }
          return false
        }
        // Offline: the app's own 'No internet connection' toast has said it; the draft keeps everything.
        if (!(error instanceof ApiOfflineError)) showSaveFailed(t)
        return false
      }
    },
  })

  const stepNames = [t.stepPersonal, t.stepWork, t.stepPreferences]
  const busy = flow.saving || uploading
  return (
    <FormProvider {...flow.form}>
      <form {...flow.formProps}>
        {flow.restoredDraft && (
          <div className={styles.draftNotice} role="status">
            <span>{t.draftRestored}</span>
            <Button variant="secondary" onClick={flow.discardDraft}>
              {t.startOver}
            </Button>
          </div>
        )}
        <Stepper
          label={t.steps}
          steps={stepNames}
          current={flow.step + 1}
          messages={{
            position: (at, total) => t.stepPosition({ step: at, total }),
            complete: t.stepComplete,
            upcoming: t.stepUpcoming,
          }}
        />
        <h2 {...flow.stepHeadingProps} className={styles.stepHeading}>
          {stepNames[flow.step]}
        </h2>
        <div className={styles.fields}>
          {flow.step === 0 && (
            <PersonalStep
              options={options}
              currentResume={saved?.resume ?? null}
              onUploading={setUploading}
            />
          )}
          {flow.step === 1 && <WorkStep options={options} />}
          {flow.step === 2 && <PreferencesStep options={options} roles={roles} />}
        </div>
        <div className={styles.actions}>
          {flow.step > 0 && (
            <Button variant="secondary" onClick={flow.back} disabled={flow.saving}>
              {t.back}
            </Button>
          )}
          <Button type="submit" busy={busy}>
            {flow.isLastStep ? (flow.saving ? t.saving : t.save) : t.next}
          </Button>
          {saved && (
            <Link to="/seeker_profile" className={styles.cancel}>
              {t.cancel}
            </Link>
          )}
        </div>
      </form>
    </FormProvider>
  )
}
