import { style } from '@vanilla-extract/css'
import { optionBase } from './listbox-option.css.ts'
import { vars } from './theme.css.ts'

export const root = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  // A long place name wraps inside its chip rather than pushing the page sideways.
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surface },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
})

export const remove = style({
  flexShrink: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  color: vars.color.brand,
})

export const option = style([
  optionBase,
  {
    selectors: {
      // The option under the arrow keys; real focus stays in the input (aria-activedescendant).
      '&[data-active]': {
        background: vars.color.surfaceMuted,
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '-3px',
      },
      '&[aria-selected="true"]': { fontWeight: vars.fontWeight.bold },
      '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
      '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceMuted },
    },
  },
])

export const optionLabel = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs })

/** Keeps every label in line whether or not its option is chosen. */
export const check = style({
  display: 'inline-block',
  width: '1em',
  flexShrink: 0,
  color: vars.color.success,
})
