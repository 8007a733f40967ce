import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import * as styles from './combobox.css.ts'
import { type ComboboxOption, filterOptions } from './combobox.tsx'
import * as fieldStyles from './field.css.ts'
import { Field, type FieldTextProps, fieldControlProps, useFieldIds } from './field.tsx'
import * as chipStyles from './multi-combobox.css.ts'
import { VisuallyHidden } from './visually-hidden.tsx'

/** Words the multi-select says; pass them in the user's language. */
export interface MultiComboboxMessages {
  noResults: string
  /** Read out (not shown) as the list changes, e.g. '3 results available'. */
  results: (count: number) => string
  /** A chip's button name, e.g. 'Remove Hyderabad'. */
  remove: (label: string) => string
  /** Read out after a choice, e.g. 'Hyderabad added, 2 chosen'. */
  added: (label: string, count: number) => string
  /** Read out after a removal, e.g. 'Hyderabad removed, 1 chosen'. */
  removed: (label: string, count: number) => string
  /** Read with the input: what is chosen, e.g. 'Chosen: Hyderabad, Pune'; '' when nothing is. */
  chosen: (labels: readonly string[]) => string
  /** Shown when `max` are chosen and no more can be. */
  maxReached: (max: number) => string
}

const englishMessages: MultiComboboxMessages = {
  noResults: 'No results',
  results: (count) => (count === 1 ? '1 result available' : `${count} results available`),
  remove: (label) => `Remove ${label}`,
  added: (label, count) => `${label} added, ${count} chosen`,
  removed: (label, count) => `${label} removed, ${count} chosen`,
  chosen: (labels) => (labels.length === 0 ? '' : `Chosen: ${labels.join(', ')}`),
  maxReached: (max) => `You can choose up to ${max}.`,
}

export interface MultiComboboxProps extends FieldTextProps {
  id?: string
  /** Submits each chosen value with a native form, through hidden inputs of this name. */
  name?: string
  /** The choices, filtered as the user types (case-insensitive, anywhere in the label or keywords). */
  options: readonly ComboboxOption[]
  /** The chosen values, in the order they were chosen. */
  value?: readonly string[]
  defaultValue?: readonly string[]
  onChange?: (values: string[]) => void
  /** Called when focus leaves the whole control (input and chips), e.g. a form's "touched". */
  onBlur?: () => void
  /** At most this many can be chosen; the other options are then disabled. */
  max?: number
  placeholder?: string
  disabled?: boolean
  className?: string
  messages?: Partial<MultiComboboxMessages>
}

/**
 * Several choices from a long list (e.g. preferred cities): the ARIA 1.2 combobox pattern over a
 * multi-selectable listbox, the chosen values shown as removable chips. Typing filters; ↓/↑ move a
 * highlight, Enter (or a tap) adds or removes the highlighted option, closes the list and clears the text;
 * Backspace in an empty input removes the last chip; Escape closes the list, then clears the text. Each
 * chip is a button named 'Remove …'; additions and removals are read out.
 */
