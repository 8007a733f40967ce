import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const section = style({ display: 'grid', gap: vars.space.sm, marginBlockStart: vars.space.xl })

export const heading = style({ fontSize: vars.fontSize.xl })

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.link, textDecoration: 'underline' } },
})
