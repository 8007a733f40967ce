import { above } from '@localjobs/ui/breakpoints'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

// Beside "Post a job" (and the language menu) a 320 px header in Telugu has room for little more than a
// 48 px target: on a phone the button shows the name's first letter in a circle (the whole name is its
// accessible name and the dashboard's heading); from 640 px it shows the name too, cut with an ellipsis.
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  maxInlineSize: '12rem',
  paddingInline: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
})

export const initial = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
})

/** The name: read out everywhere, shown from 640 px. */
export const name = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@media': {
    [above('md')]: {
      position: 'static',
      inlineSize: 'auto',
      blockSize: 'auto',
      minInlineSize: 0,
      clipPath: 'none',
      textOverflow: 'ellipsis',
    },
  },
})

/** A small downward triangle: the button opens a list. */
export const caret = style({
  flexShrink: 0,
  inlineSize: 0,
  blockSize: 0,
  borderInline: '0.3rem solid transparent',
  borderBlockStart: '0.35rem solid currentColor',
})
