import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
})

export const item = style({ display: 'inline-flex', alignItems: 'center', minWidth: 0 })

export const separator = style({ paddingInline: vars.space.xxs, color: vars.color.textMuted })

/** Inline links are small; the padding makes each a 48 px tall target without changing the text size. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  paddingInline: vars.space.xxs,
  color: vars.color.link,
})

export const current = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xxs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
})
