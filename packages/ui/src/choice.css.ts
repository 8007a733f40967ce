import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

/** Shared by RadioGroup and CheckboxGroup. */

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xxs,
})

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text })

export const options = styleVariants({
  vertical: { display: 'grid' },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md },
})

/** The whole row is the touch target, not just the 20 px box. */
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted } },
})

export const input = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  marginBlockStart: '0.125rem',
  accentColor: vars.color.brand,
  cursor: 'inherit',
})

export const row = style({ display: 'grid' })

/** Lined up under the label text, past the 20 px box and the gap. */
export const description = style({
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  paddingBlockEnd: vars.space.xs,
  paddingInlineStart: `calc(1.25rem + ${vars.space.sm})`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
