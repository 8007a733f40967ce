import { vars } from '@localjobs/ui/theme'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'

export const page = style({ paddingBlock: vars.space.lg, overflowWrap: 'anywhere' })

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.link,
})

/** Spec section 4: 2 Success is green, -1 Failed is red. */
export const result = styleVariants({
  green: { color: vars.color.success, fontWeight: vars.fontWeight.bold },
  red: { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
  open: { color: vars.color.textMuted, fontWeight: vars.fontWeight.bold },
})

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 })

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

globalStyle(`${fact} dt`, { color: vars.color.textMuted })
globalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.fontWeight.bold })

export const problem = style({ display: 'grid', gap: vars.space.xs, color: vars.color.danger })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})

export const cardTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
})

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.link,
})

/** The receipt: on paper, only the receipt (no header, no buttons), in black on white. */
export const receipt = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': {
    print: { border: 0, padding: 0, color: '#000', background: '#fff' },
  },
})

export const noPrint = style({ '@media': { print: { display: 'none' } } })

globalStyle('body:has([data-receipt]) header, body:has([data-receipt]) footer', {
  '@media': { print: { display: 'none' } },
})

globalStyle(`${receipt} address`, { fontStyle: 'normal' })
