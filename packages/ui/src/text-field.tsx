import type { ComponentProps } from 'react'
import * as fieldStyles from './field.css.ts'
import { Field, type FieldTextProps, fieldControlProps, useFieldIds } from './field.tsx'
import * as styles from './text-field.css.ts'

/**
 * What the value is, which picks the keyboard a phone shows. 'number' is a text input with a numeric
 * keyboard, not type="number": that one changes a salary when the page is scrolled over it, accepts 'e'
 * and '-', and hands back '' for anything it cannot parse, so the form never sees what was typed.
 */
export type TextFieldKind = 'text' | 'number' | 'phone' | 'email' | 'password'

const kindProps: Record<TextFieldKind, ComponentProps<'input'>> = {
  text: { type: 'text' },
  number: { type: 'text', inputMode: 'numeric', pattern: '[0-9]*' },
  // inputMode numeric gives a plain digit pad; type="tel" alone adds + * # which a 10-digit number never needs.
  phone: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  email: {
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
    spellCheck: false,
  },
  password: { type: 'password', autoCapitalize: 'none', spellCheck: false },
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'type'> &
  FieldTextProps & {
    kind?: TextFieldKind
  }

/** A labelled single-line input with an optional hint and error message. */
export function TextField({ label, hint, error, kind = 'text', id, className, ...props }: TextFieldProps) {
  const ids = useFieldIds(id)
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        {...kindProps[kind]}
        {...props}
        {...fieldControlProps(ids, { hint, error }, props)}
        className={fieldStyles.control}
      />
    </Field>
  )
}

export type TextAreaProps = ComponentProps<'textarea'> & FieldTextProps

/** A labelled multi-line input, e.g. the job description. */
export function TextArea({ label, hint, error, id, className, rows = 5, ...props }: TextAreaProps) {
  const ids = useFieldIds(id)
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...props}
        {...fieldControlProps(ids, { hint, error }, props)}
        rows={rows}
        className={`${fieldStyles.control} ${styles.textarea}`}
      />
    </Field>
  )
}
