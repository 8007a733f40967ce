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

/** The chosen values, at the top of the form: chips that wrap, each its own 48 px target. */
export const chips = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.xs,
})

export const chipList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minWidth: 0,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

const chipBox = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
} as const

/** A chosen value the person can take away: the whole pill is the target. */
export const chip = style({
  ...chipBox,
  borderColor: vars.color.brand,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
})

/** The only city of a search: shown, but a search always has a city. */
export const fixedChip = style(chipBox)

/** Long Hindi and Telugu titles wrap inside the chip rather than widen the page. */
export const chipLabel = style({ minWidth: 0, overflowWrap: 'anywhere' })

export const chipCross = style({ fontSize: vars.fontSize.lg, lineHeight: 1, color: vars.color.textMuted })

export const clearAll = style({ minHeight: vars.size.touchTarget })

export const groupActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlockEnd: vars.space.xs,
})

/** A group's "Clear": a quiet text button with a full-size target. */
export const groupClear = style({
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  textDecoration: 'underline',
  cursor: 'pointer',
})

/**
 * "Show N jobs" within thumb reach: it sticks to the bottom of the screen while the form is in view (on a
 * phone the form is taller than the screen) and rests at the end of the form once it scrolls past.
 */
export const showBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  marginBlockStart: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingBlockEnd: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
  background: vars.color.background,
  boxShadow: `0 -1px 0 ${vars.color.border}`,
})

/** Where applying the filters lands (#results): a little space above it keeps the view from feeling cut. */
export const results = style({ scrollMarginTop: vars.space.md })

export const resultsTitle = style({ fontSize: vars.fontSize.xl, marginBlockEnd: vars.space.sm })

export const sponsored = style({ marginBlockEnd: vars.space.lg })

export const sponsoredList = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
