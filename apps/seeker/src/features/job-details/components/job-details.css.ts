import { above } from '@localjobs/ui/breakpoints'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({ display: 'grid', gap: vars.space.md, maxWidth: '48rem' })

export const header = style({ display: 'grid', gap: vars.space.xs })

export const category = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const company = style({ fontSize: vars.fontSize.lg })

export const dates = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const warning = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.surface,
})

export const section = style({ display: 'grid', gap: vars.space.sm })

export const sectionTitle = style({ fontSize: vars.fontSize.xl })

export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [above('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
})

export const fact = style({ display: 'grid', gap: vars.space.xxs })

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' })

export const description = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })

export const goneJob = style({ fontWeight: vars.fontWeight.bold })

/** "Report this job": a quiet button, as wide as its words (48 px tall from the button's own rule). */
export const report = style({ justifySelf: 'start' })
