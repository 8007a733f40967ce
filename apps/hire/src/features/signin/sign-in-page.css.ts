import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({ paddingBlock: vars.space.lg })

/** The other way in, under the steps, set apart by a rule. */
export const switchWay = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBlockStart: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
})

export const question = style({ margin: 0, color: vars.color.textMuted })
