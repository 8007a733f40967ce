import { card } from '@localjobs/ui/card'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

/** The profile pages: one column, as wide as a form reads well on a desktop, the screen's width on a phone. */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem', minWidth: 0 })

export const section = style([card, { gap: vars.space.md, minWidth: 0 }])

export const sectionHeading = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight })

/** Label above value: long Telugu labels and long e-mail addresses never push the page sideways. */
export const list = style({ display: 'grid', gap: vars.space.md, margin: 0 })

export const row = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 })

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' })

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic' })

/** "Enterprise account": a label on the account, not a control. */
export const badge = style({
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
})

export const problem = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
})

export const draftNotice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md })

/** A text link with a touch target of its own height. */
export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  // A short word ('रद्द करें') is still a whole target wide.
  minWidth: vars.size.touchTarget,
  color: vars.color.link,
})
