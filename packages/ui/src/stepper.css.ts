import { createVar, style } from '@vanilla-extract/css'
import { above } from './breakpoints.ts'
import { vars } from './theme.css.ts'

/** How many steps the list has (set on the list) and which one an item is (set on each item), from 1. */
export const stepCount = createVar()
export const stepNumber = createVar()

// On phones (up to 640 px) the markers stand in one row, one column per step, and only the current step's
// name shows, the full width under them: four names side by side would break Telugu words mid-word. Every
// item is laid over the same cell of the list, each a grid of the same columns, so its marker lands in its
// own column and the current item's name spans them all. The other names stay for screen readers. Wider
// screens keep every name under its marker.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  '@media': {
    [above('md')]: { display: 'flex', gap: vars.space.xs },
  },
})

export const step = style({
  gridArea: '1 / 1',
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(${stepCount}, minmax(0, 1fr))`,
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  justifyItems: 'center',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&[data-state="complete"]': { color: vars.color.text },
  },
  '@media': {
    [above('md')]: { flex: 1, gridTemplateColumns: 'none' },
  },
})

export const marker = style({
  gridRow: 1,
  gridColumn: stepNumber,
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
  '@media': {
    [above('md')]: { gridColumn: 'auto' },
  },
})

/** Words break only where they may: a word wider than the whole line is the one thing cut. */
export const label = style({
  gridRow: 2,
  gridColumn: '1 / -1',
  maxWidth: '100%',
  overflowWrap: 'break-word',
  selectors: {
    // Phones: the names of the other steps are for screen readers only.
    [`${step}:not([aria-current="step"]) &`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
  '@media': {
    [above('md')]: {
      gridColumn: 'auto',
      selectors: {
        [`${step}:not([aria-current="step"]) &`]: {
          position: 'static',
          width: 'auto',
          height: 'auto',
          overflow: 'visible',
          clip: 'auto',
          whiteSpace: 'normal',
        },
      },
    },
  },
})
