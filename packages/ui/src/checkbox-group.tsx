import { useState } from 'react'
import { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from './choice.tsx'

export type { ChoiceOption as CheckboxOption }

export type CheckboxGroupProps = ChoiceGroupProps & {
  value?: readonly string[]
  defaultValue?: readonly string[]
  /** The ticked values, in the order of `options`. */
  onChange?: (values: string[]) => void
}

/** Any number of choices, e.g. the seeker filters Salary and Qualification. Native checkboxes in a fieldset. */
export function CheckboxGroup({ value, defaultValue = [], onChange, options, ...props }: CheckboxGroupProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue)
  const current = value ?? uncontrolled
  return (
    <ChoiceGroup
      {...props}
      options={options}
      type="checkbox"
      isChecked={(option) => current.includes(option)}
      onToggle={(option, checked) => {
        const next = options
          .map((each) => each.value)
          .filter((each) => (each === option ? checked : current.includes(each)))
        if (value === undefined) setUncontrolled(next)
        onChange?.(next)
      }}
    />
  )
}
