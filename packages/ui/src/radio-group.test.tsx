import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RadioGroup } from './radio-group.tsx'
import { descriptionOf } from './test-helpers.ts'

afterEach(cleanup)

const shifts = [
  { value: 'day', label: 'Day shift' },
  { value: 'night', label: 'Night shift', description: '10 pm to 6 am' },
  { value: 'any', label: 'Any shift' },
]

describe('RadioGroup', () => {
  it('is a group named by its legend, of radios named by their labels', () => {
    render(<RadioGroup legend="Shift timing" options={shifts} />)

    const group = screen.getByRole('group', { name: 'Shift timing' })
    expect(group.tagName).toBe('FIELDSET')
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(
      Array(3).fill(radios[0]?.getAttribute('name')),
    )
    expect(screen.getByRole('radio', { name: 'Night shift' })).toBeTruthy()
    expect(descriptionOf(screen.getByRole('radio', { name: 'Night shift' }))).toBe('10 pm to 6 am')
  })

  it('is one Tab stop, and arrow keys move the choice (native radios)', async () => {
    const onChange = vi.fn()
    render(
      <>
        <RadioGroup legend="Shift timing" options={shifts} defaultValue="day" onChange={onChange} />
        <button type="button">Apply filters</button>
      </>,
    )

    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Day shift' }))
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Night shift' }))
    expect((screen.getByRole('radio', { name: 'Night shift' }) as HTMLInputElement).checked).toBe(true)
    expect(onChange).toHaveBeenLastCalledWith('night')
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apply filters' }))
  })

  it('keeps a single choice (spec section 4: radio filters keep one)', async () => {
    render(<RadioGroup legend="Shift timing" options={shifts} />)

    await userEvent.click(screen.getByRole('radio', { name: 'Day shift' }))
    await userEvent.click(screen.getByText('Any shift'))

    const checked = screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)
    expect(checked.map((radio) => radio.getAttribute('value'))).toEqual(['any'])
  })

  it('with onClear, the chosen option picked again unchooses it (click, label tap or Space)', async () => {
    const onClear = vi.fn()
    const onChange = vi.fn()
    render(
      <RadioGroup
        legend="Gender"
        options={shifts}
        defaultValue="night"
        onChange={onChange}
        onClear={onClear}
      />,
    )
    const night = screen.getByRole('radio', { name: 'Night shift' }) as HTMLInputElement

    await userEvent.click(night)
    expect(night.checked).toBe(false)
    expect(onClear).toHaveBeenCalledTimes(1)

    await userEvent.click(screen.getByText('Night shift'))
    expect(night.checked).toBe(true)
    expect(onChange).toHaveBeenLastCalledWith('night')
    await userEvent.click(screen.getByText('Night shift'))
    expect(night.checked).toBe(false)
    expect(onClear).toHaveBeenCalledTimes(2)

    await userEvent.click(night)
    night.focus()
    await userEvent.keyboard(' ')
    expect(night.checked).toBe(false)
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true)
    expect(onClear).toHaveBeenCalledTimes(3)
  })

  it('with onClear and a controlled value, picking the chosen one again asks the owner to clear it', async () => {
    const onClear = vi.fn()
    render(<RadioGroup legend="Shift timing" options={shifts} value="day" onClear={onClear} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Any shift' }))
    expect(onClear).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('radio', { name: 'Day shift' }))
    expect(onClear).toHaveBeenCalledTimes(1)
  })

  it('without onClear, picking the chosen option again keeps it chosen (the native rule)', async () => {
    render(<RadioGroup legend="Shift timing" options={shifts} defaultValue="day" />)
    const day = screen.getByRole('radio', { name: 'Day shift' }) as HTMLInputElement
    await userEvent.click(day)
    expect(day.checked).toBe(true)
  })

  it('follows a controlled value', () => {
    const { rerender } = render(<RadioGroup legend="Shift timing" options={shifts} value="day" />)
    rerender(<RadioGroup legend="Shift timing" options={shifts} value="any" />)

    expect((screen.getByRole('radio', { name: 'Any shift' }) as HTMLInputElement).checked).toBe(true)
  })

  it('with an error, describes the group and marks its radios invalid; required makes the group required', () => {
    render(
      <RadioGroup
        legend="Gender"
        options={shifts}
        hint="Pick one"
        error="This field is required."
        required
      />,
    )

    expect(descriptionOf(screen.getByRole('group', { name: 'Gender' }))).toBe(
      'Pick one This field is required.',
    )
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-invalid')).toBe('true')
      expect((radio as HTMLInputElement).required).toBe(true)
    }
  })

  it('tells when focus leaves the group (a form marks it touched)', async () => {
    const onBlur = vi.fn()
    render(
      <>
        <RadioGroup legend="Shift timing" options={shifts} onBlur={onBlur} />
        <button type="button">After</button>
      </>,
    )
    await userEvent.click(screen.getByRole('radio', { name: 'Day shift' }))
    expect(onBlur).not.toHaveBeenCalled()
    await userEvent.tab()
    expect(onBlur).toHaveBeenCalledTimes(1)
  })

  it('can hide the legend on screen and still be named by it', () => {
    render(<RadioGroup legend="Freshness" hideLegend options={shifts} />)

    expect(screen.getByRole('group', { name: 'Freshness' })).toBeTruthy()
  })
})
