import { citySearchQueryOptions, localitiesQueryOptions } from '@localjobs/api-client/locations'
import type { LocationItem } from '@localjobs/api-client/locations/types'
import type { PrimaryJobRole } from '@localjobs/api-client/primary-job-roles/types'
import type { DraftContext } from '@localjobs/api-client/submissions/types'
import { Combobox, type ComboboxOption, filterOptions } from '@localjobs/ui/combobox'
import {
  FEE_REASON_OTHER,
  FEES_CHARGED_YES_ID,
  PREFERRED_LOCATION_IN_DISTRICT_ID,
} from '@localjobs/validation/constants'
import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { lazy, Suspense, useMemo } from 'react'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import { useMessages } from '#src/i18n/translations.ts'
import type { PostJobValues } from '../post-job-values.ts'
import * as styles from './post-job.css.ts'
import { choicesOf, RadioField, SelectField, TextInput } from './post-job-fields.tsx'

// Shown only for districts or a fee: loaded when first shown.
const MultiSelectField = lazy(() =>
  import('./list-fields.tsx').then((module) => ({ default: module.MultiSelectField })),
)
const CheckboxesField = lazy(() =>
  import('./list-fields.tsx').then((module) => ({ default: module.CheckboxesField })),
)

/**
 * Step 1, job details (spec section 3): the job title found by typing (it fills the role, the title and
 * the category), the city and locality from the location calls, where candidates should come from, the
 * openings, the salary range, the shift and hours, and the fees.
 */
export function JobDetailsStep({
  context,
  roles,
  cities,
}: {
  context: DraftContext
  roles: readonly PrimaryJobRole[]
  cities: readonly LocationItem[]
}) {
  const t = useMessages('postJob')
  const options = context.options
  const [preferredLocation, feesCharged, feeReason] = useWatch<
    PostJobValues,
    ['preferred_location', 'fees_charged', 'fee_reason']
  >({ name: ['preferred_location', 'fees_charged', 'fee_reason'] })
  const cityChoices = useMemo(
    () => cities.map((city) => ({ value: String(city.id), label: city.title, keywords: city.english_name })),
    [cities],
  )
  return (
    <>
      <JobTitleField roles={roles} context={context} />
      <RadioField name="job_type" legend={t.jobType} options={choicesOf(options.job_type)} />
      <CityField cities={cities} />
      <LocalityField />
      <TextInput name="other_locality" label={`${t.otherLocality} ${t.optional}`} />
      <RadioField
        name="preferred_location"
        legend={t.preferredLocation}
        options={choicesOf(options.preferred_location)}
      />
      {preferredLocation === String(PREFERRED_LOCATION_IN_DISTRICT_ID) && (
        <Suspense fallback={<p className={styles.note}>{t.searchLoading}</p>}>
          <MultiSelectField name="posting_locations" label={t.postingLocations} options={cityChoices} />
        </Suspense>
      )}
      <TextInput name="openings_count" label={t.openings} kind="number" />
      <div className={styles.pair}>
        <TextInput name="salary_min" label={t.salaryMin} hint={t.salaryHint} kind="number" />
        <TextInput name="salary_max" label={t.salaryMax} hint={t.salaryHint} kind="number" />
      </div>
      <RadioField name="shift_timing" legend={t.shiftTiming} options={choicesOf(options.shift_timing)} />
      <SelectField
        name="job_hours"
        label={`${t.jobHours} ${t.optional}`}
        options={choicesOf(options.job_hours)}
      />
      <RadioField
        name="fees_charged"
        legend={t.feesCharged}
        options={choicesOf(options.fees_charged)}
        orientation="horizontal"
      />
      {feesCharged === String(FEES_CHARGED_YES_ID) && (
        <>
          <TextInput name="fee_amount" label={t.feeAmount} kind="number" />
          <Suspense fallback={<p className={styles.note}>{t.searchLoading}</p>}>
            <CheckboxesField name="fee_reason" legend={t.feeReason} options={choicesOf(options.fee_reason)} />
          </Suspense>
          {feeReason.includes(FEE_REASON_OTHER) && (
            <TextInput name="fee_reason_other" label={t.feeReasonOther} multiline />
          )}
          <TextInput name="fee_collected_at" label={`${t.feeCollectedAt} ${t.optional}`} />
        </>
      )}
    </>
  )
}

