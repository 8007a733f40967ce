import { CheckboxGroup } from '@localjobs/ui/checkbox-group'
import type { ComboboxOption } from '@localjobs/ui/combobox'
import { MultiCombobox } from '@localjobs/ui/multi-combobox'
import type { RadioOption } from '@localjobs/ui/radio-group'
import { type FieldPathByValue, useController } from 'react-hook-form'
import { useMessages } from '#src/i18n/translations.ts'
import type { PostJobValues } from '../post-job-values.ts'
import * as styles from './post-job.css.ts'

/**
 * The form's list fields (several choices). A module of their own: step 1 shows them only for a fee or for
 * districts, so they load when first shown, not with the form (decision 026).
 */

type ListName = FieldPathByValue<PostJobValues, string[]>

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
