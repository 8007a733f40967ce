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
