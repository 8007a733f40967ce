import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const tablist = style({
  display: 'flex',
  gap: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  // Room for the focus ring, which overflow would otherwise clip.
  padding: '4px',
  scrollbarWidth: 'none',
})

export const tab = style({
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  border: 0,
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBlockEndColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
  },
})

export const panel = style({ paddingBlock: vars.space.md })
