import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({ paddingBlock: vars.space.lg, overflowWrap: 'anywhere' })

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
})

export const head = style({ display: 'grid', gap: vars.space.xs })

export const meta = style({ margin: 0, color: vars.color.textMuted })

export const section = style({ display: 'grid', gap: vars.space.xs })

export const reason = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})

export const reasonLabel = style({ margin: 0, fontWeight: vars.fontWeight.bold })

export const text = style({ margin: 0, whiteSpace: 'pre-line' })

export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
})

export const term = style({ color: vars.color.textMuted })

export const detail = style({ margin: 0 })

export const history = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const event = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `2px solid ${vars.color.border}`,
})

export const actions = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: '32rem' })

export const confirm = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const problem = style({ display: 'grid', gap: vars.space.xs, color: vars.color.danger })

/** "Job details": one row a field, its name above its value (long Telugu names wrap, nothing scrolls). */
export const fields = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const field = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
})

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic' })

export const inlineProblem = style({ color: vars.color.danger })

export const retry = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.link,
  font: 'inherit',
  cursor: 'pointer',
})
