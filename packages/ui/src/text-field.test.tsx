import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { descriptionOf } from './test-helpers.ts'
import { TextArea, TextField } from './text-field.tsx'

afterEach(cleanup)

describe('TextField', () => {
  it('is a text box named by its label', async () => {
    render(<TextField label="Company name" />)

    const input = screen.getByRole('textbox', { name: 'Company name' })
    await userEvent.click(screen.getByText('Company name'))
    expect(document.activeElement).toBe(input)
  })

  it('reads the hint as its description and is valid while there is no error', () => {
    render(<TextField label="Mobile number" hint="10 digits, starting 6 to 9" />)

    const input = screen.getByRole('textbox', { name: 'Mobile number' })
    expect(descriptionOf(input)).toBe('10 digits, starting 6 to 9')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
  })

  it('with an error, is invalid and describes the hint then the error', () => {
    render(
      <TextField
        label="Mobile number"
        hint="10 digits, starting 6 to 9"
        error="Enter a valid 10-digit mobile number."
      />,
    )

    const input = screen.getByRole('textbox', { name: 'Mobile number' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(input)).toBe('10 digits, starting 6 to 9 Enter a valid 10-digit mobile number.')
  })

  it('keeps a description the caller wired up itself', () => {
    render(
      <>
        <p id="fees-note">Fees must not be asked of seekers</p>
        <TextField label="Fee amount" aria-describedby="fees-note" error="This field is required." />
      </>,
    )

    expect(descriptionOf(screen.getByRole('textbox', { name: 'Fee amount' }))).toBe(
      'Fees must not be asked of seekers This field is required.',
    )
  })

  it.each([
    ['number', { type: 'text', inputmode: 'numeric', pattern: '[0-9]*' }],
    ['phone', { type: 'tel', inputmode: 'numeric', autocomplete: 'tel-national' }],
    ['email', { type: 'email', inputmode: 'email', autocomplete: 'email' }],
    ['text', { type: 'text' }],
  ] as const)('kind %s asks the phone for the right keyboard', (kind, attributes) => {
    render(<TextField label="Value" kind={kind} />)

    const input = screen.getByLabelText('Value')
    for (const [name, value] of Object.entries(attributes)) expect(input.getAttribute(name)).toBe(value)
  })

  it('lets the caller override what a kind sets', () => {
    render(<TextField label="WhatsApp number" kind="phone" autoComplete="off" />)

    expect(screen.getByLabelText('WhatsApp number').getAttribute('autocomplete')).toBe('off')
  })

  it('passes typing and native attributes through', async () => {
    const onChange = vi.fn()
    render(<TextField label="Openings" kind="number" required maxLength={2} onChange={onChange} />)

    const input = screen.getByRole('textbox', { name: 'Openings' }) as HTMLInputElement
    await userEvent.type(input, '12')
    expect(input.value).toBe('12')
    expect(input.required).toBe(true)
    expect(onChange).toHaveBeenCalledTimes(2)
  })
})

describe('TextArea', () => {
  it('is a multi-line text box with its label, hint and error wired the same way', () => {
    render(<TextArea label="Job description" hint="At least 10 characters" error="This field is required." />)

    const textarea = screen.getByRole('textbox', { name: 'Job description' })
    expect(textarea.tagName).toBe('TEXTAREA')
    expect(textarea.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(textarea)).toBe('At least 10 characters This field is required.')
  })
})
