import { card } from '@localjobs/ui/card'
import { vars } from '@localjobs/ui/theme'
import { style, styleVariants } from '@vanilla-extract/css'

export const page = style({ display: 'grid', gap: vars.space.md })

export const heading = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight })

export const item = style([card, { position: 'relative', alignContent: 'start' }])

export const title = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

// The whole card is the link's target area, as on job cards.
export const link = style({
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
})

export const company = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' })

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
})

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

const statusBase = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.surfaceMuted,
})

export const status = styleVariants({
  progress: [statusBase, { color: vars.color.link }],
  // Viewed: filled, so it stands apart from Applied at a glance (white on the brand blue: 6.9:1).
  seen: [statusBase, { color: vars.color.onBrand, background: vars.color.brand }],
  good: [statusBase, { color: vars.color.success }],
  over: [statusBase, { color: vars.color.textMuted }],
})

/** What the status means, in one line under it. */
export const meaning = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })

export const more = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
})
