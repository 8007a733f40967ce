import { above } from '@localjobs/ui/breakpoints'
import { headerBar } from '@localjobs/ui/header-bar'
import { vars } from '@localjobs/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const header = style({
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

/**
 * The header's bar, as both apps draw it; on a phone its four parts (product, language, Sign in, Post a job)
 * sit closer together and nearer the edges, so that they fit one row at 320 px in Telugu.
 */
export const bar = style([
  headerBar,
  {
    gap: vars.space.xxs,
    paddingInline: vars.space.xs,
    '@media': { [above('md')]: { gap: vars.space.md, paddingInline: vars.space.md } },
  },
])

export const brand = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  // 16 px on a 320 px phone, 18 px at 360 px, the full 22 px from 440 px: room for the actions beside it.
  fontSize: `clamp(${vars.fontSize.md}, 5vw, ${vars.fontSize.xl})`,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  // The product on the left; the language menu and the nav packed against the right edge.
  marginInlineEnd: 'auto',
})

/** 'for employers' beside the product where there is room (above 640 px); a phone shows the product alone. */
export const brandTag = style({
  display: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.normal,
  color: vars.color.textMuted,
  '@media': { [above('md')]: { display: 'inline' } },
})

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@media': { [above('md')]: { gap: vars.space.xs } },
})

// Under 640 px the nav's buttons ('Sign in', 'Post a job') take a smaller type and tighter sides, and a
// long Telugu label breaks over two lines inside its 48 px target, so the header stays one row at 320 px.
globalStyle(`${nav} > a`, {
  '@media': {
    [`screen and (max-width: 640px)`]: {
      paddingInline: vars.space.xs,
      fontSize: vars.fontSize.sm,
      textWrap: 'balance',
      // Never narrower than the longest word (the button's own 48 px minimum would let a word stick out).
      minWidth: 'min-content',
      flexShrink: 4,
    },
  },
})

// ... and the last one, 'Post a job', gives up width last: 'Sign in' narrows to its longest word first.
globalStyle(`${nav} > a:last-child`, {
  '@media': { [`screen and (max-width: 640px)`]: { flexShrink: 1 } },
})

export const footer = style({
  marginBlockStart: vars.space.xl,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  textAlign: 'center',
})

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
})
