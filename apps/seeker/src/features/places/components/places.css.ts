import { above } from '@localjobs/ui/breakpoints'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const search = style({ maxWidth: '24rem', marginBlockEnd: vars.space.lg })

export const state = style({ marginBlockEnd: vars.space.lg })

export const stateName = style({ fontSize: vars.fontSize.lg, marginBlockEnd: vars.space.xs })

export const cities = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [above('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
})

export const cityLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
})

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  marginBlockEnd: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const picker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm })

export const note = style({ color: vars.color.textMuted, marginBlockEnd: vars.space.md })

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.lg}`,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.lg} 0 0`,
})
