import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import * as styles from './tabs.css.ts'

export interface TabItem {
  value: string
  label: ReactNode
  /** Drawn only while its tab is selected, so a hidden list does not fetch its data. */
  panel: ReactNode
}

export interface TabsProps {
  /** Names the tab list, e.g. 'Job lists'. */
  label: string
  tabs: readonly TabItem[]
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  /**
   * 'automatic' selects a tab as the arrow keys reach it; 'manual' only moves focus, and Enter or Space
   * selects (better when a panel is slow to load, e.g. on a slow network).
   */
  activation?: 'automatic' | 'manual'
  className?: string
}

/**
 * The ARIA tabs pattern: one Tab stop for the whole list (roving tabindex), Left and Right arrows move
 * (wrapping), Home and End jump to the ends; each tab controls its panel.
 */
export function Tabs({
  label,
  tabs,
  value,
  defaultValue,
  onChange,
  activation = 'automatic',
  className,
}: TabsProps) {
  const baseId = useId()
  const tabId = (index: number) => `${baseId}-tab-${index}`
  const panelId = (index: number) => `${baseId}-panel-${index}`
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? tabs[0]?.value)
  const selected = value ?? uncontrolled
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === selected),
  )
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  function select(index: number) {
    const tab = tabs[index]
    if (!tab) return
    if (value === undefined) setUncontrolled(tab.value)
    if (tab.value !== selected) onChange?.(tab.value)
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    buttons.current[target]?.focus()
    if (activation === 'automatic') select(target)
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element
            }}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-selected={index === selectedIndex}
            aria-controls={panelId(index)}
            tabIndex={index === selectedIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        // Every panel exists so each tab's aria-controls points somewhere; only the selected one has content.
        <div
          key={tab.value}
          id={panelId(index)}
          role="tabpanel"
          aria-labelledby={tabId(index)}
          hidden={index !== selectedIndex}
          // The APG makes the shown panel a Tab stop, so keyboard users reach panels with only text.
          tabIndex={index === selectedIndex ? 0 : undefined}
          className={styles.panel}
        >
          {index === selectedIndex ? tab.panel : null}
        </div>
      ))}
    </div>
  )
}
