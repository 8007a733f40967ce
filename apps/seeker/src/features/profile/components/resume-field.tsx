import { isApiError } from '@localjobs/api-client/errors'
import { type ResumeInfo, uploadResumeMutationOptions } from '@localjobs/api-client/job-seeker/profile'
import { Button } from '@localjobs/ui/button'
import { FileField } from '@localjobs/ui/file-field'
import { RESUME_ACCEPT, resumeFileProblem, resumeLimits } from '@localjobs/validation/resume'
import { useMutation } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { type ChangeEvent, useRef, useState } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useMessages } from '#src/i18n/translations.ts'
import type { ProfileValues } from '../profile-values.ts'

const LIMITS = resumeLimits()

/**
 * Step 1's resume (spec section 3; required, section 5). A file cannot be kept on the device, so it is
 * uploaded as soon as it is chosen and the form (and its draft) keeps the reference the upload answers.
 * The file is checked first as the API will check it (size, then type by content), so a wrong one is
 * refused at once, with the reason. A failed upload keeps the file for 'Try again'. When editing, the
 * saved resume can be replaced (and the replacement undone); it cannot be removed, as every profile has one.
 */
export function ResumeField({
  current,
  onUploading,
}: {
  /** the saved profile's resume (editing), or null */
  current: ResumeInfo | null
  onUploading: (uploading: boolean) => void
}) {
  const t = useMessages('profile')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const upload = useMutation(uploadResumeMutationOptions(api))
  const { setValue, setError, clearErrors, control } = useFormContext<ProfileValues>()
  const { errors } = useFormState<ProfileValues>({ name: 'resume' })
  const [resumeId, resumeName] = useWatch<ProfileValues, ['resume', 'resume_name']>({
    control,
    name: ['resume', 'resume_name'],
  })
  const [uploading, setUploading] = useState<string | null>(null)
  const [failed, setFailed] = useState<File | null>(null)
  // A file chosen while another uploads replaces it: only the latest upload's answer is kept.
  const latest = useRef(0)

  const keep = (id: string, name: string) => {
    setValue('resume', id, { shouldDirty: true, shouldValidate: true })
    setValue('resume_name', name, { shouldDirty: true })
  }

  async function send(file: File) {
    const attempt = ++latest.current
    setFailed(null)
    clearErrors('resume')
    setUploading(file.name)
    onUploading(true)
    try {
      const info = await upload.mutateAsync({ file, fileName: file.name })
      if (attempt === latest.current) keep(info.id, info.file_name)
    } catch (error) {
      if (attempt !== latest.current) return
      let message = t.resumeUploadFailed
      if (isApiError(error) && error.status === 413) message = t.resumeTooLarge(LIMITS)
      else if (isApiError(error) && error.status === 415) message = t.resumeType(LIMITS)
      // Said by the server in the page's language: too many uploads, or the session ended.
      else if (isApiError(error) && error.status < 500 && error.body.message) message = error.body.message
      else setFailed(file)
      setError('resume', { type: 'upload', message })
    } finally {
      if (attempt === latest.current) {
        setUploading(null)
        onUploading(false)
      }
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // Emptied, so that choosing the same file again (after fixing the connection) is a change too.
    event.target.value = ''
    if (!file) return
    const problem = await resumeFileProblem(file)
    if (problem) {
      setFailed(null)
      setError('resume', {
        type: 'file',
        message: problem === 'resume_too_large' ? t.resumeTooLarge(LIMITS) : t.resumeType(LIMITS),
      })
      return
    }
    await send(file)
  }

  const replaced = current !== null && resumeId !== '' && resumeId !== current.id
  let status = ''
  if (uploading) status = t.resumeUploading({ name: uploading })
  else if (current && !replaced && resumeId === current.id)
    status = t.resumeCurrent({ name: current.file_name })
  else if (resumeId) status = t.resumeUploaded({ name: resumeName })

  return (
    <FileField
      label={current ? t.resumeReplace : t.resume}
      name="resume"
      accept={RESUME_ACCEPT}
      hint={t.resumeHint(LIMITS)}
      error={errors.resume?.message}
      status={status}
      onChange={(event) => void choose(event)}
      actions={
        (failed || replaced) && !uploading ? (
          <p>
            {failed && (
              <Button variant="secondary" onClick={() => void send(failed)}>
                {t.retry}
              </Button>
            )}{' '}
            {replaced && current && (
              <Button
                variant="secondary"
                onClick={() => {
                  clearErrors('resume')
                  keep(current.id, current.file_name)
                }}
              >
                {t.keepResume}
              </Button>
            )}
          </p>
        ) : null
      }
    />
  )
}
