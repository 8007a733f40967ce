import { headerBar } from '@localjobs/ui/header-bar'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const header = style({
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

/** The header's bar, as both apps draw it. */
export const bar = headerBar

export const brand = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
})

export const brandTag = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.normal,
  color: vars.color.textMuted,
})

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })

export const footer = style({
  marginBlockStart: vars.space.xl,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  textAlign: 'center',
})

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
})
