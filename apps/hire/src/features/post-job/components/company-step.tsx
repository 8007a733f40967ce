import type { DraftContext } from '@localjobs/api-client/submissions/types'
import { Button } from '@localjobs/ui/button'
import { FileField } from '@localjobs/ui/file-field'
import { COMPANY_LOGO_ACCEPT, companyLogoProblem } from '@localjobs/validation/company-logo'
import { POSTER_ROLE_AGENCY } from '@localjobs/validation/constants'
import { translate } from '@localjobs/validation/messages/lookup'
import { useState, useSyncExternalStore } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { chosenLogo, onLogoChange, setChosenLogo } from '../logo-store.ts'
import type { PostJobValues } from '../post-job-values.ts'
import { choicesOf, RadioField, SelectField, TextInput } from './post-job-fields.tsx'
import { useStepWords } from './step-words.ts'

/**
 * Step 3, company details (spec section 3): the company, its size and type, whether it is a consultancy,
 * the name shown to candidates, the agency's name when an agency posts, the e-mail (its four error types;
 * the duplicate comes from the server) and the logo (checked here: type and 2 MB).
 */
export function CompanyStep({ context }: { context: DraftContext }) {
  useStepWords('postJobSteps')
  const t = useMessages('postJobSteps')
  const form = useMessages('postJob')
  const options = context.options
  const posterRole = useWatch<PostJobValues, 'poster_role'>({ name: 'poster_role' })
  return (
    <>
      <TextInput name="advertiser_company_name" label={t.advertiserCompanyName} autoComplete="organization" />
      <SelectField name="company_size" label={t.companySize} options={choicesOf(options.company_size)} />
      <SelectField name="company_type" label={t.companyType} options={choicesOf(options.company_type)} />
      <RadioField
        name="is_consultancy_name"
        legend={t.isConsultancy}
        orientation="horizontal"
        options={[
          { value: 'true', label: t.yes },
          { value: 'false', label: t.no },
        ]}
      />
      <TextInput name="company_name" label={`${t.companyNameShown} ${form.optional}`} />
      {posterRole === POSTER_ROLE_AGENCY && <TextInput name="agency_name" label={t.agencyName} />}
      <TextInput name="company_email" label={`${t.companyEmail} ${form.optional}`} kind="email" />
      <LogoField />
    </>
  )
}

function LogoField() {
  const t = useMessages('postJobSteps')
  const form = useMessages('postJob')
  const locale = useLocale()
  const logo = useSyncExternalStore(onLogoChange, chosenLogo, () => null)
  const [problem, setProblem] = useState<string | null>(null)
  const { setValue } = useFormContext<PostJobValues>()
  // The name is kept with the draft, the file only in memory: after a reload the field asks for it again.
  const keptName = useWatch<PostJobValues, 'logo_name'>({ name: 'logo_name' })
  const choose = (file: File | null) => {
    setChosenLogo(file)
    setValue('logo_name', file?.name ?? '', { shouldDirty: true })
  }
  return (
    <FileField
      label={`${t.logo} ${form.optional}`}
      hint={t.logoHint}
      accept={COMPANY_LOGO_ACCEPT}
      error={problem ?? undefined}
      status={logo ? t.logoChosen({ name: logo.name }) : keptName ? t.logoAgain : undefined}
      onChange={(event) => {
        const file = event.target.files?.[0]
        if (!file) return
        const key = companyLogoProblem(file)
        setProblem(key ? translate(key, locale) : null)
        // A refused file is not kept; the one chosen before stays.
        if (!key) choose(file)
        event.target.value = ''
      }}
      actions={
        logo ? (
          <Button variant="secondary" onClick={() => choose(null)}>
            {t.logoRemove}
          </Button>
        ) : undefined
      }
    />
  )
}
