import type { Locale } from '@localjobs/validation/constants'
import { messageFor } from '@localjobs/validation/messages'
import { seekerProfileStep1Schema, seekerProfileStep2Schema } from '@localjobs/validation/seeker-profile'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useFormContext, useFormState } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DRAFT_KEY_PREFIX, type DraftStorage } from './form-draft.ts'
import {
  type DraftOptions,
  type FormStep,
  type MultiStepFormOptions,
  useMultiStepForm,
} from './multi-step-form.ts'

afterEach(cleanup)

interface Values {
  name: string
  gender: string
  qualification: string
  specialization: string
  resume: string
  experience: string
  past_employer: string
  recent_designation: string
  salary: string
}

const EMPTY: Values = {
  name: '',
  gender: '',
  qualification: '',
  specialization: '',
  resume: '',
  experience: '',
  past_employer: '',
  recent_designation: '',
  salary: '',
}

// The validation package's real step schemas: the seeker profile's first two steps.
const STEPS: readonly FormStep<Values>[] = [
  {
    schema: seekerProfileStep1Schema,
    fields: ['name', 'gender', 'qualification', 'specialization', 'resume'],
  },
  {
    schema: seekerProfileStep2Schema,
    fields: ['experience', 'past_employer', 'recent_designation', 'salary'],
  },
]

const LABELS: Record<keyof Values, string> = {
  name: 'Full name',
  gender: 'Gender',
  qualification: 'Qualification',
  specialization: 'Specialization',
  resume: 'Resume id',
  experience: 'Experience',
  past_employer: 'Last employer',
  recent_designation: 'Last job title',
  salary: 'Current salary',
}

function Field({ name }: { name: keyof Values }) {
  const { register } = useFormContext<Values>()
  const { errors } = useFormState<Values>({ name })
  const error = errors[name]?.message
  return (
    <p>
      <label htmlFor={name}>{LABELS[name]}</label>
      {error && <span id={`${name}-error`}>{error}</span>}
      <input
        id={name}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      />
    </p>
  )
}

interface FormProps {
  onSave?: (values: Values) => Promise<boolean>
  draft?: Partial<DraftOptions<Values>> | false
  locale?: Locale
  defaults?: Values
  steps?: readonly FormStep<Values>[]
  onStepDone?: MultiStepFormOptions<Values>['onStepDone']
  onStepInvalid?: (step: number) => void
  initialStep?: number
  skippedSteps?: readonly number[]
  resetValues?: Values
}

function TestForm({
  onSave = async () => true,
  draft = {},
  locale = 'en',
  defaults = EMPTY,
  steps = STEPS,
  onStepDone,
  onStepInvalid,
  initialStep,
  skippedSteps,
  resetValues,
}: FormProps) {
  const flow = useMultiStepForm<Values>({
    steps,
    defaultValues: defaults,
    translate: (message) => messageFor({ message }, locale),
    draft: draft === false ? false : { key: 'test-form:7', version: 1, debounceMs: 5, ...draft },
    onSave,
    ...(onStepDone ? { onStepDone } : {}),
    ...(onStepInvalid ? { onStepInvalid } : {}),
    ...(initialStep !== undefined ? { initialStep } : {}),
    ...(skippedSteps ? { skippedSteps } : {}),
  })
  return (
    <FormProvider {...flow.form}>
      <form {...flow.formProps} aria-label="Profile">
        {flow.restoredDraft && (
          <p>
            Draft restored{' '}
            <button type="button" onClick={flow.discardDraft}>
              Start over
            </button>
          </p>
        )}
        <h2 {...flow.stepHeadingProps}>
          Step {flow.step + 1} of {flow.stepCount}
        </h2>
        {resetValues && (
          <button type="button" onClick={() => flow.resetTo(resetValues, 1)}>
            Take the server's values
          </button>
        )}
        <button type="button" onClick={() => flow.rebaseDraft('saved-2')}>
          Rebase
        </button>
        {steps[flow.step]?.fields.map((name) => (
          <Field key={name} name={name} />
        ))}
        {flow.step > 0 && (
          <button type="button" onClick={flow.back}>
            Back
          </button>
        )}
        <button type="submit">{flow.isLastStep ? (flow.saving ? 'Saving' : 'Save') : 'Next'}</button>
        <button
          type="button"
          onClick={() => flow.showErrors([{ path: 'resume', message: 'Choose your resume again.' }])}
        >
          Server refuses the resume
        </button>
      </form>
    </FormProvider>
  )
}

