import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

// The edit page's own styles (as the form page's): importing post-job.css.ts here would split it out of
// the form's first load into a chunk of its own (decision 033).

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem', minWidth: 0 })

export const skeleton = style({ display: 'grid', gap: vars.space.md })

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
})
