import { vars } from '@localjobs/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

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

/** "5 applicants · 2 new": the new ones stand out, in the brand's colour. */
export const applicants = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.fontWeight.bold,
})

export const fresh = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
})

export const viewApplicants = style({ justifySelf: 'start', marginBlockStart: vars.space.xxs })

/**
 * The three lists' tabs share the row; at 320 px in Telugu a tab that does not fit goes to a second row
 * (words are never broken), instead of the row scrolling sideways.
 */
export const lists = style({})

globalStyle(`${lists} [role="tablist"]`, { overflowX: 'visible', flexWrap: 'wrap' })

globalStyle(`${lists} [role="tab"]`, {
  flex: '1 1 auto',
  paddingInline: vars.space.xs,
  overflowWrap: 'normal',
  wordBreak: 'normal',
  lineHeight: vars.lineHeight.tight,
})

export const tabLabel = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  columnGap: vars.space.xxs,
})

export const tabCount = style({
  minInlineSize: '1.5rem',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})
