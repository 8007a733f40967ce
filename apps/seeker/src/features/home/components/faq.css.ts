import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const section = style({ display: 'grid', gap: vars.space.sm, marginBlockStart: vars.space.xl })

export const heading = style({ fontSize: vars.fontSize.xl })

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const question = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
})

export const answer = style({ paddingInline: vars.space.md, paddingBlockEnd: vars.space.md })

export const more = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touchTarget })
