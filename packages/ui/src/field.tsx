import { type ComponentProps, type ReactNode, useId } from 'react'
import * as styles from './field.css.ts'

/** The visible text around a form control. Internal to the package: each control is its own entry. */
export interface FieldTextProps {
  /** The visible label; every control has one (a placeholder is not a label). */
  label: ReactNode
  /** Help shown under the label and read after it, e.g. '10 digits, starts with 6 to 9'. */
  hint?: ReactNode
  /** The message when the value is wrong; marks the control invalid and is read after the label. */
  error?: ReactNode
}

export interface FieldIds {
  control: string
  label: string
  hint: string
  error: string
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId()
  const base = id ?? generated
  return { control: base, label: `${base}-label`, hint: `${base}-hint`, error: `${base}-error` }
}

const shown = (node: ReactNode) => node != null && node !== false && node !== ''

/** The aria-describedby value: the hint, then the error, so the reason it is wrong is read last. */
export function describedBy(
  ids: FieldIds,
  { hint, error }: Pick<FieldTextProps, 'hint' | 'error'>,
  own?: string,
) {
  const parts = [own, shown(hint) && ids.hint, shown(error) && ids.error].filter(Boolean)
  return parts.length > 0 ? parts.join(' ') : undefined
}

/** aria-invalid is left out rather than set to "false" when there is no error, as most sites do. */
export function isInvalid(error: ReactNode): true | undefined {
  return shown(error) ? true : undefined
}

/** What the caller may have set on the control itself; the field's own state comes first. */
interface OwnAria {
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid']
  'aria-describedby'?: string | undefined
}

/** The control's id and ARIA state: labelled by the field's label, described by its hint and error. */
export function fieldControlProps(
  ids: FieldIds,
  { hint, error }: Pick<FieldTextProps, 'hint' | 'error'>,
  own: OwnAria = {},
) {
  return {
    id: ids.control,
    'aria-invalid': isInvalid(error) ?? own['aria-invalid'],
    'aria-describedby': describedBy(ids, { hint, error }, own['aria-describedby']),
  }
}

export interface FieldProps extends FieldTextProps {
  ids: FieldIds
  className?: string | undefined
  /**
   * Puts the error in a live region present before any error, so it is read out when it appears while the
   * user types (the OTP input); other controls show errors on submit, when focus moves to them.
   */
  announceError?: boolean
  /** The control, with `fieldControlProps` spread on it. */
  children: ReactNode
}

/** The frame of a single control: label, hint, error, then the control. */
export function Field({ ids, label, hint, error, className, announceError = false, children }: FieldProps) {
  const errorMessage = <FieldError ids={ids} error={error} />
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.control} id={ids.label} className={styles.label}>
        {label}
      </label>
      <FieldHint ids={ids} hint={hint} />
      {announceError ? <div role="alert">{errorMessage}</div> : errorMessage}
      {children}
    </div>
  )
}

export function FieldHint({ ids, hint }: { ids: FieldIds; hint: ReactNode }) {
  if (!shown(hint)) return null
  return (
    <p id={ids.hint} className={styles.hint}>
      {hint}
    </p>
  )
}

export function FieldError({ ids, error }: { ids: FieldIds; error: ReactNode }) {
  if (!shown(error)) return null
  return (
    <p id={ids.error} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M10 5v6M10 13.5v1.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{error}</span>
    </p>
  )
}