export function MultiCombobox({
  label,
  hint,
  error,
  id,
  name,
  options,
  value,
  defaultValue = [],
  onChange,
  onBlur,
  max,
  placeholder,
  disabled,
  className,
  messages: overrides,
}: MultiComboboxProps) {
  const messages = { ...englishMessages, ...overrides }
  const ids = useFieldIds(id)
  const listboxId = `${ids.control}-listbox`
  const chosenId = `${ids.control}-chosen`
  const optionId = (index: number) => `${listboxId}-${index}`

  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue)
  const selected = value ?? uncontrolled
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const [spoken, setSpoken] = useState('')
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  const byValue = new Map(options.map((option) => [option.value, option]))
  const chosen = selected.flatMap((each) => byValue.get(each) ?? [])
  const full = max !== undefined && selected.length >= max
  const shown = filterOptions(options, text)
  const active = activeIndex < shown.length ? activeIndex : -1

  const status = !open ? '' : shown.length === 0 ? messages.noResults : messages.results(shown.length)
  // The list's count is read after a pause in typing; a choice at once, in a region of its own so that
  // the count of the list (which changes as the text is cleared) does not talk over it.
  const [announced, setAnnounced] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(status), 400)
    return () => clearTimeout(timer)
  }, [status])

  useEffect(() => {
    if (active < 0) return
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  function commit(next: string[], said: string) {
    if (value === undefined) setUncontrolled(next)
    onChange?.(next)
    setSpoken(said)
  }

  function toggle(option: ComboboxOption) {
    if (selected.includes(option.value)) {
      const next = selected.filter((each) => each !== option.value)
      commit(next, messages.removed(option.label, next.length))
    } else if (!full) {
      const next = [...selected, option.value]
      commit(next, messages.added(option.label, next.length))
    }
    // The list closes (on a phone it would cover what comes next) and the text is cleared; typing again,
    // or an arrow key, opens it for the next choice.
    setText('')
    setOpen(false)
    setActiveIndex(-1)
  }

  function removeChip(option: ComboboxOption, index: number) {
    toggle(option)
    // Focus goes to the chip that takes its place, or back to the input: never lost to the page.
    requestAnimationFrame(() => {
      const chips = rootRef.current?.querySelectorAll<HTMLButtonElement>('[data-chip]')
      const target = chips?.[Math.min(index, (chips?.length ?? 1) - 1)]
      ;(target ?? inputRef.current)?.focus()
    })
  }

  function move(step: 1 | -1) {
    setOpen(true)
    if (shown.length === 0) return
    if (open && active >= 0) setActiveIndex((active + step + shown.length) % shown.length)
    else setActiveIndex(step === 1 ? 0 : shown.length - 1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (event.altKey) setOpen(event.key === 'ArrowDown')
      else move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter') {
      const option = open ? shown[active] : undefined
      // Enter in a form would submit it; here it picks, or does nothing while the list is open.
      if (option) {
        event.preventDefault()
        toggle(option)
      } else if (open) event.preventDefault()
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault()
        setOpen(false)
        setActiveIndex(-1)
      } else if (text !== '') {
        event.preventDefault()
        setText('')
      }
    } else if (event.key === 'Backspace' && text === '') {
      const last = chosen.at(-1)
      if (last) toggle(last)
    }
  }

  /** Focus left the input or a chip: when it left the whole control, the control is done with. */
  function onPartBlur(event: FocusEvent<HTMLElement>) {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return
    setOpen(false)
    setActiveIndex(-1)
    setText('')
    onBlur?.()
  }

  const chosenText = messages.chosen(chosen.map((option) => option.label))
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div ref={rootRef} className={chipStyles.root}>
        {chosen.length > 0 && (
          <ul className={chipStyles.chips} aria-label={chosenText}>
            {chosen.map((option, index) => (
              <li key={option.value}>
                <button
                  type="button"
                  className={chipStyles.chip}
                  data-chip=""
                  disabled={disabled}
                  aria-label={messages.remove(option.label)}
                  onBlur={onPartBlur}
                  onClick={() => removeChip(option, index)}
                >
                  <span>{option.label}</span>
                  <span className={chipStyles.remove} aria-hidden="true">
                    ×
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.wrapper}>
          <input
            ref={inputRef}
            {...fieldControlProps(
              ids,
              { hint, error },
              { 'aria-describedby': chosenText ? chosenId : undefined },
            )}
            className={fieldStyles.control}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value)
              setActiveIndex(-1)
              setOpen(true)
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={onPartBlur}
          />
          <div className={styles.popup} hidden={!open}>
            <div
              role="listbox"
              id={listboxId}
              aria-labelledby={ids.label}
              aria-multiselectable="true"
              className={styles.listbox}
              // mousedown would move focus out of the input before the tap on an option lands.
              onMouseDown={(event) => event.preventDefault()}
            >
              {shown.map((option, index) => {
                const isChosen = selected.includes(option.value)
                const unavailable = full && !isChosen
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input; options are reached through aria-activedescendant.
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keydown handles the keyboard for every option.
                  <div
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={isChosen}
                    aria-disabled={unavailable || undefined}
                    data-active={index === active || undefined}
                    className={chipStyles.option}
                    onClick={() => {
                      if (!unavailable) toggle(option)
                      inputRef.current?.focus()
                    }}
                  >
                    <span className={chipStyles.optionLabel}>
                      <span className={chipStyles.check} aria-hidden="true">
                        {isChosen ? '✓' : ''}
                      </span>
                      {option.label}
                    </span>
                    {option.description && <span className={styles.description}>{option.description}</span>}
                  </div>
                )
              })}
            </div>
            {(shown.length === 0 || full) && (
              <p className={styles.message} aria-hidden="true">
                {shown.length === 0 ? messages.noResults : messages.maxReached(max ?? 0)}
              </p>
            )}
          </div>
        </div>
        <VisuallyHidden id={chosenId}>{chosenText}</VisuallyHidden>
      </div>
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
      <VisuallyHidden role="status">{spoken}</VisuallyHidden>
      {name !== undefined &&
        selected.map((each) => <input key={each} type="hidden" name={name} value={each} />)}
    </Field>
  )
}