const box = (name: keyof Values) => screen.getByLabelText(LABELS[name])
const heading = () => screen.getByRole('heading', { level: 2 })
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }))

async function fill(values: Partial<Values>) {
  for (const [name, value] of Object.entries(values)) {
    await userEvent.clear(box(name as keyof Values))
    if (value) await userEvent.type(box(name as keyof Values), value)
  }
}

const step1 = {
  name: 'Ravi Kumar',
  gender: '1',
  qualification: '4',
  specialization: '3',
  resume: 'cmVzdW1lLWlkLTAwMDE',
}
const step2 = { experience: '2', past_employer: 'Sri Traders', recent_designation: 'Driver', salary: '2' }

const STORAGE_KEY = `${DRAFT_KEY_PREFIX}test-form:7`
const stored = () => {
  const raw = localStorage.getItem(STORAGE_KEY)
  return raw === null ? null : (JSON.parse(raw) as { version: number; step: number; values: Values })
}

beforeEach(() => localStorage.clear())

describe('useMultiStepForm: one step at a time, by the step schema', () => {
  it('Next checks only the shown step: every problem next to its field, in the language, focus on the first', async () => {
    render(<TestForm locale="hi" draft={false} />)
    await userEvent.type(box('gender'), '1')
    await next()

    expect(heading().textContent).toBe('Step 1 of 2')
    expect(screen.getByText('यह फ़ील्ड ज़रूरी है।', { selector: '#name-error' })).toBeTruthy()
    expect(screen.getByText('अपना रिज़्यूमे अपलोड करें।', { selector: '#resume-error' })).toBeTruthy()
    expect(box('gender').getAttribute('aria-invalid')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(box('name')))
  })

  it('shows a problem when the person leaves the field, and takes it away as they fix it', async () => {
    render(<TestForm draft={false} />)
    await userEvent.click(box('name'))
    await userEvent.tab()
    await waitFor(() => expect(box('name').getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('This field is required.')).toBeTruthy()

    await userEvent.type(box('name'), 'Ravi')
    await waitFor(() => expect(box('name').getAttribute('aria-invalid')).toBeNull())
    // A field of the same step not yet visited stays quiet.
    expect(box('qualification').getAttribute('aria-invalid')).toBeNull()
  })

  it('after Next, a problem goes away as it is fixed, before the field is left (nothing moves under a tap)', async () => {
    render(<TestForm draft={false} />)
    await next()
    await waitFor(() => expect(box('name').getAttribute('aria-invalid')).toBe('true'))
    await userEvent.type(box('name'), 'R')
    expect(document.activeElement).toBe(box('name'))
    await waitFor(() => expect(box('name').getAttribute('aria-invalid')).toBeNull())
    expect(box('gender').getAttribute('aria-invalid')).toBe('true')
  })

  it('moves on when the step passes, focusing its heading; Back and Next lose nothing', async () => {
    render(<TestForm draft={false} />)
    await fill(step1)
    await next()
    expect(heading().textContent).toBe('Step 2 of 2')
    await waitFor(() => expect(document.activeElement).toBe(heading()))

    await fill({ past_employer: 'Sri Traders' })
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(heading().textContent).toBe('Step 1 of 2')
    expect((box('name') as HTMLInputElement).value).toBe('Ravi Kumar')
    await next()
    expect((box('past_employer') as HTMLInputElement).value).toBe('Sri Traders')
  })

  it('saves every step’s values once all pass; a step the schema skips (a fresher’s employer) does not block', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    render(<TestForm onSave={onSave} draft={false} />)
    await fill(step1)
    await next()
    await fill({ experience: '0' })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0]?.[0]).toEqual({ ...EMPTY, ...step1, experience: '0' })
  })

  it('puts server problems next to their fields, on the step of the first, and focuses it', async () => {
    render(<TestForm draft={false} />)
    await fill(step1)
    await next()
    await userEvent.click(screen.getByRole('button', { name: 'Server refuses the resume' }))

    expect(heading().textContent).toBe('Step 1 of 2')
    expect(screen.getByText('Choose your resume again.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(box('resume')))
  })
})

