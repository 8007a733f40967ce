import { vars } from '@localjobs/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const districts = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.xs })

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: 0 })

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })

export const stepButton = style({
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.45, cursor: 'not-allowed' } },
})

export const count = style({ minWidth: '6rem', textAlign: 'center', fontWeight: vars.fontWeight.bold })

export const total = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const totalRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm })

globalStyle(`${totalRow} dd`, { margin: 0 })

export const grand = style({ fontWeight: vars.fontWeight.bold })
