import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

/** A notice that something went through (a post sent for review, changes resubmitted): the box and its lead line. */
export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})

export const noticeText = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.success })
