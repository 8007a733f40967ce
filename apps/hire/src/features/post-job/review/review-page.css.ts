import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  overflowWrap: 'anywhere',
  maxInlineSize: '40rem',
})

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  minHeight: vars.size.touchTarget,
  color: vars.color.link,
})

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
})

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const value = style({ margin: 0, gridColumn: 1, whiteSpace: 'pre-line' })

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic' })

/** The edit link's own `dd` (a `dl` group holds only `dt` and `dd`), beside the term and value. */
export const editCell = style({ margin: 0, gridColumn: 2, gridRow: '1 / span 2' })

export const edit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  paddingInline: vars.space.xs,
  color: vars.color.link,
})

export const problem = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  color: vars.color.danger,
})

export const problemList = style({ margin: 0, paddingInlineStart: vars.space.lg })

export const fixLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.link,
})

export const retry = style({
  justifySelf: 'start',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  background: 'none',
  border: '1px solid currentColor',
  borderRadius: vars.radius.md,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
})
