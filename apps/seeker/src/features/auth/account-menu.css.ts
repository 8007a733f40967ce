import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

// An icon and a short word in the header's one action slot, which 320 px in English leaves about 100 px:
// closer than the header's other buttons (the class doubled, to win over theirs whichever loads last).
export const button = style({
  selectors: { '&&': { gap: '2px', paddingInline: vars.space.xxs } },
})

export const icon = style({ width: '1.125rem', height: '1.125rem', flexShrink: 0 })
