import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const heading = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  marginBlockEnd: vars.space.md,
})
