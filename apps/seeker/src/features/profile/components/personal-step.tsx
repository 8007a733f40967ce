import type { JobSeekerProfileOptions, ResumeInfo } from '@localjobs/api-client/job-seeker/profile'
import { TextField } from '@localjobs/ui/text-field'
import { useFormContext, useFormState } from 'react-hook-form'
import { useMessages } from '#src/i18n/translations.ts'
import type { ProfileValues } from '../profile-values.ts'
import { choicesOf, RadioField, SelectField } from './profile-fields.tsx'
import { ResumeField } from './resume-field.tsx'

/** Step 1, about the person: name, gender, qualification, specialization, resume (spec section 3). */
export function PersonalStep({
  options,
  currentResume,
  onUploading,
}: {
  options: JobSeekerProfileOptions
  currentResume: ResumeInfo | null
  onUploading: (uploading: boolean) => void
}) {
  const t = useMessages('profile')
  const { register } = useFormContext<ProfileValues>()
  const { errors } = useFormState<ProfileValues>({ name: 'name' })
  return (
    <>
      <TextField label={t.name} autoComplete="name" {...register('name')} error={errors.name?.message} />
      <RadioField
        name="gender"
        legend={t.gender}
        orientation="horizontal"
        options={choicesOf(options.gender)}
      />
      <SelectField name="qualification" label={t.qualification} options={choicesOf(options.qualification)} />
      <SelectField
        name="specialization"
        label={t.specialization}
        options={choicesOf(options.specialization)}
      />
      <ResumeField current={currentResume} onUploading={onUploading} />
    </>
  )
}
