import { above } from '@localjobs/ui/breakpoints'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

// Off screen until focused, so keyboard users meet it first and everyone else never sees it.
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  top: '-100px',
  zIndex: 10,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.xs } },
})

export const main = style({
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.lg,
  '@media': { [above('md')]: { paddingBlock: vars.space.xl } },
})
