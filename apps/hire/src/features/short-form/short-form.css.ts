import { card } from '@localjobs/ui/card'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

/** One column as wide as a form reads well on a desktop; the screen's width on a phone (320 px up). */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '36rem',
  minWidth: 0,
  paddingBlock: vars.space.lg,
  overflowWrap: 'anywhere',
})

export const intro = style({ display: 'grid', gap: vars.space.xs })

export const lead = style({ margin: 0, color: vars.color.textMuted })

export const form = style([card, { display: 'grid', gap: vars.space.md, minWidth: 0 }])

export const thanks = style([card, { display: 'grid', gap: vars.space.md, justifyItems: 'start' }])

export const problem = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
})

export const draftNotice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})
