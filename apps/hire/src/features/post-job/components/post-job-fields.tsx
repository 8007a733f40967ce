import { RadioGroup, type RadioOption } from '@localjobs/ui/radio-group'
import { Select, type SelectOption } from '@localjobs/ui/select'
import { TextArea, TextField, type TextFieldKind } from '@localjobs/ui/text-field'
import type { ReactNode } from 'react'
import { type FieldPathByValue, useController, useFormContext, useFormState } from 'react-hook-form'
import { useMessages } from '#src/i18n/translations.ts'
import type { PostJobValues } from '../post-job-values.ts'

type TextName = FieldPathByValue<PostJobValues, string>

/** An option list of the draft context as choices (ids or codes as text). */
export const choicesOf = (options: readonly { id: number | string; title: string }[]) =>
  options.map((option) => ({ value: String(option.id), label: option.title }))

/** A text box bound to the form; its error (in the page's language) next to it. */
export function TextInput({
  name,
  label,
  hint,
  kind,
  multiline = false,
  autoComplete,
}: {
  name: TextName
  label: string
  hint?: ReactNode
  kind?: TextFieldKind
  multiline?: boolean
  autoComplete?: string
}) {
  const { register, getFieldState } = useFormContext<PostJobValues>()
  // Subscribes to this field's errors; getFieldState reads them.
  const formState = useFormState<PostJobValues>({ name })
  const error = getFieldState(name, formState).error?.message
  return multiline ? (
    <TextArea label={label} hint={hint} rows={3} {...register(name)} error={error} />
  ) : (
    <TextField
      label={label}
      hint={hint}
      kind={kind}
      autoComplete={autoComplete}
      {...register(name)}
      error={error}
    />
  )
}

/** A native select bound to the form. */
export function SelectField({
  name,
  label,
  options,
}: {
  name: TextName
  label: string
  options: readonly SelectOption[]
}) {
  const t = useMessages('postJob')
  const { field, fieldState } = useController<PostJobValues, TextName>({ name })
  return (
    <Select
      label={label}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      ref={field.ref}
      placeholder={t.choose}
      options={options}
      error={fieldState.error?.message}
    />
  )
}

/** A radio group bound to the form. */
export function RadioField({
  name,
  legend,
  options,
  orientation,
}: {
  name: TextName
  legend: string
  options: readonly RadioOption[]
  orientation?: 'vertical' | 'horizontal'
}) {
  const { field, fieldState } = useController<PostJobValues, TextName>({ name })
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
