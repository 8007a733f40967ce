import {
  type JobSeekerProfile,
  type JobSeekerProfileOptions,
  jobSeekerProfileKeys,
  jobSeekerProfileOptionsQueryOptions,
  type ProfileOption,
  saveJobSeekerProfile,
  uploadResume,
} from '@localjobs/api-client/job-seeker/profile'
import { jobSeekerKeys, PROFILE_CREATED_STATUS } from '@localjobs/api-client/job-seeker/status'
import { Button } from '@localjobs/ui/button'
import { CheckboxGroup } from '@localjobs/ui/checkbox-group'
import { EmptyState } from '@localjobs/ui/empty-state'
import { RadioGroup } from '@localjobs/ui/radio-group'
import { Select } from '@localjobs/ui/select'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { Stepper } from '@localjobs/ui/stepper'
import { TextField } from '@localjobs/ui/text-field'
import { fieldMessages } from '@localjobs/validation/messages'
import { RESUME_ACCEPT, resumeFileProblem } from '@localjobs/validation/resume'
import {
  seekerProfileStep1Schema,
  seekerProfileStep2Schema,
  seekerProfileStep3Schema,
} from '@localjobs/validation/seeker-profile'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { track } from '#src/app/analytics.ts'
import { showSaveFailed } from '#src/app/error-toasts.ts'
import { peekPendingApply } from '#src/features/apply/pending-apply.ts'
import { requestLogin, useLoginDetails } from '#src/features/auth/login-state.ts'
import * as listStyles from '#src/features/job-list/components/list-page.css.ts'
import {
  EMPTY_PROFILE_VALUES,
  type ProfileValues,
  profileBody,
  valuesFromProfile,
} from '#src/features/profile/profile-values.ts'
import { useOwnProfile } from '#src/features/profile/use-own-profile.ts'
import { useLocale, useMessages } from '#src/i18n/translations.ts'

const STEP_SCHEMAS = [seekerProfileStep1Schema, seekerProfileStep2Schema, seekerProfileStep3Schema] as const

const choices = (options: readonly ProfileOption[]) =>
  options.map((option) => ({ value: String(option.id), label: option.title }))

/**
 * Spec sections 3 and 4: the job profile in three steps; saved at the end, then back to the job (or the
 * summary). A seeker who has a profile edits it here: the form starts from what is saved.
 */
export function CreateProfilePage() {
  const t = useMessages('profile')
  const details = useLoginDetails()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const options = useQuery({ ...jobSeekerProfileOptionsQueryOptions(api), enabled: details !== null })
  const own = useOwnProfile(details)
  const editing = own.profile !== undefined

  let body: ReactNode
  if (!details) {
    body = (
      <EmptyState
        title={t.loginNeeded}
        action={<Button onClick={() => void requestLogin()}>{t.logIn}</Button>}
      />
    )
  } else if (own.failed || options.isError) {
    body = (
      <EmptyState
        title={t.loadFailed}
        action={
          <Button
            onClick={() => {
              if (own.failed) own.retry()
              if (options.isError) void options.refetch()
            }}
          >
            {t.retry}
          </Button>
        }
      />
    )
  } else if (!options.data || (!own.notCreated && !own.profile)) {
    body = (
      <SkeletonGroup label={t.loading}>
        <Skeleton height="20rem" />
      </SkeletonGroup>
    )
  } else {
    body = (
      <ProfileForm
        options={options.data}
        saved={own.profile ?? null}
        userId={details.id}
        initialName={details.name === 'Name' ? '' : details.name}
      />
    )
  }
  return (
    <div>
      <h1 className={listStyles.heading}>{editing ? t.editTitle : t.createTitle}</h1>
      <p>{editing ? t.editIntro : t.createIntro}</p>
      {body}
    </div>
  )
}

interface ProfileFormProps {
  options: JobSeekerProfileOptions
  /** the profile as saved (editing), or null (creating) */
  saved: JobSeekerProfile | null
  userId: number
  initialName: string
}

