import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Combobox, type ComboboxOption } from './combobox.tsx'
import { descriptionOf } from './test-helpers.ts'

afterEach(cleanup)

const categories: ComboboxOption[] = [
  { value: 'driver', label: 'Driver' },
  { value: 'delivery', label: 'Delivery Boy' },
  { value: 'data-entry', label: 'Data Entry Operator' },
  { value: 'cook', label: 'Cook' },
]

const combobox = () => screen.getByRole('combobox', { name: 'Job category' })
const listbox = () => screen.getByRole('listbox', { hidden: true })
const optionNames = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((option) => option.textContent)
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant')
  return id ? document.getElementById(id) : null
}

function Controlled() {
  const [value, setValue] = useState<ComboboxOption | null>(null)
  return (
    <>
      <Combobox label="Job category" options={categories} value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue(categories[3] ?? null)}>
        Pick cook
      </button>
    </>
  )
}

describe('Combobox', () => {
  it('is a collapsed combobox named by its label that controls a listbox named the same', () => {
    render(<Combobox label="Job category" options={categories} />)

    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect(combobox().getAttribute('aria-autocomplete')).toBe('list')
    expect(combobox().getAttribute('aria-controls')).toBe(listbox().id)
    expect(listbox().getAttribute('aria-labelledby')).toBe(
      screen.getByText('Job category').getAttribute('id'),
    )
  })

  it('typing opens the list and filters it, anywhere in the label, ignoring case', async () => {
    render(<Combobox label="Job category" options={categories} />)

    await userEvent.type(combobox(), 'DR')

    expect(combobox().getAttribute('aria-expanded')).toBe('true')
    expect(optionNames()).toEqual(['Driver'])
    await userEvent.clear(combobox())
    await userEvent.type(combobox(), 'o')
    expect(optionNames()).toEqual(['Delivery Boy', 'Data Entry Operator', 'Cook'])
  })

  it('arrow keys move the highlight (wrapping) while focus stays in the input; Enter picks', async () => {
    const onChange = vi.fn()
    render(<Combobox label="Job category" options={categories} onChange={onChange} />)

    await userEvent.click(combobox())
    await userEvent.keyboard('{ArrowDown}')
    expect(activeOption()?.textContent).toBe('Driver')
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(activeOption()?.textContent).toBe('Data Entry Operator')
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(activeOption()?.textContent).toBe('Cook')
    expect(document.activeElement).toBe(combobox())

    await userEvent.keyboard('{Enter}')

    expect(onChange).toHaveBeenCalledWith({ value: 'cook', label: 'Cook' })
    expect((combobox() as HTMLInputElement).value).toBe('Cook')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false)
  })

  it('opens on the current value when reopened with the arrow key', async () => {
    render(<Combobox label="Job category" options={categories} defaultValue={categories[2]} />)

    await userEvent.type(combobox(), '{ArrowDown}')

    expect(optionNames()).toHaveLength(4)
    expect(activeOption()?.textContent).toBe('Data Entry Operator')
  })

  it('Enter in the list does not submit the form; Enter with the list closed does', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Combobox label="Job category" options={categories} name="category" />
        <button type="submit">Next</button>
      </form>,
    )

    await userEvent.type(combobox(), 'dri{ArrowDown}{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
    expect((document.querySelector('input[name="category"]') as HTMLInputElement).value).toBe('driver')

    await userEvent.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('Escape closes the list first, then clears the text and the choice', async () => {
    const onChange = vi.fn()
    render(
      <Combobox label="Job category" options={categories} defaultValue={categories[0]} onChange={onChange} />,
    )

    await userEvent.type(combobox(), '{ArrowDown}')
    await userEvent.keyboard('{Escape}')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect((combobox() as HTMLInputElement).value).toBe('Driver')
    expect(onChange).not.toHaveBeenCalled()

    await userEvent.keyboard('{Escape}')
    expect((combobox() as HTMLInputElement).value).toBe('')
    expect(onChange).toHaveBeenCalledWith(null)
  })

  it('a tap on an option picks it and keeps focus in the input', async () => {
    const onChange = vi.fn()
    render(<Combobox label="Job category" options={categories} onChange={onChange} />)

    await userEvent.click(combobox())
    await userEvent.click(screen.getByRole('option', { name: 'Delivery Boy' }))

    expect(onChange).toHaveBeenCalledWith({ value: 'delivery', label: 'Delivery Boy' })
    expect(document.activeElement).toBe(combobox())
  })

  it('shows and announces "No results" when nothing matches', async () => {
    render(<Combobox label="Job category" options={categories} />)

    await userEvent.type(combobox(), 'pilot')

    expect(optionNames()).toEqual([])
    expect(screen.getByText('No results')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results'))
  })

  it('announces how many results there are', async () => {
    render(<Combobox label="Job category" options={categories} />)

    await userEvent.type(combobox(), 'd')

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 results available'))
  })

  it('on leaving, puts back the chosen label over half-typed text, and picks an exact match', async () => {
    const onChange = vi.fn()
    render(
      <>
        <Combobox
          label="Job category"
          options={categories}
          defaultValue={categories[0]}
          onChange={onChange}
        />
        <button type="button">Next</button>
      </>,
    )

    await userEvent.clear(combobox())
    await userEvent.type(combobox(), 'Co')
    await userEvent.tab()
    expect((combobox() as HTMLInputElement).value).toBe('Driver')
    expect(onChange).not.toHaveBeenCalled()

    await userEvent.clear(combobox())
    await userEvent.type(combobox(), 'cook')
    await userEvent.tab()
    expect(onChange).toHaveBeenCalledWith({ value: 'cook', label: 'Cook' })
    expect((combobox() as HTMLInputElement).value).toBe('Cook')
  })

  it('follows a controlled value', async () => {
    render(<Controlled />)

    await userEvent.click(screen.getByRole('button', { name: 'Pick cook' }))

    expect((combobox() as HTMLInputElement).value).toBe('Cook')
  })

  it('wires hint and error like the other fields', () => {
    render(
      <Combobox
        label="Job category"
        options={categories}
        hint="Type to search"
        error="Select a valid job title"
      />,
    )

    expect(combobox().getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(combobox())).toBe('Type to search Select a valid job title')
  })

  describe('with options loaded for the query', () => {
    it('loads after a pause in typing, shows loading, then the results; an older request is aborted', async () => {
      const signals: AbortSignal[] = []
      // The first answer waits until the test has seen the loading state (a busy machine types slower than
      // the debounce, so without the gate the answer could come before anyone looked).
      let answerFirst: () => void = () => undefined
      const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve))
      const loadOptions = vi.fn(async (query: string, signal: AbortSignal) => {
        signals.push(signal)
        if (signals.length === 1) await firstAnswered
        return categories.filter((option) => option.label.toLowerCase().startsWith(query.toLowerCase()))
      })
      render(<Combobox label="Job category" loadOptions={loadOptions} debounceMs={20} />)

      await userEvent.type(combobox(), 'd')
      expect(await screen.findByText('Loading…')).toBeTruthy()
      answerFirst()
      await waitFor(() => expect(optionNames()).toEqual(['Driver', 'Delivery Boy', 'Data Entry Operator']))
      expect(loadOptions).toHaveBeenLastCalledWith('d', expect.any(AbortSignal))

      await userEvent.type(combobox(), 'r')
      await waitFor(() => expect(optionNames()).toEqual(['Driver']))
      expect(loadOptions).toHaveBeenLastCalledWith('dr', expect.any(AbortSignal))
      expect(signals.slice(0, -1).every((signal) => signal.aborted)).toBe(true)
    })

    it('says "No results" for an empty answer and picks from loaded options with the keyboard', async () => {
      const onChange = vi.fn()
      const loadOptions = async (query: string) =>
        query === 'zz' ? [] : categories.filter((option) => option.value.includes(query))
      render(<Combobox label="Job category" loadOptions={loadOptions} debounceMs={0} onChange={onChange} />)

      await userEvent.type(combobox(), 'zz')
      await waitFor(() => expect(screen.getByText('No results')).toBeTruthy())

      await userEvent.clear(combobox())
      await userEvent.type(combobox(), 'cook')
      await waitFor(() => expect(optionNames()).toEqual(['Cook']))
      await userEvent.keyboard('{ArrowDown}{Enter}')
      expect(onChange).toHaveBeenCalledWith({ value: 'cook', label: 'Cook' })
    })

    it('says so when loading fails', async () => {
      const loadOptions = () => Promise.reject(new Error('offline'))
      render(<Combobox label="Job category" loadOptions={loadOptions} debounceMs={0} />)

      await userEvent.click(combobox())

      await waitFor(() =>
        expect(screen.getByText('Could not load the list. Type again to retry.')).toBeTruthy(),
      )
    })
  })
})
