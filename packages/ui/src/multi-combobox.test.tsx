import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ComboboxOption } from './combobox.tsx'
import { MultiCombobox, type MultiComboboxProps } from './multi-combobox.tsx'
import { descriptionOf } from './test-helpers.ts'

afterEach(cleanup)

const cities: ComboboxOption[] = [
  { value: '9', label: 'హైదరాబాద్', keywords: 'Hyderabad' },
  { value: '12', label: 'Pune' },
  { value: '31', label: 'Visakhapatnam' },
  { value: '40', label: 'Vijayawada' },
]

function Cities(
  props: Partial<MultiComboboxProps> & { initial?: string[]; onValues?: (v: string[]) => void },
) {
  const { initial = [], onValues, ...rest } = props
  const [value, setValue] = useState<string[]>(initial)
  return (
    <>
      <MultiCombobox
        label="Preferred locations"
        options={cities}
        value={value}
        onChange={(next) => {
          setValue(next)
          onValues?.(next)
        }}
        {...rest}
      />
      <button type="button">Elsewhere</button>
    </>
  )
}

const input = () => screen.getByRole('combobox', { name: 'Preferred locations' })
const listbox = () => screen.getByRole('listbox', { hidden: true })
const optionNames = () =>
  within(listbox())
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent?.replace('✓', ''))
const chips = () =>
  screen.queryAllByRole('button', { name: /^Remove / }).map((chip) => chip.getAttribute('aria-label'))
const statuses = () => screen.getAllByRole('status').map((region) => region.textContent)

describe('MultiCombobox', () => {
  it('is a combobox over a multi-selectable listbox named by the label', () => {
    render(<Cities />)
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(input().getAttribute('aria-controls')).toBe(listbox().id)
    expect(listbox().getAttribute('aria-multiselectable')).toBe('true')
    expect(listbox().getAttribute('aria-labelledby')).toBe(screen.getByText('Preferred locations').id)
  })

  it('filters as the person types, by label or keywords (an English name under a Telugu one)', async () => {
    render(<Cities />)
    await userEvent.type(input(), 'v')
    expect(optionNames()).toEqual(['Visakhapatnam', 'Vijayawada'])
    await userEvent.clear(input())
    await userEvent.type(input(), 'hyd')
    expect(optionNames()).toEqual(['హైదరాబాద్'])
  })

  it('adds a tapped option as a chip, closes the list, clears the text, marks it chosen and says so', async () => {
    const onValues = vi.fn()
    render(<Cities onValues={onValues} />)
    await userEvent.type(input(), 'pu')
    await userEvent.click(within(listbox()).getByRole('option', { name: 'Pune', hidden: true }))

    expect(onValues).toHaveBeenLastCalledWith(['12'])
    expect(chips()).toEqual(['Remove Pune'])
    expect((input() as HTMLInputElement).value).toBe('')
    expect(document.activeElement).toBe(input())
    expect(
      within(listbox()).getByRole('option', { name: /Pune/, hidden: true }).getAttribute('aria-selected'),
    ).toBe('true')
    expect(statuses()).toContain('Pune added, 1 chosen')
    expect(descriptionOf(input())).toBe('Chosen: Pune')
  })

  it('works from the keyboard: arrows move, Enter adds or removes, Backspace drops the last chip', async () => {
    const onValues = vi.fn()
    render(<Cities onValues={onValues} />)
    await userEvent.type(input(), 'v')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onValues).toHaveBeenLastCalledWith(['40'])
    // The choice closes the list; an arrow opens it again, on the whole list.
    expect(input().getAttribute('aria-expanded')).toBe('false')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onValues).toHaveBeenLastCalledWith(['40', '9'])
    // Enter on a chosen option takes it away again.
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onValues).toHaveBeenLastCalledWith(['40'])
    await userEvent.keyboard('{Backspace}')
    expect(onValues).toHaveBeenLastCalledWith([])
    expect(statuses()).toContain('Vijayawada removed, 0 chosen')
    // Enter with the list open and nothing highlighted submits nothing.
    const submit = vi.fn((event: Event) => event.preventDefault())
    cleanup()
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <Cities />
      </form>,
    )
    await userEvent.click(input())
    await userEvent.keyboard('{Enter}')
    expect(submit).not.toHaveBeenCalled()
  })

  it('removes a chip with its button and keeps focus in the control', async () => {
    const onBlur = vi.fn()
    render(<Cities initial={['9', '12']} onBlur={onBlur} />)
    await userEvent.click(screen.getByRole('button', { name: 'Remove హైదరాబాద్' }))
    expect(chips()).toEqual(['Remove Pune'])
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Pune' })),
    )
    expect(onBlur).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Remove Pune' }))
    await waitFor(() => expect(document.activeElement).toBe(input()))
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(onBlur).toHaveBeenCalledTimes(1)
  })

  it('Escape closes the list, then clears the text', async () => {
    render(<Cities />)
    await userEvent.type(input(), 'pu')
    await userEvent.keyboard('{Escape}')
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect((input() as HTMLInputElement).value).toBe('pu')
    await userEvent.keyboard('{Escape}')
    expect((input() as HTMLInputElement).value).toBe('')
  })

  it('offers no more than max: the other options are disabled and the limit is shown', async () => {
    const onValues = vi.fn()
    render(<Cities initial={['9', '12']} max={2} onValues={onValues} />)
    await userEvent.click(input())
    const vizag = within(listbox()).getByRole('option', { name: 'Visakhapatnam', hidden: true })
    expect(vizag.getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByText('You can choose up to 2.')).toBeTruthy()
    await userEvent.click(vizag)
    expect(onValues).not.toHaveBeenCalled()
  })

  it('marks the control invalid and describes it by hint and error', () => {
    render(<Cities hint="Choose up to 10" error="This field is required." />)
    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(input())).toBe('Choose up to 10 This field is required.')
  })

  it('speaks the words it is given', async () => {
    render(
      <Cities
        initial={['12']}
        messages={{
          remove: (label) => `${label} తీసివేయండి`,
          chosen: (labels) => `ఎంచుకున్నవి: ${labels.join(', ')}`,
        }}
      />,
    )
    expect(screen.getByRole('button', { name: 'Pune తీసివేయండి' })).toBeTruthy()
    expect(descriptionOf(input())).toBe('ఎంచుకున్నవి: Pune')
  })

  it('submits each chosen value with a native form', () => {
    const { container } = render(<Cities initial={['9', '31']} name="locations" />)
    expect(
      Array.from(container.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="locations"]')).map(
        (hidden) => hidden.value,
      ),
    ).toEqual(['9', '31'])
  })
})