function ProfileForm({ options, saved, userId, initialName }: ProfileFormProps) {
  const t = useMessages('profile')
  const locale = useLocale()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [step, setStep] = useState(1)
  const [values, setValues] = useState<ProfileValues>(() =>
    saved ? valuesFromProfile(saved) : { ...EMPTY_PROFILE_VALUES, name: initialName },
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  /** a newly chosen file; null keeps the current resume (editing) or sends none (creating) */
  const [resume, setResume] = useState<File | null>(null)
  /** editing: the seeker asked to remove the saved resume (happens on save) */
  const [removeCurrent, setRemoveCurrent] = useState(false)
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  // Set when a refused file sends the seeker back to it; focused once step 1 is on screen again.
  const [focusFile, setFocusFile] = useState(false)
  useEffect(() => {
    if (!focusFile || step !== 1) return
    fileRef.current?.focus()
    setFocusFile(false)
  }, [focusFile, step])
  // A file uploaded by a save whose profile call then failed: the retry reuses it instead of uploading again.
  const uploaded = useRef<{ file: File; id: string } | null>(null)
  const current = saved?.resume ?? null

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }))
  const stepNames = [t.stepPersonal, t.stepWork, t.stepPreferences]

  /**
   * A chosen file is checked as the API will check it (size, then type by content) before anything is
   * sent: a wrong one is refused at once, with the reason, and dropped.
   */
  async function chooseResume(file: File | null) {
    const problem = file ? await resumeFileProblem(file) : null
    const chosen = problem ? null : file
    setResume(chosen)
    if (chosen) setRemoveCurrent(false)
    setErrors(({ resume: _dropped, ...rest }) =>
      problem ? { ...rest, resume: problem === 'resume_too_large' ? t.resumeTooLarge : t.resumeType } : rest,
    )
    if (!chosen && fileRef.current) fileRef.current.value = ''
  }

  function validate(): boolean {
    const schema = STEP_SCHEMAS[step - 1]
    if (!schema) return false
    const result = schema.safeParse(values)
    const next = result.success ? {} : fieldMessages(result.error.issues, locale)
    setErrors(next)
    return Object.keys(next).length === 0
  }

  async function save() {
    setBusy(true)
    let resumeId = removeCurrent ? undefined : current?.id
    if (resume && uploaded.current?.file === resume) resumeId = uploaded.current.id
    else if (resume) {
      const result = await uploadResume(api, { file: resume, fileName: resume.name })
      if (result.kind !== 'ok') {
        setBusy(false)
        const refused =
          result.kind === 'http-error' && result.status === 413
            ? t.resumeTooLarge
            : result.kind === 'http-error' && result.status === 415
              ? t.resumeType
              : null
        if (refused) {
          // Back to the file, which is dropped: everything else stays as typed.
          setStep(1)
          setResume(null)
          setErrors({ resume: refused })
          setFocusFile(true)
        } else if (result.kind !== 'offline') showSaveFailed(t)
        return
      }
      uploaded.current = { file: resume, id: result.data.id }
      resumeId = result.data.id
    }
    const result = await saveJobSeekerProfile(api, profileBody(values, resumeId))
    setBusy(false)
    if (result.kind !== 'ok') {
      track('profile_save_failure', {
        properties: { status: result.kind === 'http-error' ? result.status : 0 },
      })
      if (result.kind !== 'offline') showSaveFailed(t)
      return
    }
    track('profile_save_success')
    queryClient.setQueryData(jobSeekerProfileKeys.profile(api), result.data)
    queryClient.setQueryData(jobSeekerKeys.status(api, userId), { status: PROFILE_CREATED_STATUS })
    const pending = peekPendingApply()
    if (pending) {
      // Back to the job, where the apply goes on (apply-button.tsx).
      void navigate({ to: '/jobDetails/$job', params: { job: pending.jobSlug } })
    } else void navigate({ to: '/seeker_profile' })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !validate()) return
    if (step < 3) {
      setStep(step + 1)
      headingRef.current?.focus()
      return
    }
    void save()
  }

  const selectProps = (key: 'qualification' | 'specialization' | 'experience' | 'salary') => ({
    name: key,
    value: values[key],
    error: errors[key],
    placeholder: t.choose,
    options: choices(options[key]),
    onChange: (event: ChangeEvent<HTMLSelectElement>) => set(key, event.target.value),
  })
  const radioProps = (key: 'gender' | 'job_type' | 'work_time' | 'shift_timing') => ({
    name: key,
    value: values[key] || null,
    error: errors[key],
    options: choices(options[key]),
    onChange: (value: string) => set(key, value),
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stepper
        label={t.steps}
        steps={stepNames}
        current={step}
        messages={{
          position: (at, total) => t.stepPosition({ step: at, total }),
          complete: t.stepComplete,
          upcoming: t.stepUpcoming,
        }}
      />
      <h2 ref={headingRef} tabIndex={-1}>
        {stepNames[step - 1]}
      </h2>
      {step === 1 && (
        <>
          <TextField
            label={t.name}
            name="name"
            autoComplete="name"
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name', event.target.value)}
          />
          <RadioGroup legend={t.gender} orientation="horizontal" {...radioProps('gender')} />
          <Select label={t.qualification} {...selectProps('qualification')} />
          <Select label={t.specialization} {...selectProps('specialization')} />
          <p>
            <label htmlFor="profile-resume">{current ? t.resumeReplace : t.resume}</label>
            <br />
            <input
              ref={fileRef}
              id="profile-resume"
              name="resume"
              type="file"
              accept={RESUME_ACCEPT}
              aria-describedby={[
                current ? 'profile-resume-current' : '',
                'profile-resume-hint',
                errors.resume ? 'profile-resume-error' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              aria-invalid={errors.resume ? true : undefined}
              onChange={(event) => void chooseResume(event.target.files?.[0] ?? null)}
            />
            <br />
            <small id="profile-resume-hint">{t.resumeHint}</small>
            {current && !removeCurrent && (
              <>
                <br />
                <span id="profile-resume-current">{t.resumeCurrent({ name: current.file_name })}</span>
                {!resume && (
                  <>
                    {' '}
                    <Button variant="quiet" onClick={() => setRemoveCurrent(true)}>
                      {t.removeResume}
                    </Button>
                  </>
                )}
              </>
            )}
            {current && removeCurrent && !resume && (
              <>
                <br />
                <span id="profile-resume-current" role="status">
                  {t.resumeWillBeRemoved({ name: current.file_name })}
                </span>{' '}
                <Button variant="secondary" onClick={() => setRemoveCurrent(false)}>
                  {t.keepResume}
                </Button>
              </>
            )}
            {resume && (
              <>
                <br />
                {/* The input forgets its file when the step changes; this line remembers it. */}
                <span>{t.resumeChosen({ name: resume.name })}</span>
                {current && (
                  <>
                    {' '}
                    <Button variant="secondary" onClick={() => void chooseResume(null)}>
                      {t.keepResume}
                    </Button>
                  </>
                )}
              </>
            )}
            {errors.resume && (
              <>
                <br />
                <strong id="profile-resume-error" role="alert">
                  {errors.resume}
                </strong>
              </>
            )}
          </p>
        </>
      )}
      {step === 2 && (
        <>
          <TextField
            label={t.pastEmployer}
            name="past_employer"
            value={values.past_employer}
            error={errors.past_employer}
            onChange={(event) => set('past_employer', event.target.value)}
          />
          <TextField
            label={t.recentDesignation}
            name="recent_designation"
            value={values.recent_designation}
            error={errors.recent_designation}
            onChange={(event) => set('recent_designation', event.target.value)}
          />
          <Select label={t.experience} {...selectProps('experience')} />
          <Select label={t.salary} {...selectProps('salary')} />
        </>
      )}
      {step === 3 && (
        <>
          <RadioGroup legend={t.jobType} {...radioProps('job_type')} />
          <RadioGroup legend={t.workTime} {...radioProps('work_time')} />
          <RadioGroup legend={t.shiftTiming} {...radioProps('shift_timing')} />
          <CheckboxGroup
            legend={t.jobCategory}
            name="job_category"
            value={values.job_category}
            error={errors.job_category}
            options={choices(options.job_category)}
            onChange={(value) => set('job_category', [...value])}
          />
          <CheckboxGroup
            legend={t.locations}
            name="locations"
            value={values.locations}
            error={errors.locations}
            options={choices(options.locations)}
            onChange={(value) => set('locations', [...value])}
          />
        </>
      )}
      <p>
        {step > 1 && (
          <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={busy}>
            {t.back}
          </Button>
        )}{' '}
        <Button type="submit" disabled={busy}>
          {step < 3 ? t.next : busy ? t.saving : t.save}
        </Button>
        {saved && (
          <>
            {' '}
            <Link to="/seeker_profile">{t.cancel}</Link>
          </>
        )}
      </p>
    </form>
  )
}
