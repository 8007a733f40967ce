import { vars } from '@localjobs/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const chooser = style({ display: 'grid', gap: vars.space.md, overflowWrap: 'anywhere' })

export const plans = style({})

globalStyle(`${plans} > div > div`, {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  paddingInline: vars.space.sm,
  marginBlockEnd: vars.space.xs,
})

globalStyle(`${plans} > div > div:has(input:checked)`, {
  borderColor: vars.color.brand,
  boxShadow: `0 0 0 1px ${vars.color.brand}`,
})

export const planName = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs })

export const strong = style({ fontWeight: vars.fontWeight.bold })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const line = style({ display: 'block' })

export const featured = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
})
