import { style } from '@vanilla-extract/css'
import { above } from './breakpoints.ts'
import { vars } from './theme.css.ts'

/**
 * An app header's bar (both apps' shells): the product on one side and the actions on the other, as wide as
 * the page, 56 px tall, with tighter edges on a 320 px phone.
 */
export const headerBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.sm,
  minHeight: '56px',
  '@media': { [above('md')]: { gap: vars.space.md, paddingInline: vars.space.md } },
})