/** The job title: one combobox over the primary job roles; a choice fills four fields at once. */
function JobTitleField({ roles, context }: { roles: readonly PrimaryJobRole[]; context: DraftContext }) {
  const t = useMessages('postJob')
  const { setValue } = useFormContext<PostJobValues>()
  const { field, fieldState } = useController<PostJobValues, 'primary_job_role'>({ name: 'primary_job_role' })
  const categoryId = useWatch<PostJobValues, 'job_category'>({ name: 'job_category' })
  const categories = useMemo(
    () =>
      new Map(context.job_category.content_value.map((category) => [String(category.id), category.title])),
    [context],
  )
  const choices = useMemo<ComboboxOption[]>(
    () =>
      roles.map((role) => ({
        value: String(role.id),
        label: role.title,
        description: categories.get(String(role.job_category)) ?? '',
        keywords: `${role.english_name} ${role.job_title}`,
      })),
    [roles, categories],
  )
  const selected = choices.find((choice) => choice.value === field.value) ?? null
  const choose = (option: ComboboxOption | null) => {
    const role = option ? roles.find((each) => String(each.id) === option.value) : undefined
    const touch = { shouldDirty: true, shouldValidate: fieldState.isTouched }
    field.onChange(role ? String(role.id) : '')
    setValue('job_title_id', role ? String(role.job_title_id) : '', touch)
    setValue('job_title', role ? role.job_title : '', touch)
    setValue('title', role ? role.title : '', touch)
    setValue('job_category', role ? String(role.job_category) : '', touch)
    field.onBlur()
  }
  const category = categories.get(categoryId)
  return (
    <>
      <Combobox
        id="post-job-title"
        name={field.name}
        label={t.jobTitle}
        hint={t.jobTitleHint}
        options={choices}
        value={selected}
        onChange={choose}
        error={fieldState.error?.message}
        messages={{
          noResults: t.jobTitleNoResults,
          loading: t.jobTitleLoading,
          loadFailed: t.jobTitleFailed,
          results: (count) => t.jobTitleResults({ count }),
        }}
      />
      {category && (
        <p className={styles.note}>
          {t.jobCategory}: {category}
        </p>
      )}
    </>
  )
}

/** The city (constituency and job_location_city), found with the cities' search as you type. */
function CityField({ cities }: { cities: readonly LocationItem[] }) {
  const t = useMessages('postJob')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const { setValue, getValues } = useFormContext<PostJobValues>()
  const { field, fieldState } = useController<PostJobValues, 'constituency'>({ name: 'constituency' })
  const name = useWatch<PostJobValues, 'city_name'>({ name: 'city_name' })
  // The city's name in the page's language (the one kept with the draft was the language it was chosen in).
  const known = cities.find((city) => String(city.id) === field.value)?.title
  const value = field.value ? { value: field.value, label: known ?? (name || field.value) } : null
  return (
    <Combobox
      id="post-job-city"
      name={field.name}
      label={t.city}
      hint={t.cityHint}
      value={value}
      loadOptions={async (query) => {
        if (query.trim() === '') return []
        const found = await queryClient.fetchQuery(citySearchQueryOptions(api, { q: query.trim() }))
        return found.results.map((city) => ({ value: String(city.id), label: city.title }))
      }}
      onChange={(option) => {
        const touch = { shouldDirty: true }
        const changed = (option?.value ?? '') !== getValues('constituency')
        field.onChange(option?.value ?? '')
        setValue('job_location_city', option?.value ?? '', touch)
        setValue('city_name', option?.label ?? '', touch)
        if (changed) {
          setValue('job_location_locality', '', touch)
          setValue('locality_name', '', touch)
        }
        field.onBlur()
      }}
      error={fieldState.error?.message}
      messages={{
        noResults: t.noResults,
        loading: t.searchLoading,
        loadFailed: t.searchFailed,
        results: (count) => t.results({ count }),
      }}
    />
  )
}

/** The locality of the chosen city (optional), found by typing. */
function LocalityField() {
  const t = useMessages('postJob')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const queryClient = useQueryClient()
  const { setValue } = useFormContext<PostJobValues>()
  const { field, fieldState } = useController<PostJobValues, 'job_location_locality'>({
    name: 'job_location_locality',
  })
  const [city, name] = useWatch<PostJobValues, ['constituency', 'locality_name']>({
    name: ['constituency', 'locality_name'],
  })
  const value = field.value ? { value: field.value, label: name || field.value } : null
  const cityId = Number(city)
  return (
    <Combobox
      key={city}
      id="post-job-locality"
      name={field.name}
      label={`${t.locality} ${t.optional}`}
      hint={city ? undefined : t.localityFirst}
      disabled={!city}
      value={value}
      loadOptions={async (query) => {
        if (!Number.isInteger(cityId) || cityId <= 0) return []
        // A city has tens of localities: one call for the list, filtered here as the person types.
        const found = await queryClient.fetchQuery(localitiesQueryOptions(api, { city_id: cityId }))
        return filterOptions(
          found.results.map((place) => ({
            value: String(place.id),
            label: place.title,
            ...(place.english_name ? { keywords: place.english_name } : {}),
          })),
          query,
        )
      }}
      onChange={(option) => {
        field.onChange(option?.value ?? '')
        setValue('locality_name', option?.label ?? '', { shouldDirty: true })
        field.onBlur()
      }}
      error={fieldState.error?.message}
      messages={{
        noResults: t.noResults,
        loading: t.searchLoading,
        loadFailed: t.searchFailed,
        results: (count) => t.results({ count }),
      }}
    />
  )
}
