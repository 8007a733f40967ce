import type { DraftContext } from '@localjobs/api-client/submissions/types'
import { CONTACT_PREFERENCE_WHATSAPP } from '@localjobs/validation/constants'
import { track } from '@localjobs/web-app/analytics'
import { useController, useWatch } from 'react-hook-form'
import { useMessages } from '#src/i18n/translations.ts'
import type { PostJobValues } from '../post-job-values.ts'
import { ChipsField, MultiSelectField } from './list-fields.tsx'
import * as styles from './post-job.css.ts'
import { choicesOf, RadioField, SelectField, TextInput } from './post-job-fields.tsx'
import { useStepWords } from './step-words.ts'

/**
 * Step 2, candidate requirements and contact (spec section 3): education, experience, gender, the age
 * range, languages and assets, skills as chips, the description, and how candidates reach the advertiser.
 * The WhatsApp number is asked only when the rule needs it (contact by WhatsApp and the mobile is not on it).
 */
export function RequirementsStep({ context }: { context: DraftContext }) {
  useStepWords('postJobSteps')
  const t = useMessages('postJobSteps')
  const form = useMessages('postJob')
  const options = context.options
  const [contactPreference, isWhatsApp] = useWatch<
    PostJobValues,
    ['contact_preference', 'is_whatsapp_number']
  >({
    name: ['contact_preference', 'is_whatsapp_number'],
  })
  const needsWhatsApp = contactPreference === String(CONTACT_PREFERENCE_WHATSAPP) && !isWhatsApp
  return (
    <>
      <SelectField name="qualification" label={t.qualification} options={choicesOf(options.qualification)} />
      <SelectField name="experience" label={t.experience} options={choicesOf(options.experience)} />
      <RadioField
        name="preferred_gender"
        legend={t.preferredGender}
        options={choicesOf(options.preferred_gender)}
        orientation="horizontal"
      />
      <div className={styles.pair}>
        <TextInput
          name="min_preferred_age"
          label={`${t.minAge} ${form.optional}`}
          hint={t.ageHint}
          kind="number"
        />
        <TextInput
          name="max_preferred_age"
          label={`${t.maxAge} ${form.optional}`}
          hint={t.ageHint}
          kind="number"
        />
      </div>
      <MultiSelectField
        name="preferred_languages"
        label={`${t.languages} ${form.optional}`}
        options={choicesOf(options.preferred_languages)}
      />
      <MultiSelectField
        name="assets"
        label={`${t.assets} ${form.optional}`}
        options={choicesOf(options.assets)}
      />
      <ChipsField
        name="skills"
        legend={`${t.skills} ${form.optional}`}
        hint={t.skillsHint}
        options={choicesOf(options.skills)}
        onToggle={(value, on) =>
          track('skills', { category: 'toggle', properties: { skill_id: Number(value), checked: on } })
        }
      />
      <TextInput name="additional_skills" label={`${t.additionalSkills} ${form.optional}`} multiline />
      <TextInput name="other_details" label={`${t.jobDescription} ${form.optional}`} multiline />
      <TextInput name="mobile_no" label={t.mobile} hint={t.mobileHint} kind="phone" />
      <WhatsAppTick />
      <RadioField
        name="contact_preference"
        legend={t.contactPreference}
        options={choicesOf(options.contact_preference)}
      />
      {needsWhatsApp && <TextInput name="whatsapp_no" label={t.whatsApp} hint={t.mobileHint} kind="phone" />}
      <RadioField name="poster_role" legend={t.posterRole} options={choicesOf(options.poster_role)} />
    </>
  )
}

function WhatsAppTick() {
  const t = useMessages('postJobSteps')
  const { field } = useController<PostJobValues, 'is_whatsapp_number'>({ name: 'is_whatsapp_number' })
  return (
    <label className={styles.tick}>
      <input
        type="checkbox"
        name={field.name}
        checked={field.value}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        ref={field.ref}
      />
      {t.isWhatsApp}
    </label>
  )
}
