import { above } from '@localjobs/ui/breakpoints'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const section = style({ display: 'grid', gap: vars.space.sm, marginBlockEnd: vars.space.xl })

export const heading = style({ fontSize: vars.fontSize.xl })

export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [above('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [above('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
})

export const group = style({ display: 'grid', gap: vars.space.xxs })

export const groupTitle = style({ fontSize: vars.fontSize.md })

export const count = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.normal })

export const list = style({ listStyle: 'none', padding: 0, margin: 0 })

export const places = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  listStyle: 'none',
  padding: 0,
  '@media': { [above('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
})

export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touchTarget })
