import type { JobSeekerProfileOptions } from '@localjobs/api-client/job-seeker/profile'
import { TextField } from '@localjobs/ui/text-field'
import { isFresher } from '@localjobs/validation/seeker-profile'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useMessages } from '#src/i18n/translations.ts'
import type { ProfileValues } from '../profile-values.ts'
import { choicesOf, SelectField } from './profile-fields.tsx'
import * as styles from './profile-form.css.ts'

/**
 * Step 2, work so far. Experience comes first: a fresher is not asked for last employer, last job title or
 * salary (the validation package's `isFresher`, the rule the schemas and the API apply too). What was
 * typed in them stays in the form, in case the answer changes back, and is not sent.
 */
export function WorkStep({ options }: { options: JobSeekerProfileOptions }) {
  const t = useMessages('profile')
  const { register } = useFormContext<ProfileValues>()
  const { errors } = useFormState<ProfileValues>({ name: ['past_employer', 'recent_designation'] })
  const fresher = isFresher(useWatch<ProfileValues, 'experience'>({ name: 'experience' }))
  return (
    <>
      <SelectField name="experience" label={t.experience} options={choicesOf(options.experience)} />
      {/* Read out as the three fields go away, so that a screen reader knows why. */}
      <p role="status" className={styles.note}>
        {fresher ? t.fresherNote : ''}
      </p>
      {!fresher && (
        <>
          <TextField
            label={t.pastEmployer}
            autoComplete="organization"
            {...register('past_employer')}
            error={errors.past_employer?.message}
          />
          <TextField
            label={t.recentDesignation}
            autoComplete="organization-title"
            {...register('recent_designation')}
            error={errors.recent_designation?.message}
          />
          <SelectField name="salary" label={t.salary} options={choicesOf(options.salary)} />
        </>
      )}
    </>
  )
}
