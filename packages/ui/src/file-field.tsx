import type { ComponentProps, ReactNode } from 'react'
import { Field, type FieldTextProps, fieldControlProps, useFieldIds } from './field.tsx'
import * as styles from './file-field.css.ts'

export type FileFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue'> &
  FieldTextProps & {
    /**
     * What is on file, e.g. 'Uploaded: cv.pdf'. A file input forgets its file when it is drawn again (a
     * form step later), so this line remembers it; screen readers hear it with the input and as it changes.
     */
    status?: ReactNode
    /** Buttons under the status, e.g. 'Try again' after a failed upload. */
    actions?: ReactNode
  }

/**
 * A labelled native file input: the phone's own picker (camera, files, Drive), at least 48 px tall, with
 * a hint (say the accepted types and size), an error read out as it appears (uploads fail after the
 * choice, while focus is elsewhere) and a status line.
 */
export function FileField({ label, hint, error, status, actions, id, className, ...props }: FileFieldProps) {
  const ids = useFieldIds(id)
  const statusId = `${ids.control}-status`
  const hasStatus = status != null && status !== false && status !== ''
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className} announceError>
      <input
        {...props}
        {...fieldControlProps(ids, { hint, error }, { 'aria-describedby': hasStatus ? statusId : undefined })}
        type="file"
        className={styles.input}
      />
      <p id={statusId} className={styles.status} role="status">
        {hasStatus ? status : null}
      </p>
      {actions}
    </Field>
  )
}
