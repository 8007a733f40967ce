import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const menu = style({ position: 'relative' })

// An icon and a short word in the header's one action slot, which 320 px in English leaves about 100 px:
// closer than the header's other buttons (the class doubled, to win over theirs whichever loads last).
export const button = style({
  selectors: { '&&': { gap: '2px', paddingInline: vars.space.xxs } },
})

export const icon = style({ width: '1.125rem', height: '1.125rem', flexShrink: 0 })

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
