import type { ComponentProps } from 'react'
import * as fieldStyles from './field.css.ts'
import { Field, type FieldTextProps, fieldControlProps, useFieldIds } from './field.tsx'
import * as styles from './select.css.ts'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export type SelectProps = Omit<ComponentProps<'select'>, 'multiple'> &
  FieldTextProps & {
    /** The choices; `children` (<option>, <optgroup>) may be given instead. */
    options?: readonly SelectOption[]
    /**
     * A first, empty choice such as 'Select a state'. It stays enabled: a disabled first option is skipped
     * when the browser picks the initial choice, and `required` already rejects an empty value.
     */
    placeholder?: string
  }

/**
 * A native <select>, styled. On a phone it opens the system picker, which is fast on low-end devices,
 * works with TalkBack and needs no JavaScript; use Combobox only when a list is too long to scroll.
 */
export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  children,
  ...props
}: SelectProps) {
  const ids = useFieldIds(id)
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <select
        {...props}
        {...fieldControlProps(ids, { hint, error }, props)}
        className={`${fieldStyles.control} ${styles.select}`}
      >
        {placeholder != null && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </Field>
  )
}