describe('useMultiStepForm: the draft kept on the device until saved', () => {
  it('writes what is typed, with the step, and restores it on the next visit (a reload)', async () => {
    const first = render(<TestForm />)
    await fill(step1)
    await next()
    await fill({ past_employer: 'Sri Traders' })
    await waitFor(() => expect(stored()?.values.past_employer).toBe('Sri Traders'))
    expect(stored()).toMatchObject({ version: 1, step: 1, values: { name: 'Ravi Kumar' } })
    first.unmount()

    render(<TestForm />)
    expect(heading().textContent).toBe('Step 2 of 2')
    expect((box('past_employer') as HTMLInputElement).value).toBe('Sri Traders')
    expect(screen.getByText(/Draft restored/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect((box('name') as HTMLInputElement).value).toBe('Ravi Kumar')
  })

  it('writes at once when the page is hidden, without waiting for the quiet moment', async () => {
    render(<TestForm draft={{ debounceMs: 60_000 }} />)
    await fill({ name: 'Sita' })
    expect(stored()).toBeNull()
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    expect(stored()?.values.name).toBe('Sita')
  })

  it('is cleared when the save succeeds, and not written again as the form goes away', async () => {
    const view = render(<TestForm />)
    await fill(step1)
    await next()
    await fill(step2)
    await waitFor(() => expect(stored()?.values.salary).toBe('2'))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(stored()).toBeNull())
    view.unmount()
    expect(stored()).toBeNull()
  })

  it('stays when the save fails, so nothing typed is lost', async () => {
    render(<TestForm onSave={async () => false} />)
    await fill(step1)
    await next()
    await fill(step2)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy())
    await waitFor(() => expect(stored()?.values).toEqual({ ...EMPTY, ...step1, ...step2 }))
  })

  it('sends the person back to an earlier step that no longer passes', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, step: 1, savedAt: Date.now(), values: { ...step1, resume: '' } }),
    )
    render(<TestForm />)
    expect(heading().textContent).toBe('Step 1 of 2')
    expect((box('name') as HTMLInputElement).value).toBe('Ravi Kumar')
  })

  it('is one per user: another user’s draft is not shown', async () => {
    const draft = { version: 1, step: 0, savedAt: Date.now(), values: step1 }
    localStorage.setItem(`${DRAFT_KEY_PREFIX}test-form:8`, JSON.stringify(draft))
    render(<TestForm />)
    expect((box('name') as HTMLInputElement).value).toBe('')
    expect(screen.queryByText(/Draft restored/)).toBeNull()
  })

  it.each<[string, string]>([
    ['text that is not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, step: 0, savedAt: Date.now(), values: step1 })],
    [
      'a draft older than a week',
      JSON.stringify({ version: 1, step: 0, savedAt: Date.now() - 8 * 86_400_000, values: step1 }),
    ],
    [
      'values that are not an object',
      JSON.stringify({ version: 1, step: 0, savedAt: Date.now(), values: 'Ravi' }),
    ],
    ['a step that is not one', JSON.stringify({ version: 1, step: -1, savedAt: Date.now(), values: step1 })],
  ])('ignores and removes %s', (_case, raw) => {
    localStorage.setItem(STORAGE_KEY, raw)
    render(<TestForm />)
    expect((box('name') as HTMLInputElement).value).toBe('')
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  it('keeps the fields whose stored values still fit, and the defaults of the others', () => {
    const values = { ...step1, name: 42, gender: ['1'], unknown: 'x' }
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, step: 0, savedAt: Date.now(), values }))
    render(<TestForm />)
    expect((box('name') as HTMLInputElement).value).toBe('')
    expect((box('gender') as HTMLInputElement).value).toBe('')
    expect((box('qualification') as HTMLInputElement).value).toBe('4')
  })

  it('starts over from the defaults when asked, and forgets the draft', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, step: 1, savedAt: Date.now(), values: step1 }),
    )
    render(<TestForm />)
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }))
    expect(heading().textContent).toBe('Step 1 of 2')
    expect((box('name') as HTMLInputElement).value).toBe('')
    expect(stored()).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(stored()).toBeNull()
  })

  it.each<[string, DraftStorage]>([
    [
      'blocked',
      {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError')
        },
        setItem: () => {
          throw new DOMException('denied', 'SecurityError')
        },
        removeItem: () => {
          throw new DOMException('denied', 'SecurityError')
        },
      },
    ],
    [
      'full',
      {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError')
        },
        removeItem: () => undefined,
      },
    ],
  ])('works on without a draft when storage is %s', async (_case, storage) => {
    const onSave = vi.fn(async () => true)
    render(<TestForm draft={{ storage }} onSave={onSave} />)
    await fill(step1)
    await next()
    await fill(step2)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
  })
})

