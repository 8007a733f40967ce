import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

/** The login steps on a page: one column, as wide as a phone's form, never wider than the screen. */
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  maxInlineSize: '28rem',
  minInlineSize: 0,
  marginInline: 'auto',
  overflowWrap: 'anywhere',
})

export const description = style({ margin: 0, color: vars.color.textMuted })

export const body = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 })
