import { useState } from 'react'
import { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from './choice.tsx'

export type { ChoiceOption as RadioOption }

export type RadioGroupProps = ChoiceGroupProps & {
  value?: string | null
  defaultValue?: string | null
  onChange?: (value: string) => void
  /**
   * Makes the choice clearable: the chosen option picked again (tapped, clicked, or Space on it) unchooses
   * it and calls this. Without it a radio group, once chosen, always holds a choice (the native rule).
   */
  onClear?: () => void
}

/**
 * One choice from a few, e.g. the seeker filters Shift timing and Experience. Native radios in a
 * fieldset: the group is one Tab stop and the arrow keys move and select, in every browser and reader.
 */
export function RadioGroup({ value, defaultValue = null, onChange, onClear, ...props }: RadioGroupProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue)
  const current = value !== undefined ? value : uncontrolled
  return (
    <ChoiceGroup
      {...props}
      type="radio"
      isChecked={(option) => option === current}
      onToggle={(option) => {
        if (value === undefined) setUncontrolled(option)
        onChange?.(option)
      }}
      onRepick={
        onClear &&
        (() => {
          if (value === undefined) setUncontrolled(null)
          onClear()
        })
      }
    />
  )
}
