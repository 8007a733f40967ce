import { ensureCsrfToken } from '@localjobs/api-client/auth/csrf'
import { createShortFormLeadMutationOptions } from '@localjobs/api-client/common/lead'
import { statesQueryOptions } from '@localjobs/api-client/common/states'
import { ApiOfflineError, isApiError } from '@localjobs/api-client/errors'
import { citiesQueryOptions } from '@localjobs/api-client/locations'
import { primaryJobRolesQueryOptions } from '@localjobs/api-client/primary-job-roles'
import { Button, ButtonLink } from '@localjobs/ui/button'
import { Combobox, type ComboboxOption } from '@localjobs/ui/combobox'
import { EARLY_CLICK_ATTRIBUTE } from '@localjobs/ui/early-click'
import { Heading, PageContainer } from '@localjobs/ui/layout'
import { type FieldProblem, useMultiStepForm } from '@localjobs/ui/multi-step-form'
import { Select } from '@localjobs/ui/select'
import { TextField } from '@localjobs/ui/text-field'
import { visuallyHiddenClassName } from '@localjobs/ui/visually-hidden'
import { messageFor } from '@localjobs/validation/messages/lookup'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { LeaveNudge } from '#src/components/leave-nudge.tsx'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { POST_JOB_PATH } from '#src/lib/paths.ts'
import * as styles from './short-form.css.ts'
import {
  EMPTY_SHORT_FORM,
  leadBody,
  restoreDraft,
  SHORT_FORM_DRAFT_KEY,
  SHORT_FORM_DRAFT_VERSION,
  SHORT_FORM_STEPS,
  type ShortFormValues,
  typedBeforeScripts,
} from './short-form-values.ts'
import { useBackNudge } from './use-back-nudge.ts'

/** Why the request was not sent, when no field says it; a string is the API's own sentence (a limit). */
type SendProblem = 'offline' | 'failed' | 'refused' | { said: string } | null

/**
 * The short hiring form (spec sections 2, 3 and 5; /hire/fbShortForm): an advertiser from an ad asks to be
 * called back, without signing in. The validation package's rules on blur and on send (errors next to the
 * field in the person's language, focus on the first), the draft kept on the device until it is sent, the
 * back nudge, then a thank-you.
 */
export function ShortFormPage() {
  const t = useMessages('short-form')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const nudge = useBackNudge(sentTo === null)

  return (
    <PageContainer className={styles.page}>
      {sentTo === null ? (
        <>
          <div className={styles.intro}>
            <Heading level={1}>{t.heading}</Heading>
            <p className={styles.lead}>{t.intro}</p>
          </div>
          <ShortForm onSent={setSentTo} />
        </>
      ) : (
        <section className={styles.thanks} aria-labelledby="short-form-thanks">
          <Heading level={1} id="short-form-thanks">
            {t.thanksTitle}
          </Heading>
          <p role="status">{t.thanksText({ mobile: sentTo })}</p>
          <ButtonLink href={POST_JOB_PATH} variant="secondary">
            {t.postJobYourself}
          </ButtonLink>
        </section>
      )}
      <LeaveNudge
        nudge={nudge}
        title={t.nudgeTitle}
        text={t.nudgeText}
        stayLabel={t.continue}
        leaveLabel={t.leave}
        closeLabel={t.close}
      />
    </PageContainer>
  )
}

