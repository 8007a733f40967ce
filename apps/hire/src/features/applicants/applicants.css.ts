import { above } from '@localjobs/ui/breakpoints'
import { vars } from '@localjobs/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const page = style({ paddingBlock: vars.space.lg, overflowWrap: 'anywhere' })

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
})

export const head = style({ display: 'grid', gap: vars.space.xxs })

export const eyebrow = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const meta = style({ margin: 0, color: vars.color.textMuted })

export const text = style({ margin: 0 })

/**
 * The list and the detail: on a phone two views (the one not shown is hidden, the list kept in the page so
 * Back finds it as it was); wider than 640 px side by side.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [above('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
})

export const listPane = style({
  minWidth: 0,
  selectors: { [`${layout}[data-view="detail"] &`]: { display: 'none' } },
  '@media': {
    [above('md')]: { selectors: { [`${layout}[data-view="detail"] &`]: { display: 'block' } } },
  },
})

export const detailPane = style({
  minWidth: 0,
  selectors: { [`${layout}[data-view="list"] &`]: { display: 'none' } },
  '@media': {
    [above('md')]: {
      position: 'sticky',
      top: vars.space.md,
      selectors: { [`${layout}[data-view="list"] &`]: { display: 'block' } },
    },
  },
})

/** "Back to the list": a phone's only (the list stands beside the detail on a desktop). */
export const backToList = style({
  '@media': { [above('md')]: { display: 'none' } },
})

export const controls = style({
  display: 'grid',
  gap: vars.space.sm,
  marginBlock: vars.space.md,
})

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' })

export const chip = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.surfaceMuted,
      fontWeight: vars.fontWeight.bold,
    },
  },
})

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: 0,
  listStyle: 'none',
})

export const card = style({
  display: 'grid',
  gap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="true"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
    },
  },
})

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
})

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.link,
})

export const marks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs })

export const mark = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
})

export const newMark = style([
  mark,
  { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
])

export const contactedMark = style([mark, { borderColor: vars.color.success, color: vars.color.success }])

export const detail = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
})

export const term = style({ color: vars.color.textMuted })

export const value = style({ margin: 0 })

export const actions = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: '32rem' })

export const locked = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const problem = style({ display: 'grid', gap: vars.space.xs, color: vars.color.danger })

/** The three tabs stay in sight on a 320 px phone in Telugu: they wrap to a second row instead of scrolling. */
export const tabs = style({})

globalStyle(`${tabs} > [role="tablist"]`, { flexWrap: 'wrap' })

globalStyle(`${tabs} > [role="tablist"] > [role="tab"]`, { paddingInline: vars.space.sm })
