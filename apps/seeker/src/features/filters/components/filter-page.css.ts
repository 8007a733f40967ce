import { above } from '@localjobs/ui/breakpoints'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [above('lg')]: { gridTemplateColumns: '20rem 1fr' } },
})

export const panel = style({ display: 'grid', gap: vars.space.xs })

export const group = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  paddingInline: vars.space.md,
})

export const groupTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
})

export const count = style({ fontWeight: vars.fontWeight.normal, color: vars.color.textMuted })

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
})

export const resultsTitle = style({ fontSize: vars.fontSize.xl, marginBlockEnd: vars.space.sm })

export const sponsored = style({ marginBlockEnd: vars.space.lg })

export const sponsoredList = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
