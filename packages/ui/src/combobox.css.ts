import { style } from '@vanilla-extract/css'
import { optionBase } from './listbox-option.css.ts'
import { vars } from './theme.css.ts'

export const wrapper = style({ position: 'relative' })

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xxs})`,
  zIndex: 20,
  maxHeight: '16rem',
  overflowY: 'auto',
  // A flick at the end of the list must not start scrolling the page behind it.
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
})

export const listbox = style({ margin: 0, padding: 0 })

export const option = style([
  optionBase,
  {
    selectors: {
      // The option under the arrow keys; real focus stays in the input (aria-activedescendant).
      '&[aria-selected="true"]': {
        background: vars.color.surfaceMuted,
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '-3px',
      },
      '&[data-current]': { fontWeight: vars.fontWeight.bold },
      '&:hover': { background: vars.color.surfaceMuted },
    },
  },
])

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const message = style({ margin: 0, padding: vars.space.sm, color: vars.color.textMuted })
