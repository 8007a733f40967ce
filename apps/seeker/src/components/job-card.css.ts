import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
})

export const title = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

export const company = style({ color: vars.color.textMuted })

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
})

export const fact = style({ display: 'flex', gap: vars.space.xxs })

export const factValue = style({ margin: 0 })

export const salary = style({ fontWeight: vars.fontWeight.bold, color: vars.color.success })

export const posted = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    // A job the logged-in seeker applied to: the mark's word is set in the browser after the list shows
    // (applied-marks.ts), at the end of this last line, which has room for it, so nothing moves. The tick
    // is decoration: the alternative text after '/' gives screen readers the word alone.
    '&[data-applied]::after': {
      content: '"✓ " attr(data-applied) / attr(data-applied)',
      float: 'inline-end',
      marginInlineStart: vars.space.sm,
      paddingInline: vars.space.xs,
      borderRadius: vars.radius.sm,
      background: vars.color.surfaceMuted,
      color: vars.color.success,
      fontWeight: vars.fontWeight.bold,
    },
  },
})

// The whole card is the link's target area on a phone, without nesting the facts inside the link.
export const link = style({
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
})

export const badge = style({
  justifySelf: 'start',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
