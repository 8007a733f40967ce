import { CheckboxGroup } from '@localjobs/ui/checkbox-group'
import type { ComboboxOption } from '@localjobs/ui/combobox'
import { MultiCombobox } from '@localjobs/ui/multi-combobox'
import { RadioGroup, type RadioOption } from '@localjobs/ui/radio-group'
import { Select, type SelectOption } from '@localjobs/ui/select'
import { TextArea, TextField, type TextFieldKind } from '@localjobs/ui/text-field'
import type { ReactNode } from 'react'
import { type FieldPathByValue, useController, useFormContext, useFormState } from 'react-hook-form'
import { useMessages } from '#src/i18n/translations.ts'
import type { PostJobValues } from '../post-job-values.ts'
import * as styles from './post-job.css.ts'

type TextName = FieldPathByValue<PostJobValues, string>
type ListName = FieldPathByValue<PostJobValues, string[]>

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

/** Checkboxes bound to a list field (a few choices). */
export function CheckboxesField({
  name,
  legend,
  options,
}: {
  name: ListName
  legend: string
  options: readonly RadioOption[]
}) {
  const { field, fieldState } = useController<PostJobValues, ListName>({ name })
  return (
    <CheckboxGroup
      legend={legend}
      name={field.name}
      options={options}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  )
}

/** A multi-select found by typing, bound to a list field (many choices). */
export function MultiSelectField({
  name,
  label,
  hint,
  options,
}: {
  name: ListName
  label: string
  hint?: string
  options: readonly ComboboxOption[]
}) {
  const t = useMessages('postJob')
  const { field, fieldState } = useController<PostJobValues, ListName>({ name })
  return (
    <MultiCombobox
      label={label}
      hint={hint}
      options={options}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      messages={{
        noResults: t.noResults,
        results: (count) => t.results({ count }),
        remove: (name) => t.remove({ name }),
        added: (name, count) => t.added({ name, count }),
        removed: (name, count) => t.removed({ name, count }),
        chosen: (names) => t.chosen({ names }),
        maxReached: (max) => t.maxReached({ max }),
      }}
    />
  )
}

/**
 * Toggle chips for a list field (skills): each a button that says whether it is pressed. `onToggle` hears
 * each change (the skills toggle event of spec section 9).
 */
export function ChipsField({
  name,
  legend,
  hint,
  options,
  onToggle,
}: {
  name: ListName
  legend: string
  hint?: string
  options: readonly { value: string; label: string }[]
  onToggle?: (value: string, on: boolean) => void
}) {
  const { field, fieldState } = useController<PostJobValues, ListName>({ name })
  const chosen = new Set(field.value)
  const hintId = `${name}-chips-hint`
  return (
    <fieldset className={styles.chipsFieldset} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.chips}>
        {options.map((option) => {
          const on = chosen.has(option.value)
          return (
            <button
              key={option.value}
              type="button"
              className={styles.chip}
              aria-pressed={on}
              onClick={() => {
                const next = on
                  ? field.value.filter((value) => value !== option.value)
                  : [...field.value, option.value]
                field.onChange(next)
                onToggle?.(option.value, !on)
              }}
            >
              {on && (
                <span aria-hidden="true" className={styles.chipTick}>
                  ✓
                </span>
              )}
              {option.label}
            </button>
          )
        })}
      </div>
      {fieldState.error?.message && (
        <p role="alert" className={styles.error}>
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  )
}
