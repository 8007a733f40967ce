import { card } from '@localjobs/ui/card'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

/** The switch's row: its words, then the switch, the whole row a tap target at least 48 px tall. */
export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
})

const TRACK_WIDTH = '3rem'
const TRACK_HEIGHT = '1.75rem'
const THUMB = '1.25rem'
const INSET = '0.25rem'

/**
 * A checkbox with role="switch", itself a full touch target (48 px tall), drawn as a track (::before) and a
 * thumb (::after); its state shows by the thumb's side and the track's colour, not by colour alone.
 */
export const switchInput = style({
  appearance: 'none',
  flexShrink: 0,
  position: 'relative',
  inlineSize: TRACK_WIDTH,
  blockSize: vars.size.touchTarget,
  margin: 0,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: '50%',
      blockSize: TRACK_HEIGHT,
      boxSizing: 'border-box',
      borderRadius: vars.radius.pill,
      border: `2px solid ${vars.color.fieldBorder}`,
      background: vars.color.surfaceMuted,
      transform: 'translateY(-50%)',
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '50%',
      insetInlineStart: INSET,
      inlineSize: THUMB,
      blockSize: THUMB,
      borderRadius: '50%',
      background: vars.color.fieldBorder,
      transform: 'translateY(-50%)',
      transition: 'inset-inline-start 120ms',
    },
    '&:checked::before': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:checked::after': {
      background: vars.color.onBrand,
      insetInlineStart: `calc(${TRACK_WIDTH} - ${THUMB} - ${INSET})`,
    },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { transition: 'none' } } } },
})

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 })

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 })

export const stack = style({ display: 'grid', gap: vars.space.xs })

export const views = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })

export const view = style([card, { display: 'grid', gap: '0.125rem', minWidth: 0 }])

export const company = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere', margin: 0 })

export const detail = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', margin: 0 })

export const when = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 })

export const more = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
})
