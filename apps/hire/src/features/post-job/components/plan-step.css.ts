import { vars } from '@localjobs/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const step = style({ display: 'grid', gap: vars.space.md, overflowWrap: 'anywhere' })

/** Each plan a card: the whole card is the radio's label (48 px and more). */
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

export const price = style({ fontWeight: vars.fontWeight.bold })

export const perDistrict = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const line = style({ display: 'block' })

export const problem = style({ display: 'grid', gap: vars.space.xs, color: vars.color.danger })

export const retry = style({
  justifySelf: 'start',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  background: 'none',
  border: '1px solid currentColor',
  borderRadius: vars.radius.md,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
})

export const featured = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
})