// Three steps where the middle one can be skipped (as an enterprise account skips the company step).
const THREE_STEPS: readonly FormStep<Values>[] = [
  STEPS[0] as FormStep<Values>,
  STEPS[1] as FormStep<Values>,
  STEPS[1] as FormStep<Values>,
]

describe('useMultiStepForm: steps saved on the way, opened at a step, skipped, reset', () => {
  it('runs onStepDone with the values after a step passes, and stays on the step when it answers false', async () => {
    const done = vi.fn(async (_step: number, _values: Values) => false)
    render(<TestForm draft={false} onStepDone={done} />)
    await fill(step1)
    await next()
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1))
    expect(done.mock.calls[0]?.[0]).toBe(0)
    expect(done.mock.calls[0]?.[1]).toMatchObject(step1)
    expect(heading().textContent).toBe('Step 1 of 2')
    done.mockImplementation(async () => true)
    await next()
    await waitFor(() => expect(heading().textContent).toBe('Step 2 of 2'))
  })

  it('does not run onStepDone when the step has problems, and tells onStepInvalid which step', async () => {
    const done = vi.fn(async () => true)
    const invalid = vi.fn()
    render(<TestForm draft={false} onStepDone={done} onStepInvalid={invalid} />)
    await next()
    expect(document.activeElement).toBe(box('name'))
    expect(done).not.toHaveBeenCalled()
    expect(invalid).toHaveBeenCalledWith(0)
  })

  it('opens at initialStep when the steps before it pass, else at the first that does not', () => {
    const { unmount } = render(<TestForm draft={false} initialStep={1} defaults={{ ...EMPTY, ...step1 }} />)
    expect(heading().textContent).toBe('Step 2 of 2')
    unmount()
    render(<TestForm draft={false} initialStep={1} />)
    expect(heading().textContent).toBe('Step 1 of 2')
  })

  it('goes past a skipped step on Next and on Back', async () => {
    render(<TestForm draft={false} steps={THREE_STEPS} skippedSteps={[1]} />)
    await fill(step1)
    await next()
    await waitFor(() => expect(heading().textContent).toBe('Step 3 of 3'))
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(heading().textContent).toBe('Step 1 of 3')
  })

  it('resetTo replaces the values with the given ones and opens the step', async () => {
    render(<TestForm draft={false} resetValues={{ ...EMPTY, ...step1, name: 'Lakshmi Devi' }} />)
    await userEvent.click(screen.getByRole('button', { name: "Take the server's values" }))
    expect(heading().textContent).toBe('Step 2 of 2')
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect((box('name') as HTMLInputElement).value).toBe('Lakshmi Devi')
  })

  it('rebaseDraft writes the draft now under the new basis, so it survives a reload with that basis', async () => {
    const { unmount } = render(<TestForm draft={{ basis: 'saved-1' }} />)
    await fill({ name: 'Ravi' })
    await userEvent.click(screen.getByRole('button', { name: 'Rebase' }))
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ basis: 'saved-2' })
    unmount()
    render(<TestForm draft={{ basis: 'saved-2' }} />)
    expect((box('name') as HTMLInputElement).value).toBe('Ravi')
  })
})
