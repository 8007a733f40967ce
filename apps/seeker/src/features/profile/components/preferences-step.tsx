import type { JobSeekerProfileOptions } from '@localjobs/api-client/job-seeker/profile'
import type { PrimaryJobRole } from '@localjobs/api-client/primary-job-roles/types'
import { CheckboxGroup } from '@localjobs/ui/checkbox-group'
import { MultiCombobox } from '@localjobs/ui/multi-combobox'
import { SEEKER_PROFILE_MAX_CHOICES } from '@localjobs/validation/constants'
import { useEffect, useMemo } from 'react'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import { useMessages } from '#src/i18n/translations.ts'
import type { ProfileValues } from '../profile-values.ts'
import { choicesOf, RadioField, SelectField } from './profile-fields.tsx'

/**
 * Step 3, the job wanted: job type, work time, shift, categories, an optional job role of the chosen
 * categories (spec section 2's summary shows it) and up to 10 cities, found by typing (84 checkboxes were
 * too many to scroll through on a phone).
 */
export function PreferencesStep({
  options,
  roles,
}: {
  options: JobSeekerProfileOptions
  /** every primary job role; undefined while loading or when the call failed */
  roles: { list: readonly PrimaryJobRole[] | undefined; failed: boolean }
}) {
  const t = useMessages('profile')
  return (
    <>
      <RadioField name="job_type" legend={t.jobType} options={choicesOf(options.job_type)} />
      <RadioField name="work_time" legend={t.workTime} options={choicesOf(options.work_time)} />
      <RadioField name="shift_timing" legend={t.shiftTiming} options={choicesOf(options.shift_timing)} />
      <CategoriesField options={options} />
      <JobRoleField options={options} roles={roles} />
      <LocationsField options={options} />
    </>
  )
}

function CategoriesField({ options }: { options: JobSeekerProfileOptions }) {
  const t = useMessages('profile')
  const { field, fieldState } = useController<ProfileValues, 'job_category'>({ name: 'job_category' })
  return (
    <CheckboxGroup
      legend={t.jobCategory}
      name={field.name}
      value={field.value}
      options={choicesOf(options.job_category)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  )
}

function JobRoleField({
  options,
  roles,
}: {
  options: JobSeekerProfileOptions
  roles: { list: readonly PrimaryJobRole[] | undefined; failed: boolean }
}) {
  const t = useMessages('profile')
  const { setValue, getValues } = useFormContext<ProfileValues>()
  const categories = useWatch<ProfileValues, 'job_category'>({ name: 'job_category' })
  // The roles of the chosen categories, in the order the categories are listed.
  const groups = useMemo(
    () =>
      options.job_category
        .filter((category) => categories.includes(String(category.id)))
        .map((category) => ({
          category,
          roles: (roles.list ?? []).filter((role) => role.job_category === category.id),
        }))
        .filter((group) => group.roles.length > 0),
    [options.job_category, categories, roles.list],
  )
  // A role of a category no longer chosen goes with it.
  useEffect(() => {
    if (!roles.list) return
    const role = getValues('job_role')
    if (role && !groups.some((group) => group.roles.some((each) => String(each.id) === role)))
      setValue('job_role', '', { shouldDirty: true })
  }, [groups, roles.list, getValues, setValue])

  const hint = roles.failed ? t.jobRolesFailed : groups.length === 0 ? t.jobRoleFirst : t.jobRoleHint
  return (
    <SelectField
      name="job_role"
      label={t.jobRole}
      hint={hint}
      placeholder={t.jobRoleAny}
      disabled={groups.length === 0}
    >
      {groups.map(({ category, roles: list }) => (
        <optgroup key={category.id} label={category.title}>
          {list.map((role) => (
            <option key={role.id} value={String(role.id)}>
              {role.title}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  )
}

function LocationsField({ options }: { options: JobSeekerProfileOptions }) {
  const t = useMessages('profile')
  const { field, fieldState } = useController<ProfileValues, 'locations'>({ name: 'locations' })
  const cities = useMemo(
    () =>
      options.locations.map((city) => ({
        value: String(city.id),
        label: city.title,
        ...(city.english_name && city.english_name !== city.title ? { keywords: city.english_name } : {}),
      })),
    [options.locations],
  )
  return (
    <MultiCombobox
      label={t.locations}
      hint={t.locationsHint({ max: SEEKER_PROFILE_MAX_CHOICES })}
      options={cities}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      max={SEEKER_PROFILE_MAX_CHOICES}
      error={fieldState.error?.message}
      messages={{
        noResults: t.cityNoResults,
        results: (count) => t.cityResults({ count }),
        remove: (name) => t.cityRemove({ name }),
        added: (name, count) => t.cityAdded({ name, count }),
        removed: (name, count) => t.cityRemoved({ name, count }),
        chosen: (names) => t.citiesChosen({ names }),
        maxReached: (max) => t.citiesMax({ max }),
      }}
    />
  )
}
