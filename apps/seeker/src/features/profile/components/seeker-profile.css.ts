import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const section = style({ marginBlockStart: vars.space.lg })

export const sectionHeading = style({ fontSize: vars.fontSize.lg, marginBlockEnd: vars.space.xs })

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0 })

/** A label over its value: long Telugu and Hindi labels never squeeze the value at 320 px. */
export const row = style({ display: 'grid', gap: '0.125rem', minWidth: 0 })

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' })

/** A text link as tall as a button, for a thumb. */
export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touchTarget })
