import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

// The advertiser's name in the header beside "Post a job": at 320 px in Telugu that leaves about 7rem, so a
// long name ends in an ellipsis (the whole name is the dashboard's heading).
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  maxInlineSize: '7rem',
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
})

export const name = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

/** A small downward triangle: the button opens a list. */
export const caret = style({
  flexShrink: 0,
  inlineSize: 0,
  blockSize: 0,
  borderInline: '0.3rem solid transparent',
  borderBlockStart: '0.35rem solid currentColor',
})
