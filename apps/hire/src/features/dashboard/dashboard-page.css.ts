import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({ paddingBlock: vars.space.lg, overflowWrap: 'anywhere' })

export const welcome = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: '32rem' })

export const company = style({ margin: 0, fontSize: vars.fontSize.lg })

export const label = style({ color: vars.color.textMuted })

export const problem = style({ display: 'grid', gap: vars.space.xs, color: vars.color.danger })

export const retry = style({
  justifySelf: 'start',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  background: 'none',
  border: `1px solid currentColor`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
})

export const jobs = style({ display: 'grid', gap: vars.space.sm })
