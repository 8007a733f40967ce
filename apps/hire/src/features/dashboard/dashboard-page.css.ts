import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({ paddingBlock: vars.space.lg, overflowWrap: 'anywhere' })

export const welcome = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: '32rem' })

export const company = style({ margin: 0, fontSize: vars.fontSize.lg })

export const label = style({ color: vars.color.textMuted })

export const problem = style({ display: 'grid', gap: vars.space.xs, color: vars.color.danger })

export const retry = style({
  justifySelf: 'start',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  background: 'none',
  border: `1px solid currentColor`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
})

export const jobs = style({ display: 'grid', gap: vars.space.sm })

export const csat = style({
  display: 'grid',
  gap: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
})

export const csatQuestion = style({ padding: 0 })

export const reasons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const reason = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.surfaceMuted },
  },
})

export const jobList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const jobCard = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const jobHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
})

export const jobTitle = style({ margin: 0, fontSize: vars.fontSize.lg })

/** The title is the link to the job's page: a whole touch target tall. */
export const jobLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
})

export const jobMeta = style({ margin: 0, color: vars.color.textMuted })
