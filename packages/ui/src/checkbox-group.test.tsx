import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CheckboxGroup } from './checkbox-group.tsx'
import { descriptionOf } from './test-helpers.ts'

afterEach(cleanup)

const qualifications = [
  { value: '10th', label: '10th pass' },
  { value: '12th', label: '12th pass' },
  { value: 'graduate', label: 'Graduate' },
]

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

describe('CheckboxGroup', () => {
  it('is a group named by its legend, of checkboxes named by their labels', () => {
    render(<CheckboxGroup legend="Qualification" options={qualifications} />)

    const group = screen.getByRole('group', { name: 'Qualification' })
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3)
  })

  it('toggles any number of choices, reported in the order of the options (spec section 4: multi-select)', async () => {
    const onChange = vi.fn()
    render(<CheckboxGroup legend="Qualification" options={qualifications} onChange={onChange} />)

    await userEvent.click(box('Graduate'))
    await userEvent.click(screen.getByText('10th pass'))
    expect(onChange).toHaveBeenLastCalledWith(['10th', 'graduate'])

    await userEvent.click(box('Graduate'))
    expect(onChange).toHaveBeenLastCalledWith(['10th'])
    expect(box('10th pass').checked).toBe(true)
    expect(box('Graduate').checked).toBe(false)
  })

  it('each checkbox is a Tab stop and Space toggles it', async () => {
    render(<CheckboxGroup legend="Qualification" options={qualifications} defaultValue={['12th']} />)

    await userEvent.tab()
    expect(document.activeElement).toBe(box('10th pass'))
    await userEvent.tab()
    expect(document.activeElement).toBe(box('12th pass'))
    await userEvent.keyboard(' ')
    expect(box('12th pass').checked).toBe(false)
  })

  it('follows a controlled value', () => {
    render(<CheckboxGroup legend="Qualification" options={qualifications} value={['12th', 'graduate']} />)

    expect(screen.getAllByRole('checkbox').map((each) => (each as HTMLInputElement).checked)).toEqual([
      false,
      true,
      true,
    ])
  })

  it('with an error, describes the group; required is not put on each box', () => {
    render(
      <CheckboxGroup legend="Qualification" options={qualifications} error="Select at least one" required />,
    )

    expect(descriptionOf(screen.getByRole('group', { name: 'Qualification' }))).toBe('Select at least one')
    expect(box('Graduate').getAttribute('aria-invalid')).toBe('true')
    expect(box('Graduate').required).toBe(false)
  })

  it('a disabled group disables every box', () => {
    render(<CheckboxGroup legend="Qualification" options={qualifications} disabled />)

    expect(
      screen.getAllByRole('checkbox').every((each) => (each as HTMLInputElement).matches(':disabled')),
    ).toBe(true)
  })
})
