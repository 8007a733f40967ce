import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
})

export const title = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight })

/** A 48 px tall target, as every link a thumb must hit. */
export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touchTarget })
