import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const menu = style({ display: 'grid', gap: vars.space.lg })

export const section = style({ display: 'grid', gap: vars.space.xxs })

export const heading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0 })

/** A whole row is the target: 48 px tall, the width of the menu. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xxs,
  paddingInline: 0,
  border: 0,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current]': { fontWeight: vars.fontWeight.bold, color: vars.color.text },
  },
})

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '36rem' })

export const pageHeading = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight })
