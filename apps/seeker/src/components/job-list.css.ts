import { above } from '@localjobs/ui/breakpoints'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [above('lg')]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
})

export const more = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
})

export const end = style({ color: vars.color.textMuted, textAlign: 'center' })

export const empty = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
})

export const cardSkeleton = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const pageSkeleton = style({ display: 'grid', gap: vars.space.sm })
