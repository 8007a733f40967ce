import { RadioGroup, type RadioOption } from '@localjobs/ui/radio-group'
import { Select, type SelectOption } from '@localjobs/ui/select'
import type { ReactNode } from 'react'
import { useController } from 'react-hook-form'
import { useMessages } from '#src/i18n/translations.ts'
import type { ProfileValues } from '../profile-values.ts'

/** The form's one-choice fields: option ids as text. */
type ChoiceField =
  | 'gender'
  | 'qualification'
  | 'specialization'
  | 'experience'
  | 'salary'
  | 'job_type'
  | 'work_time'
  | 'shift_timing'
  | 'job_role'

/** A profile option list as choices. */
export const choicesOf = (options: readonly { id: number; title: string }[]) =>
  options.map((option) => ({ value: String(option.id), label: option.title }))

/** A native select bound to the form: its error (in the page's language) shown above it. */
export function SelectField({
  name,
  label,
  options,
  hint,
  placeholder,
  disabled,
  children,
}: {
  name: ChoiceField
  label: string
  options?: readonly SelectOption[]
  hint?: ReactNode
  placeholder?: string
  disabled?: boolean
  children?: ReactNode
}) {
  const t = useMessages('profile')
  const { field, fieldState } = useController<ProfileValues, ChoiceField>({ name })
  return (
    <Select
      label={label}
      hint={hint}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      ref={field.ref}
      placeholder={placeholder ?? t.choose}
      options={options}
      disabled={disabled}
      error={fieldState.error?.message}
    >
      {children}
    </Select>
  )
}

/** A radio group bound to the form. */
export function RadioField({
  name,
  legend,
  options,
  orientation,
}: {
  name: ChoiceField
  legend: string
  options: readonly RadioOption[]
  orientation?: 'vertical' | 'horizontal'
}) {
  const { field, fieldState } = useController<ProfileValues, ChoiceField>({ name })
  return (
    <RadioGroup
      legend={legend}
      name={field.name}
      options={options}
      orientation={orientation}
      value={field.value || null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  )
}
