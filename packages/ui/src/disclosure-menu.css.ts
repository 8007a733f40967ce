import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

/** Around a header menu's button and list: the list floats from here. */
export const menu = style({ position: 'relative' })

// Floats under the header, from the button's end towards the page's middle, never wider than the screen.
export const list = style({
  position: 'absolute',
  insetInlineEnd: 0,
  zIndex: 5,
  minWidth: '12rem',
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-disabled]': { cursor: 'progress' },
  },
})
