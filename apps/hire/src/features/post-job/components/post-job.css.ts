import { card } from '@localjobs/ui/card'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

/** The post-job form: one column, as wide as a form reads well on a desktop, the screen's width on a phone. */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem', minWidth: 0 })

export const form = style([card, { display: 'grid', gap: vars.space.lg, minWidth: 0 }])

export const fields = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })

export const stepHeading = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight })

export const savedAgo = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
  minWidth: 0,
})

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
})

export const problem = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const chipsFieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xs,
})

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text })

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

/** A toggle chip: 48 px tall, its pressed state shown by colour and a tick (not colour alone). */
export const chip = style({
  minHeight: vars.size.touchTarget,
  maxWidth: '100%',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.text,
      fontWeight: vars.fontWeight.bold,
    },
  },
})

export const skeleton = style({ display: 'grid', gap: vars.space.md })

/** A single tick box: the whole row is the 48 px touch target. */
export const tick = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
})

/** "Sign in" in the web form before login: a link drawn as a 48 px button. */
export const signInLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
})

/** The tick of a pressed chip (its state is aria-pressed; the tick is for the eye, not colour alone). */
export const chipTick = style({ marginInlineEnd: vars.space.xxs })
