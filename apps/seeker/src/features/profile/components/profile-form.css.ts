import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

/** One step's fields, one under another. */
export const fields = style({ display: 'grid', gap: vars.space.lg, marginBlock: vars.space.lg })

export const stepHeading = style({ fontSize: vars.fontSize.xl, marginBlockStart: vars.space.lg })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
})

/** 'We kept what you typed on this phone': a quiet box above the steps. */
export const draftNotice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const note = style({ color: vars.color.textMuted })

/** The Cancel link of the edit form, as tall as the buttons beside it. */
export const cancel = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
})
