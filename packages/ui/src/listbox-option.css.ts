import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

/** An option in a combobox's list: a whole touch target, a description under its label when it has one. */
export const optionBase = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  cursor: 'pointer',
})