function ShortForm({ onSent }: { onSent: (mobile: string) => void }) {
  const t = useMessages('short-form')
  const locale = useLocale()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const send = useMutation(createShortFormLeadMutationOptions(api))
  const [problem, setProblem] = useState<SendProblem>(null)
  // The page is cached publicly, so a visit may start without the CSRF cookie: ask for it before the send.
  useEffect(() => {
    void ensureCsrfToken(api)
  }, [api])
  // Read while hydrating, before the form takes the inputs over (see typedBeforeScripts).
  const [defaults] = useState<ShortFormValues>(() => ({ ...EMPTY_SHORT_FORM, ...typedBeforeScripts() }))

  const flow = useMultiStepForm<ShortFormValues>({
    steps: SHORT_FORM_STEPS,
    defaultValues: defaults,
    translate: (message) => messageFor({ message }, locale),
    draft: { key: SHORT_FORM_DRAFT_KEY, version: SHORT_FORM_DRAFT_VERSION, restore: restoreDraft },
    onSave: async (values, { showErrors }) => {
      setProblem(null)
      const body = leadBody(values)
      if (!body) return false
      try {
        await send.mutateAsync(body)
        onSent(body.mobile_number)
        return true
      } catch (error) {
        if (isApiError(error) && error.status === 400) {
          const problems: FieldProblem[] = error.body.details ?? []
          setProblem(showErrors(problems) ? 'refused' : 'failed')
        } else if (isApiError(error) && error.status === 429) setProblem({ said: error.body.message })
        else setProblem(error instanceof ApiOfflineError ? 'offline' : 'failed')
        return false
      }
    },
  })

  const { register, setValue, watch, formState } = flow.form
  const { errors } = formState
  const stateId = watch('state_id')
  const pick =
    (id: 'job_title_id' | 'location_id', name: 'job_title' | 'location_name') =>
    (option: ComboboxOption | null) => {
      setValue(name, option?.label ?? '', { shouldDirty: true })
      setValue(id, option?.value ?? '', { shouldDirty: true, shouldValidate: true })
    }
  const picked = (id: string, label: string): ComboboxOption | null => (id ? { value: id, label } : null)
  const comboboxWords = {
    noResults: t.noResults,
    loading: t.loading,
    loadFailed: t.listFailed,
    results: (count: number) => t.results({ count }),
  }

  const states = useQuery(statesQueryOptions(api))
  const roles = useQuery(primaryJobRolesQueryOptions(api, {}))
  const cities = useQuery({
    ...citiesQueryOptions(api, { state_id: Number(stateId) }),
    enabled: /^\d+$/.test(stateId),
  })
  const stateOptions = useMemo(
    () => (states.data?.results ?? []).map((state) => ({ value: String(state.id), label: state.title })),
    [states.data],
  )
  const roleOptions = useMemo(
    () =>
      (roles.data?.results ?? []).map((role) => ({
        value: String(role.id),
        label: role.title,
        keywords: role.english_name,
      })),
    [roles.data],
  )
  const cityOptions = useMemo(
    () => (cities.data?.results ?? []).map((city) => ({ value: String(city.id), label: city.title })),
    [cities.data],
  )
  const listsFailed = states.isError || roles.isError || cities.isError
  const stateField = register('state_id')

  const problemText =
    problem === null
      ? null
      : typeof problem === 'object'
        ? problem.said
        : { offline: t.offline, failed: t.failed, refused: t.refused }[problem]

  return (
    <form {...flow.formProps} className={styles.form} aria-labelledby="short-form-heading">
      <h2 {...flow.stepHeadingProps} id="short-form-heading" className={visuallyHiddenClassName}>
        {t.heading}
      </h2>
      {flow.restoredDraft && (
        <div className={styles.draftNotice} role="status">
          <span>{t.draftRestored}</span>
          <Button variant="secondary" onClick={flow.discardDraft}>
            {t.startOver}
          </Button>
        </div>
      )}
      <TextField
        id="mobile_number"
        label={t.mobileNumber}
        kind="phone"
        autoComplete="tel-national"
        {...register('mobile_number')}
        error={errors.mobile_number?.message}
      />
      <TextField
        id="name"
        label={`${t.name} ${t.optional}`}
        autoComplete="name"
        {...register('name')}
        error={errors.name?.message}
      />
      <TextField
        id="n_openings"
        label={t.openings}
        kind="number"
        {...register('n_openings')}
        error={errors.n_openings?.message}
      />
      <Select
        id="state_id"
        label={t.state}
        placeholder={t.selectState}
        options={stateOptions}
        {...stateField}
        onChange={(event) => {
          void stateField.onChange(event)
          // A city belongs to a state: another state's list starts empty.
          pick('location_id', 'location_name')(null)
        }}
        error={errors.state_id?.message}
      />
      <Combobox
        id="job_title_id"
        label={t.jobTitle}
        placeholder={t.jobTitlePlaceholder}
        options={roleOptions}
        value={picked(watch('job_title_id'), watch('job_title'))}
        onChange={pick('job_title_id', 'job_title')}
        error={errors.job_title_id?.message}
        messages={comboboxWords}
      />
      <Combobox
        id="location_id"
        label={t.city}
        placeholder={stateId ? t.cityPlaceholder : t.stateFirst}
        options={cityOptions}
        disabled={!stateId}
        value={picked(watch('location_id'), watch('location_name'))}
        onChange={pick('location_id', 'location_name')}
        error={errors.location_id?.message}
        messages={comboboxWords}
      />
      <TextField
        id="company_name"
        label={`${t.companyName} ${t.optional}`}
        autoComplete="organization"
        {...register('company_name')}
        error={errors.company_name?.message}
      />
      {listsFailed && (
        <div role="alert" className={styles.problem}>
          <p>{t.listsFailed}</p>
          <Button
            variant="secondary"
            onClick={() => {
              if (states.isError) void states.refetch()
              if (roles.isError) void roles.refetch()
              if (cities.isError) void cities.refetch()
            }}
          >
            {t.retry}
          </Button>
        </div>
      )}
      {problemText && (
        <p role="alert" className={styles.problem}>
          {problemText}
        </p>
      )}
      {/* Drawn by the server: a tap before the scripts ran is kept and made once they have (early-click.ts). */}
      <Button
        type="submit"
        fullWidth
        busy={flow.saving}
        {...{ [EARLY_CLICK_ATTRIBUTE]: '' }}
        suppressHydrationWarning
      >
        {flow.saving ? t.sending : t.submit}
      </Button>
    </form>
  )
}
