import type { JobSeekerProfileOptions } from '@localjobs/api-client/job-seeker/profile'
import type { PrimaryJobRole } from '@localjobs/api-client/primary-job-roles/types'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSeeker } from '#src/testing/render-seeker.tsx'
import { EMPTY_PROFILE_VALUES, type ProfileValues } from '../profile-values.ts'
import { PreferencesStep } from './preferences-step.tsx'
import { WorkStep } from './work-step.tsx'

afterEach(cleanup)

const list = (...titles: string[]) => titles.map((title, index) => ({ id: index, title }))
const options: JobSeekerProfileOptions = {
  gender: list('Male', 'Female'),
  qualification: list('10th pass', '12th pass'),
  specialization: list('None', 'Arts'),
  experience: list('Fresher', '1 year', '2 years'),
  salary: list('No salary yet', '₹10,000 - ₹20,000'),
  job_type: list('Full Time', 'Part Time'),
  work_time: list('Up to 4 hours a day', '4 to 8 hours a day'),
  shift_timing: list('Day Shift', 'Night Shift'),
  job_category: [
    { id: 1, title: 'డ్రైవర్', english_name: 'Driver' },
    { id: 2, title: 'డెలివరీ', english_name: 'Delivery' },
  ],
  locations: [
    { id: 9, title: 'హైదరాబాద్', english_name: 'Hyderabad' },
    { id: 31, title: 'పుణె', english_name: 'Pune' },
  ],
}
const roles: PrimaryJobRole[] = [
  {
    id: 11,
    title: 'Cab Driver',
    english_name: 'Cab Driver',
    job_category: 1,
    job_title_id: 1,
    job_title: 'Driver',
  },
  {
    id: 12,
    title: 'Truck Driver',
    english_name: 'Truck Driver',
    job_category: 1,
    job_title_id: 1,
    job_title: 'Driver',
  },
  {
    id: 21,
    title: 'Food Delivery',
    english_name: 'Food Delivery',
    job_category: 2,
    job_title_id: 2,
    job_title: 'Delivery',
  },
]

let form: ReturnType<typeof useForm<ProfileValues>> | undefined

function Harness({ step, values }: { step: 'work' | 'preferences'; values: Partial<ProfileValues> }) {
  form = useForm<ProfileValues>({ defaultValues: { ...EMPTY_PROFILE_VALUES, ...values } })
  return (
    <FormProvider {...form}>
      {step === 'work' ? (
        <WorkStep options={options} />
      ) : (
        <PreferencesStep options={options} roles={{ list: roles, failed: false }} />
      )}
    </FormProvider>
  )
}

const renderStep = (step: 'work' | 'preferences', values: Partial<ProfileValues> = {}) =>
  renderSeeker({ root: () => <Harness step={step} values={values} /> })

describe('the work step', () => {
  it('asks a fresher for no employer, job title or salary, and says why', async () => {
    await renderStep('work', { experience: '1', past_employer: 'Sri Traders' })
    expect(await screen.findByLabelText('Last employer')).toBeTruthy()
    expect(screen.getByLabelText('Current salary')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Experience'), { target: { value: '0' } })
    await waitFor(() => expect(screen.queryByLabelText('Last employer')).toBeNull())
    expect(screen.queryByLabelText('Last job title')).toBeNull()
    expect(screen.queryByLabelText('Current salary')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe(
      'As a fresher, you skip last employer, job title and salary.',
    )
    // Kept, in case the answer changes back.
    fireEvent.change(screen.getByLabelText('Experience'), { target: { value: '2' } })
    expect(((await screen.findByLabelText('Last employer')) as HTMLInputElement).value).toBe('Sri Traders')
  })
})

describe('the preferences step', () => {
  const roleSelect = () => screen.getByLabelText('Job role (optional)') as HTMLSelectElement
  const offered = () =>
    Array.from(roleSelect().querySelectorAll('optgroup')).map((group) => [
      group.label,
      Array.from(group.querySelectorAll('option')).map((option) => option.textContent),
    ])

  it('offers the job roles of the chosen categories only, and none before a category is chosen', async () => {
    await renderStep('preferences')
    expect(await screen.findByText('Choose a job category first.')).toBeTruthy()
    expect(roleSelect().disabled).toBe(true)

    await userEvent.click(screen.getByRole('checkbox', { name: 'డ్రైవర్' }))
    await waitFor(() => expect(roleSelect().disabled).toBe(false))
    expect(offered()).toEqual([['డ్రైవర్', ['Cab Driver', 'Truck Driver']]])
    expect(screen.getByText('Roles of the job categories you chose')).toBeTruthy()
  })

  it('drops a chosen role when its category is unticked', async () => {
    await renderStep('preferences', { job_category: ['1', '2'], job_role: '21' })
    await waitFor(() => expect(roleSelect().value).toBe('21'))
    await userEvent.click(screen.getByRole('checkbox', { name: 'డెలివరీ' }))
    await waitFor(() => expect(form?.getValues('job_role')).toBe(''))
    expect(offered()).toEqual([['డ్రైవర్', ['Cab Driver', 'Truck Driver']]])
  })

  it('chooses cities in the combobox, found by their English names as well', async () => {
    await renderStep('preferences')
    const cities = await screen.findByRole('combobox', { name: 'Preferred locations' })
    await userEvent.type(cities, 'pun')
    const listbox = screen.getByRole('listbox', { name: 'Preferred locations' })
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['పుణె'])
    await userEvent.click(within(listbox).getByRole('option', { name: 'పుణె' }))
    expect(form?.getValues('locations')).toEqual(['31'])
    expect(screen.getByRole('button', { name: 'Remove పుణె' })).toBeTruthy()
  })
})
