import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xs,
})

export const step = style({
  flex: 1,
  minWidth: 0,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&[data-state="complete"]': { color: vars.color.text },
  },
})

export const marker = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.fieldBorder}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${step}[aria-current="step"] &`]: { borderColor: vars.color.brand, color: vars.color.brand },
    [`${step}[data-state="complete"] &`]: {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
    [`${step}[data-state="skipped"] &`]: { borderStyle: 'dashed' },
  },
})

export const label = style({ overflowWrap: 'anywhere' })
