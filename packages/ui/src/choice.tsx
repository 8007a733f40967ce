import type { FocusEventHandler, ReactNode } from 'react'
import * as styles from './choice.css.ts'
import { describedBy, FieldError, FieldHint, isInvalid, useFieldIds } from './field.tsx'
import { visuallyHiddenClassName } from './visually-hidden.tsx'

/** Internal: the fieldset both RadioGroup and CheckboxGroup draw. */

export interface ChoiceOption {
  value: string
  label: ReactNode
  description?: ReactNode
  disabled?: boolean
}

export interface ChoiceGroupProps {
  /** The question, e.g. 'Shift timing'; it names the group for screen readers. */
  legend: ReactNode
  /** Hides the legend on screen when a heading nearby already says it; screen readers still read it. */
  hideLegend?: boolean
  options: readonly ChoiceOption[]
  /** The form field name; generated when left out. */
  name?: string
  hint?: ReactNode
  error?: ReactNode
  required?: boolean
  disabled?: boolean
  orientation?: 'vertical' | 'horizontal'
  id?: string
  className?: string
  /** Focus left one of the inputs (to another one or out of the group), e.g. a form's "touched". */
  onBlur?: FocusEventHandler<HTMLFieldSetElement>
}

export function ChoiceGroup({
  type,
  legend,
  hideLegend = false,
  options,
  name,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  id,
  className,
  onBlur,
  isChecked,
  onToggle,
  onRepick,
}: ChoiceGroupProps & {
  type: 'radio' | 'checkbox'
  isChecked: (value: string) => boolean
  onToggle: (value: string, checked: boolean) => void
  /** A checked radio picked again (click, tap on its label, Space): browsers fire no change for it. */
  onRepick?: ((value: string) => void) | undefined
}) {
  const ids = useFieldIds(id)
  const fieldName = name ?? ids.control
  return (
    <fieldset
      id={ids.control}
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
      aria-describedby={describedBy(ids, { hint, error })}
      disabled={disabled}
      onBlur={onBlur}
    >
      <legend className={hideLegend ? visuallyHiddenClassName : styles.legend}>{legend}</legend>
      <FieldHint ids={ids} hint={hint} />
      <FieldError ids={ids} error={error} />
      <div className={styles.options[orientation]}>
        {options.map((option, index) => (
          <ChoiceRow
            key={option.value}
            descriptionId={`${ids.control}-${index}-description`}
            type={type}
            name={fieldName}
            option={option}
            checked={isChecked(option.value)}
            // One required radio makes the whole group required; on checkboxes it would mean "tick every one".
            required={type === 'radio' ? required : undefined}
            invalid={isInvalid(error)}
            disabled={disabled}
            onToggle={onToggle}
            onRepick={onRepick}
          />
        ))}
      </div>
    </fieldset>
  )
}

function ChoiceRow({
  descriptionId,
  type,
  name,
  option,
  checked,
  required,
  invalid,
  disabled,
  onToggle,
  onRepick,
}: {
  descriptionId: string
  type: 'radio' | 'checkbox'
  name: string
  option: ChoiceOption
  checked: boolean
  required: boolean | undefined
  invalid: true | undefined
  disabled: boolean | undefined
  onToggle: (value: string, checked: boolean) => void
  onRepick: ((value: string) => void) | undefined
}) {
  return (
    <div className={styles.row}>
      <label className={styles.option}>
        <input
          className={styles.input}
          type={type}
          name={name}
          value={option.value}
          checked={checked}
          required={required}
          disabled={disabled || option.disabled}
          aria-invalid={invalid}
          aria-describedby={option.description != null ? descriptionId : undefined}
          onChange={(event) => onToggle(option.value, event.target.checked)}
          // `checked` is the state before this click: a radio that was already chosen.
          onClick={onRepick && type === 'radio' && checked ? () => onRepick(option.value) : undefined}
        />
        <span>{option.label}</span>
      </label>
      {/* Outside the label, so it is the option's description and not part of its name. */}
      {option.description != null && (
        <span id={descriptionId} className={styles.description}>
          {option.description}
        </span>
      )}
    </div>
  )
}
