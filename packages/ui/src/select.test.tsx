import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Select } from './select.tsx'
import { descriptionOf } from './test-helpers.ts'

afterEach(cleanup)

const states = [
  { value: '91', label: 'Telangana' },
  { value: '92', label: 'Andhra Pradesh' },
]

describe('Select', () => {
  it('is a native select named by its label, with a first empty choice', () => {
    render(<Select label="State" placeholder="Select a state" options={states} />)

    const select = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement
    expect(select.tagName).toBe('SELECT')
    expect(select.value).toBe('')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a state',
      'Telangana',
      'Andhra Pradesh',
    ])
  })

  it('reports the chosen value', async () => {
    const onChange = vi.fn()
    render(<Select label="State" placeholder="Select a state" options={states} onChange={onChange} />)

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Andhra Pradesh')

    expect(onChange).toHaveBeenCalledTimes(1)
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('92')
  })

  it('with an error, is invalid and describes the error', () => {
    render(<Select label="State" options={states} error="Select a valid state" />)

    const select = screen.getByRole('combobox', { name: 'State' })
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(select)).toBe('Select a valid state')
  })

  it('accepts <option> children instead of a list', () => {
    render(
      <Select label="Openings" defaultValue="2">
        <option value="1">1</option>
        <option value="2">2</option>
      </Select>,
    )

    expect((screen.getByRole('combobox', { name: 'Openings' }) as HTMLSelectElement).value).toBe('2')
  })
})
