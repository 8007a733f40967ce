import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import * as styles from './combobox.css.ts'
import * as fieldStyles from './field.css.ts'
import { Field, type FieldTextProps, fieldControlProps, useFieldIds } from './field.tsx'
import { VisuallyHidden } from './visually-hidden.tsx'

export interface ComboboxOption {
  value: string
  label: string
  /** A second, quieter line, e.g. the district of a city. */
  description?: string
  /** Other words that find the option as well, e.g. a city's English name under its Telugu one. */
  keywords?: string
}

export type LoadOptions = (query: string, signal: AbortSignal) => Promise<readonly ComboboxOption[]>

/** Words the combobox says; pass them in the user's language. */
export interface ComboboxMessages {
  noResults: string
  loading: string
  loadFailed: string
  /** Read out (not shown) as the list changes, e.g. '3 results available'. */
  results: (count: number) => string
}

const englishMessages: ComboboxMessages = {
  noResults: 'No results',
  loading: 'Loading…',
  loadFailed: 'Could not load the list. Type again to retry.',
  results: (count) => (count === 1 ? '1 result available' : `${count} results available`),
}

export interface ComboboxProps extends FieldTextProps {
  id?: string
  /** Submits the chosen option's value with a native form, through a hidden input. */
  name?: string
  /** A fixed list, filtered as the user types (case-insensitive, anywhere in the label). */
  options?: readonly ComboboxOption[]
  /**
   * Fetches the list for what was typed instead, e.g. from the API. Called after `debounceMs` of quiet
   * (at once for an empty query); the signal aborts when a newer query replaces it.
   */
  loadOptions?: LoadOptions
  debounceMs?: number
  value?: ComboboxOption | null
  defaultValue?: ComboboxOption | null
  onChange?: (option: ComboboxOption | null) => void
  placeholder?: string
  required?: boolean
  disabled?: boolean
  className?: string
  messages?: Partial<ComboboxMessages>
}

type LoadState = { status: 'idle' | 'loading' | 'done' | 'failed'; options: readonly ComboboxOption[] }

/** The options whose label (or keywords) holds what was typed, anywhere, ignoring case. */
export function filterOptions(options: readonly ComboboxOption[], query: string) {
  const needle = query.trim().toLocaleLowerCase()
  if (needle === '') return options
  return options.filter(
    (option) =>
      option.label.toLocaleLowerCase().includes(needle) ||
      (option.keywords?.toLocaleLowerCase().includes(needle) ?? false),
  )
}

/**
 * A text input that filters a list of choices (the ARIA 1.2 combobox pattern, list autocomplete with manual
 * selection). Focus stays in the input; arrow keys move a highlight through the listbox, Enter picks,
 * Escape closes the list (and clears the text when it is already closed).
 */
