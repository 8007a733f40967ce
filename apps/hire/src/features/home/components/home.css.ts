import { above } from '@localjobs/ui/breakpoints'
import { card } from '@localjobs/ui/card'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const hero = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  '@media': { [above('md')]: { padding: vars.space.xxl } },
})

export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [above('md')]: { fontSize: '2.5rem' } },
})

export const lead = style({ fontSize: vars.fontSize.lg, maxWidth: '36rem' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

// On the blue hero the secondary button keeps a white face, and focus rings must stand out from blue.
export const heroButton = style({ selectors: { '&:focus-visible': { outlineColor: vars.color.onBrand } } })

export const claim = style({ fontWeight: vars.fontWeight.bold })

export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  marginBlockStart: vars.space.xl,
})

export const stepList = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [above('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
})

export const step = card

export const stepTitle = style({ fontSize: vars.fontSize.lg })

export const sectionTitle = style({ fontSize: vars.fontSize.xl })
