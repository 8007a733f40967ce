import { vars } from '@localjobs/ui/theme'
import { style, styleVariants } from '@vanilla-extract/css'

// A native disclosure: opens without JavaScript; the list floats under the header. The summary takes the
// header's text colour (white on the seeker's brand bar, dark on the hire app's light bar).
export const languages = style({ position: 'relative', flexShrink: 0 })

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outlineColor: 'currentColor' },
  },
})

export const icon = style({
  padding: `0 ${vars.space.xxs}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
})

const listBase = style({
  position: 'absolute',
  zIndex: 5,
  minWidth: '10rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
})

/** The open list, under the switch, lined up with its start or its end edge. */
export const list = styleVariants({
  start: [listBase, { insetInlineStart: 0 }],
  end: [listBase, { insetInlineEnd: 0 }],
})

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  selectors: { '&[aria-current]': { fontWeight: vars.fontWeight.bold } },
})