export function Combobox({
  label,
  hint,
  error,
  id,
  name,
  options = [],
  loadOptions,
  debounceMs = 300,
  value,
  defaultValue = null,
  onChange,
  placeholder,
  required,
  disabled,
  className,
  messages: messageOverrides,
}: ComboboxProps) {
  const messages = { ...englishMessages, ...messageOverrides }
  const ids = useFieldIds(id)
  const listboxId = `${ids.control}-listbox`
  const optionId = (index: number) => `${listboxId}-${index}`

  const [uncontrolled, setUncontrolled] = useState<ComboboxOption | null>(defaultValue)
  const selected = value !== undefined ? value : uncontrolled
  const [inputValue, setInputValue] = useState(selected?.label ?? '')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const [load, setLoad] = useState<LoadState>({ status: 'idle', options: [] })

  // Callers usually pass an inline function; keeping the latest in a ref stops each render refetching.
  const loadRef = useRef(loadOptions)
  loadRef.current = loadOptions
  const isAsync = loadOptions !== undefined

  useEffect(() => {
    const fetchOptions = loadRef.current
    if (!open || !fetchOptions) return
    const controller = new AbortController()
    setLoad((previous) => ({ status: 'loading', options: previous.options }))
    const timer = setTimeout(
      () => {
        fetchOptions(query, controller.signal).then(
          (loaded) => {
            if (!controller.signal.aborted) setLoad({ status: 'done', options: loaded })
          },
          () => {
            if (!controller.signal.aborted) setLoad({ status: 'failed', options: [] })
          },
        )
      },
      query === '' ? 0 : debounceMs,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [open, query, debounceMs])

  // A new value from the parent replaces the text, unless the user is typing.
  const selectedLabel = selected?.label ?? ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of value, not opening or closing, resets the text.
  useEffect(() => {
    if (!open) setInputValue(selectedLabel)
  }, [selectedLabel])

  const shown = isAsync ? (load.status === 'loading' ? [] : load.options) : filterOptions(options, query)
  const active = activeIndex < shown.length ? activeIndex : -1

  let message = ''
  if (isAsync && load.status === 'loading') message = messages.loading
  else if (isAsync && load.status === 'failed') message = messages.loadFailed
  else if (shown.length === 0) message = messages.noResults
  const status = !open ? '' : message || messages.results(shown.length)

  // Announced after a pause, so a screen reader is not talked over at every keystroke.
  const [announced, setAnnounced] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(status), 400)
    return () => clearTimeout(timer)
  }, [status])

  useEffect(() => {
    if (active < 0) return
    // Keeps the highlighted option visible in a list taller than its box; absent from some test DOMs (happy-dom).
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  function close() {
    setOpen(false)
    setActiveIndex(-1)
    setQuery('')
  }

  function choose(option: ComboboxOption | null) {
    if (value === undefined) setUncontrolled(option)
    setInputValue(option?.label ?? '')
    close()
    if (option?.value !== selected?.value) onChange?.(option)
  }

  function move(step: 1 | -1) {
    setOpen(true)
    if (open && active >= 0) {
      setActiveIndex((active + step + shown.length) % shown.length)
      return
    }
    // The first arrow press lands on the current value, else on the first (or, going up, the last) option.
    const current = shown.findIndex((option) => option.value === selected?.value)
    setActiveIndex(current >= 0 ? current : step === 1 ? 0 : shown.length - 1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (event.altKey) setOpen(event.key === 'ArrowDown')
      else move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter') {
      const option = open ? shown[active] : undefined
      if (option) {
        // Picking an option must not also submit the form around it.
        event.preventDefault()
        choose(option)
      }
    } else if (event.key === 'Escape') {
      // preventDefault tells an enclosing Modal this Escape was used, so it stays open.
      if (open) {
        event.preventDefault()
        close()
      } else if (inputValue !== '' || selected) {
        event.preventDefault()
        choose(null)
      }
    }
  }

  function onBlur() {
    const text = inputValue.trim().toLocaleLowerCase()
    if (text === '') return choose(null)
    if (text === selected?.label.toLocaleLowerCase()) return close()
    // Typing a choice out in full picks it; any other text goes back to the chosen value.
    const exact = shown.find((option) => option.label.toLocaleLowerCase() === text)
    if (exact) return choose(exact)
    setInputValue(selectedLabel)
    close()
  }

  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className={styles.wrapper}>
        <input
          {...fieldControlProps(ids, { hint, error })}
          className={fieldStyles.control}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          // "off" keeps the browser's own suggestion list from covering ours.
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={inputValue}
          placeholder={placeholder}
          required={required}
          disabled={disabled}
          onChange={(event) => {
            setInputValue(event.target.value)
            setQuery(event.target.value)
            setActiveIndex(-1)
            setOpen(true)
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <div className={styles.popup} hidden={!open}>
          <div
            role="listbox"
            id={listboxId}
            aria-labelledby={ids.label}
            className={styles.listbox}
            // mousedown would move focus out of the input before the click on an option lands.
            onMouseDown={(event) => event.preventDefault()}
          >
            {shown.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input; options are reached through aria-activedescendant.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keydown handles the keyboard for every option.
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-current={option.value === selected?.value || undefined}
                className={styles.option}
                onClick={() => choose(option)}
              >
                {option.label}
                {option.description && <span className={styles.description}>{option.description}</span>}
              </div>
            ))}
          </div>
          {message && (
            <p className={styles.message} aria-hidden="true">
              {message}
            </p>
          )}
        </div>
      </div>
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
      {name !== undefined && <input type="hidden" name={name} value={selected?.value ?? ''} />}
    </Field>
  )
}
