import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const heading = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  marginBlockEnd: vars.space.md,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
})

export const breadcrumbs = style({ marginBlockEnd: vars.space.sm })
