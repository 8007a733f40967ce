import { type ComponentProps, type ReactNode, useId } from 'react'
import * as styles from './review.css.ts'

/**
 * The desk's select and text area: native controls with their label, and their error read after it
 * (aria-describedby, aria-invalid). Not `@localjobs/ui`'s Select and TextArea: the desk's chunk sharing them
 * made the bundler split them (and the validation messages they sat with) out of the sign-in and post-job
 * chunks, one more file each on pages at their budget (decision 031).
 */
type Own = { label: ReactNode; error?: ReactNode }

function useIds() {
  const id = useId()
  return { control: id, error: `${id}-error` }
}

const described = (ids: { error: string }, error: ReactNode) =>
  error ? { 'aria-describedby': ids.error, 'aria-invalid': true as const } : {}

export function DeskSelect({
  label,
  error,
  options,
  ...props
}: Own & ComponentProps<'select'> & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const ids = useIds()
  return (
    <div className={styles.field}>
      <label htmlFor={ids.control} className={styles.fieldLabel}>
        {label}
      </label>
      <select {...props} id={ids.control} className={styles.control} {...described(ids, error)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={ids.error} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function DeskTextArea({ label, error, ...props }: Own & ComponentProps<'textarea'>) {
  const ids = useIds()
  return (
    <div className={styles.field}>
      <label htmlFor={ids.control} className={styles.fieldLabel}>
        {label}
      </label>
      <textarea {...props} id={ids.control} className={styles.control} {...described(ids, error)} />
      {error ? (
        <p id={ids.error} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
